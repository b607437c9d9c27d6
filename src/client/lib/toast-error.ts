import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';

/** The "Erreur" toast of a failed action: the server's French message, or `fallback`. */
export function toastError(err: unknown, fallback: string): void {
  toast({
    variant: 'destructive',
    title: 'Erreur',
    description: errorMessage(err, fallback),
  });
}
