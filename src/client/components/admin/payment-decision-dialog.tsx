import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';

export type PaymentDecisionStatus = 'confirmed' | 'rejected';

/** The decision asked about: the payment and whether it is confirmed or rejected. */
export interface AskedDecision<T> {
  item: T;
  status: PaymentDecisionStatus;
}

/** The decide mutation of a kind of payment (subscriptions, package purchases…). */
export interface DecideMutation {
  mutate: (
    input: { id: string; status: PaymentDecisionStatus },
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
  variables?: { id: string } | undefined;
}

/** The texts of the question and of its outcome (the contract's admin decision messages). */
export interface DecisionMessages {
  confirmQuestion: string;
  rejectQuestion: string;
  statusUpdated: string;
  statusFailed: string;
}

/**
 * What a list of payments to decide needs: `ask` opens the question for a payment, `dialog` is
 * PaymentDecisionDialog's props (answering "yes" sends the decision, with its toast), `busyId`
 * the payment whose decision is under way, if any.
 */
export function usePaymentDecision<T extends { id: string }>(
  decide: DecideMutation,
  messages: DecisionMessages,
) {
  const [asking, setAsking] = useState<AskedDecision<T> | null>(null);
  return {
    ask: (item: T, status: PaymentDecisionStatus) => setAsking({ item, status }),
    busyId: decide.isPending ? decide.variables?.id : undefined,
    dialog: {
      asking,
      messages,
      onClose: () => setAsking(null),
      onConfirm: ({ item, status }: AskedDecision<T>) => {
        setAsking(null);
        decide.mutate(
          { id: item.id, status },
          {
            onSuccess: () => toast({ title: messages.statusUpdated }),
            onError: (err) => toastError(err, messages.statusFailed),
          },
        );
      },
    },
  };
}

/** "Confirmer ce paiement ?" / "Rejeter ce paiement ?", what is decided, "Annuler" and the verb. */
export function PaymentDecisionDialog<T>({
  asking,
  messages,
  onClose,
  onConfirm,
  describe,
}: {
  asking: AskedDecision<T> | null;
  messages: DecisionMessages;
  onClose: () => void;
  onConfirm: (decision: AskedDecision<T>) => void;
  /** The payment in one line: who, what, how much. */
  describe: (item: T) => string;
}) {
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={asking?.status === 'rejected' ? messages.rejectQuestion : messages.confirmQuestion}
      description={asking ? describe(asking.item) : null}
      action={asking?.status === 'rejected' ? 'Rejeter' : 'Confirmer'}
      onConfirm={() => {
        if (asking) onConfirm(asking);
      }}
    />
  );
}
