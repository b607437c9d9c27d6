import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paymentKindLabels, paymentMethodLabels } from '@contract/payments-labels';
import { pendingPaymentsQuery, useAttachSms } from '@client/api/payments';
import { FormDialogContent } from '@client/components/form-dialog';
import { QueryState } from '@client/components/query-state';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatDateTime, formatPrice } from '@client/lib/format';

/**
 * An SMS no rule tied to a payment, attached by the phone's owner to one of the payments waiting
 * for their decision: the decider then sees it beside the request and decides as usual.
 */
export function AttachSmsDialog({ smsId, onClose }: { smsId: string; onClose: () => void }) {
  const query = useQuery(pendingPaymentsQuery());
  const attach = useAttachSms();
  const [chosen, setChosen] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Choisissez un paiement' });
      return;
    }
    try {
      await attach.mutateAsync({ id: chosen, smsId });
      toast({ title: 'SMS associé au paiement' });
      onClose();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, "Impossible d'associer le SMS"),
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <FormDialogContent
        title="Associer ce SMS à un paiement"
        description="Les paiements en attente de votre décision, sans SMS associé."
        onSubmit={onSubmit}
        onClose={onClose}
        saving={attach.isPending}
        submitLabel={attach.isPending ? 'Association…' : 'Associer'}
      >
        <QueryState query={query} pending={null} error={null}>
          {(payments) =>
            payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucun paiement en attente.</p>
            ) : (
              <fieldset className="grid max-h-80 gap-2 overflow-y-auto">
                <legend className="sr-only">Paiement</legend>
                {payments.map((p) => (
                  <label
                    key={p.id}
                    className="flex cursor-pointer flex-wrap items-start gap-x-2 gap-y-0.5 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                  >
                    <input
                      type="radio"
                      name="payment"
                      value={p.id}
                      checked={chosen === p.id}
                      onChange={() => setChosen(p.id)}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="min-w-0 font-medium break-words">
                      {p.buyerName} · {p.itemTitle ?? paymentKindLabels[p.kind]}
                    </span>
                    <span className="w-full pl-6 text-muted-foreground">
                      {formatPrice(p.amount)} · {paymentMethodLabels[p.paymentMethod]} ·{' '}
                      {p.phoneNumber} · {formatDateTime(p.createdAt)}
                    </span>
                  </label>
                ))}
              </fieldset>
            )
          }
        </QueryState>
      </FormDialogContent>
    </Dialog>
  );
}
