import { useLocation } from 'wouter';
import { useAuth } from '@client/api/auth';
import { toast, type ToastOptions } from '@client/components/ui/use-toast';
import { signInHref } from '@client/lib/return-path';

/**
 * An offer a visitor may browse but only a signed-in person may take (enrol, subscribe): `action`
 * when signed in; otherwise `notice` as a toast and the sign-in page, which brings them back here.
 */
export function useSignInFirst<T>(notice: ToastOptions, action: (item: T) => void) {
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  return (item: T) => {
    if (!isAuthenticated) {
      toast(notice);
      navigate(signInHref());
      return;
    }
    action(item);
  };
}
