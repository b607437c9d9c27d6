import {
  adminSubscriptionMessages as m,
  subscriptionStateLabels,
  type AdminSubscription,
} from '@contract/subscriptions';
import { adminSubscriptionsQuery } from '@client/api/subscriptions';
import { Fact } from '@client/components/admin/fact';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { formatDate, formatNumber, formatPrice } from '@client/lib/format';
import { PaymentReviewCard, PaymentReviewList, type DecisionProps } from './admin-payment-review';

const stateVariant: Record<AdminSubscription['state'], BadgeProps['variant']> = {
  pending: 'secondary',
  active: 'success',
  expired: 'outline',
  rejected: 'destructive',
};

const formatUsd = (value: number) => `${formatNumber(value)} $`;

function SubscriptionItem({
  subscription: s,
  ...decision
}: { subscription: AdminSubscription } & DecisionProps) {
  return (
    <PaymentReviewCard
      headingId={`subscription-${s.id}`}
      payment={s}
      title={s.planName ?? m.unknownPlan}
      badge={<Badge variant={stateVariant[s.state]}>{subscriptionStateLabels[s.state]}</Badge>}
      amount={
        <>
          <Fact term="Montant payé">
            {formatUsd(s.amountPaid)}
            {s.amountAskedCdf !== null ? ` (${formatPrice(s.amountAskedCdf)} demandés)` : ''}
          </Fact>
          <Fact term="Durée">{s.duration === 'yearly' ? 'Annuel' : 'Mensuel'}</Fact>
        </>
      }
      after={
        <>
          <Fact term="Début">{s.startDate ? formatDate(s.startDate) : '—'}</Fact>
          <Fact term="Fin">{s.endDate ? formatDate(s.endDate) : '—'}</Fact>
        </>
      }
      {...decision}
    />
  );
}

/** The "Abonnements" subtab: every subscription, pending first, a page at a time. */
export function AdminSubscriptionsList() {
  return (
    <PaymentReviewList
      id="admin-subscriptions"
      title="Abonnements"
      listLabel="Liste des abonnements"
      pagerLabel="Pages des abonnements"
      empty="Aucun abonnement."
      failed="Impossible de charger les abonnements"
      skeletonHeight="h-48"
      query={adminSubscriptionsQuery}
      messages={m}
      describe={(s) =>
        `${s.user.name} · ${s.planName ?? m.unknownPlan} · ${formatUsd(s.amountPaid)}`
      }
    >
      {(subscription, decision) => (
        <SubscriptionItem key={subscription.id} subscription={subscription} {...decision} />
      )}
    </PaymentReviewList>
  );
}
