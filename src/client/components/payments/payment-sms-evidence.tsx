import { MessageSquareText } from 'lucide-react';
import type { DecisionVia } from '@contract/payments-labels';
import type { ReceivedSms } from '@contract/payments';
import { Badge } from '@client/components/ui/badge';
import { formatDateTime, formatPrice } from '@client/lib/format';

export const smsEvidenceMessages = {
  pasted: 'SMS collé par l’acheteur',
  received: 'SMS de l’opérateur',
  none: 'aucun SMS reçu',
  unknownSender: 'expéditeur inconnu',
  automatic: 'Confirmé automatiquement par SMS',
} as const;

/**
 * What the decider of a payment sees of the operator's SMS: the one the buyer pasted, and the
 * one the receiving phone forwarded that matches it (or "aucun SMS reçu"); an SMS from a sender
 * that is not the operator's is flagged, and an automatic decision says so.
 */
export function PaymentSmsEvidence({
  smsText,
  sms,
  decidedVia,
}: {
  smsText: string | null;
  sms: ReceivedSms | null;
  decidedVia: DecisionVia | null;
}) {
  const m = smsEvidenceMessages;
  return (
    <div className="grid gap-2 text-sm">
      {decidedVia === 'sms' ? <Badge className="w-fit">{m.automatic}</Badge> : null}
      {smsText ? (
        <div className="grid gap-1">
          <p className="text-muted-foreground">{m.pasted} :</p>
          <p className="rounded-md border bg-muted/40 p-2 break-words whitespace-pre-line">
            {smsText}
          </p>
        </div>
      ) : null}
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <MessageSquareText className="size-4" aria-hidden="true" />
          {m.received} :{sms ? null : <span className="text-foreground">{m.none}</span>}
        </p>
        {sms ? (
          <div className="grid gap-1 rounded-md border p-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all">{sms.sender}</span>
              <span className="text-muted-foreground">{formatDateTime(sms.receivedAt)}</span>
              {sms.senderKnown ? null : <Badge variant="destructive">{m.unknownSender}</Badge>}
            </p>
            <p className="break-words">{sms.body}</p>
            {sms.amount !== null || sms.transactionId ? (
              <p className="text-muted-foreground">
                {[
                  sms.transactionId ? `ID : ${sms.transactionId}` : null,
                  sms.amount !== null ? `montant : ${formatPrice(sms.amount)}` : null,
                  sms.payerNumber ? `payeur : ${sms.payerNumber}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
