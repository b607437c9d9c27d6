import { useDecidePayment } from '@client/api/payments';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, isApiError } from '@client/lib/api';
import { paymentMessages } from '@contract/payments-labels';

/**
 * An instructor's confirm/reject of a payment from their own pages (course payments, live-class
 * registrations), with its toasts: what a confirmation gives the student, and the page's own
 * words for a payment someone already decided (409).
 */
export function useInstructorDecision({
  confirmedDescription,
  alreadyDecided,
}: {
  confirmedDescription: string;
  alreadyDecided: string;
}) {
  const decide = useDecidePayment();
  return {
    decide: (paymentId: string, status: 'confirmed' | 'rejected') =>
      decide.mutate(
        { id: paymentId, status },
        {
          onSuccess: () =>
            toast(
              status === 'confirmed'
                ? { title: paymentMessages.confirmed, description: confirmedDescription }
                : { title: paymentMessages.rejected },
            ),
          onError: (err) =>
            toast({
              variant: 'destructive',
              title: 'Erreur',
              description: isApiError(err, 'PAYMENT_ALREADY_DECIDED')
                ? alreadyDecided
                : errorMessage(err, 'Impossible de mettre à jour le statut'),
            }),
        },
      ),
    /** The payment whose decision is under way, if any. */
    decidingId: decide.isPending ? decide.variables?.id : undefined,
  };
}
