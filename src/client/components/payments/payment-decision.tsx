import { Check, ImageIcon, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import type { PaymentStatus } from '@contract/payments-labels';

type PaymentDecision = Exclude<PaymentStatus, 'pending'>;

/** The link to a payment's screenshot, named for screen readers by whose payment it proves. */
export function ProofImageLink({ src, who }: { src: string | null; who: string }) {
  if (!src) return <span className="text-foreground">—</span>;
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
    >
      <ImageIcon className="size-4" aria-hidden="true" />
      Voir la capture<span className="sr-only"> de {who}</span>
    </a>
  );
}

/** Confirm and reject, for a pending payment someone declared. */
export function PaymentDecisionButtons({
  who,
  busy,
  onDecide,
  className,
}: {
  who: string;
  busy: boolean;
  onDecide: (status: PaymentDecision) => void;
  className?: string;
}) {
  return (
    <div className={className ?? 'flex flex-wrap gap-2'}>
      <Button size="sm" disabled={busy} onClick={() => onDecide('confirmed')}>
        <Check aria-hidden="true" />
        Confirmer<span className="sr-only"> le paiement de {who}</span>
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('rejected')}>
        <X aria-hidden="true" />
        Rejeter<span className="sr-only"> le paiement de {who}</span>
      </Button>
    </div>
  );
}
