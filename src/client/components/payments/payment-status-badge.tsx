import { paymentRequestStatusLabels, type PaymentStatus } from '@contract/payments-labels';
import { Badge, type BadgeProps } from '@client/components/ui/badge';

const statusVariant: Record<PaymentStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  confirmed: 'success',
  rejected: 'destructive',
};

/** "En attente", "Confirmé" or "Rejeté". */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={statusVariant[status]}>{paymentRequestStatusLabels[status]}</Badge>;
}
