import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  paymentMethodLabels,
  paymentStatuses,
  type PaymentStatus,
} from '@contract/payments-labels';
import {
  adminSubscriptionMessages as m,
  subscriptionStateLabels,
  type AdminSubscription,
} from '@contract/subscriptions';
import { adminSubscriptionsQuery, useDecideSubscription } from '@client/api/subscriptions';
import { Pager } from '@client/components/admin/pager';
import {
  PaymentDecisionButtons,
  ProofImageLink,
} from '@client/components/payments/payment-decision';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { inputClassName } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '@client/lib/format';
import { cn } from '@client/lib/utils';

const PAGE_SIZE = 20;

const stateVariant: Record<AdminSubscription['state'], BadgeProps['variant']> = {
  pending: 'secondary',
  active: 'success',
  expired: 'outline',
  rejected: 'destructive',
};

/** The status filter's choices ('' = all). */
const filterLabels: Record<PaymentStatus | '', string> = {
  '': 'Tous',
  pending: 'En attente',
  confirmed: 'Confirmés',
  rejected: 'Rejetés',
};

const formatUsd = (value: number) => `${formatNumber(value)} $`;

type Decision = { subscription: AdminSubscription; status: 'confirmed' | 'rejected' };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term} :</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function SubscriptionItem({
  subscription: s,
  busy,
  onDecide,
}: {
  subscription: AdminSubscription;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const who = s.user.name;
  const headingId = `subscription-${s.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={headingId} className="font-semibold break-words">
              {s.planName ?? m.unknownPlan}
            </h3>
            <p className="text-sm break-words">
              {s.user.name} <span className="text-muted-foreground">· {s.user.email}</span>
            </p>
          </div>
          <Badge variant={stateVariant[s.state]}>{subscriptionStateLabels[s.state]}</Badge>
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <Fact term="Montant payé">
            {formatUsd(s.amountPaid)}
            {s.amountAskedCdf !== null ? ` (${formatPrice(s.amountAskedCdf)} demandés)` : ''}
          </Fact>
          <Fact term="Durée">{s.duration === 'yearly' ? 'Annuel' : 'Mensuel'}</Fact>
          <Fact term="Moyen">{paymentMethodLabels[s.paymentMethod]}</Fact>
          <Fact term="Téléphone">{s.phoneNumber}</Fact>
          <Fact term="ID de transaction">
            <span className="break-all">{s.transactionId ?? '—'}</span>
          </Fact>
          <Fact term="Capture">
            <ProofImageLink src={s.proofImage} who={who} />
          </Fact>
          <Fact term="Début">{s.startDate ? formatDate(s.startDate) : '—'}</Fact>
          <Fact term="Fin">{s.endDate ? formatDate(s.endDate) : '—'}</Fact>
          <Fact term="Demandé le">{formatDateTime(s.createdAt)}</Fact>
        </dl>
        {s.status === 'pending' ? (
          <PaymentDecisionButtons
            who={who}
            busy={busy}
            onDecide={(status) => onDecide({ subscription: s, status })}
          />
        ) : null}
      </Card>
    </li>
  );
}

/** The "Abonnements" subtab: every subscription, pending first, a page at a time. */
export function AdminSubscriptionsList() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const query = useQuery(
    adminSubscriptionsQuery({ page, pageSize: PAGE_SIZE, status: status || undefined }),
  );
  const decide = useDecideSubscription();
  const [asking, setAsking] = useState<Decision | null>(null);

  const onConfirmed = ({ subscription, status: decision }: Decision) => {
    setAsking(null);
    decide.mutate(
      { id: subscription.id, status: decision },
      {
        onSuccess: () => toast({ title: m.statusUpdated }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(err, m.statusFailed),
          }),
      },
    );
  };

  return (
    <section className="grid gap-4" aria-labelledby="admin-subscriptions-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-subscriptions-title" className="text-lg font-semibold">
          Abonnements
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="admin-subscriptions-status">Statut</Label>
          <select
            id="admin-subscriptions-status"
            className={cn(inputClassName, 'w-44 pr-8')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PaymentStatus | '');
              setPage(1);
            }}
          >
            {(['', ...paymentStatuses] as const).map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-3" itemClassName="h-48" />}
        error={loadFailed('Impossible de charger les abonnements')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground">Aucun abonnement.</p>
          ) : (
            <div className="grid gap-3">
              <ul className="grid gap-3" aria-label="Liste des abonnements">
                {data.items.map((subscription) => (
                  <SubscriptionItem
                    key={subscription.id}
                    subscription={subscription}
                    busy={decide.isPending && decide.variables?.id === subscription.id}
                    onDecide={setAsking}
                  />
                ))}
              </ul>
              <Pager
                label="Pages des abonnements"
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                busy={query.isFetching}
                onPageChange={setPage}
              />
            </div>
          )
        }
      </QueryState>
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {asking?.status === 'rejected' ? m.rejectQuestion : m.confirmQuestion}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {asking
                ? `${asking.subscription.user.name} · ${asking.subscription.planName ?? m.unknownPlan} · ${formatUsd(asking.subscription.amountPaid)}`
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking) onConfirmed(asking);
              }}
            >
              {asking?.status === 'rejected' ? 'Rejeter' : 'Confirmer'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
