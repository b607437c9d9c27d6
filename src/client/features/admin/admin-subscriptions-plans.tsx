import { useQuery } from '@tanstack/react-query';
import { certificationTypeLabels } from '@contract/certifications';
import { planMessages as m, planTypeLabels, type AdminPlan } from '@contract/subscriptions';
import { adminPlansQuery, useDeletePlan, type PlanDeleteResult } from '@client/api/subscriptions';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import {
  EditableListDialogs,
  NewItemButton,
  useEditableList,
  type ItemActions,
} from '@client/components/editable-list';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { formatNumber, pluralize } from '@client/lib/format';
import { PlanDialog } from './admin-subscriptions-plan-dialog';
import { ExchangeRateCard } from './admin-subscriptions-rate';

const formatUsd = (value: number) => `${formatNumber(value)} $`;

function PlanCard({ plan, ...actions }: { plan: AdminPlan } & ItemActions) {
  const headingId = `plan-${plan.id}`;
  return (
    <li>
      <Card
        role="article"
        aria-labelledby={headingId}
        className="grid h-full content-start gap-3 p-4"
      >
        <div className="grid gap-1.5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{planTypeLabels[plan.type]}</Badge>
            {plan.isActive ? null : <Badge variant="outline">{m.inactive}</Badge>}
          </div>
          <h3 id={headingId} className="font-semibold break-words">
            {plan.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">{plan.description}</p>
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Mensuel</dt>
            <dd className="font-medium">{formatUsd(plan.monthlyPrice)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Annuel</dt>
            <dd className="font-medium">{formatUsd(plan.yearlyPrice)}</dd>
          </div>
          {plan.courseLimit !== null ? (
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">Limite de cours</dt>
              <dd>{formatNumber(plan.courseLimit)}</dd>
            </div>
          ) : null}
          {plan.commissionRate !== null ? (
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">Commission</dt>
              <dd>{formatNumber(plan.commissionRate)} %</dd>
            </div>
          ) : null}
          {plan.hasCertification ? (
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">Certification</dt>
              <dd>
                {plan.certificationType ? certificationTypeLabels[plan.certificationType] : 'Oui'}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">Abonnements</dt>
            <dd>{formatNumber(plan.subscriptionCount)}</dd>
          </div>
        </dl>
        <p className="text-sm break-words">{plan.features.join(' · ')}</p>
        <EditDeleteButtons name={plan.name} {...actions} />
      </Card>
    </li>
  );
}

/** The "Plans" subtab: the exchange rate, then every plan with its create, edit and delete. */
export function AdminSubscriptionPlans() {
  const query = useQuery(adminPlansQuery());
  const list = useEditableList<AdminPlan, PlanDeleteResult>(useDeletePlan(), {
    deleted: ({ deactivated }) =>
      deactivated
        ? { title: m.deactivated, description: m.deactivatedDescription }
        : { title: m.deleted },
    deleteFailed: m.deleteFailed,
  });

  return (
    <section className="grid gap-4" aria-labelledby="admin-plans-title">
      <ExchangeRateCard />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-plans-title" className="text-lg font-semibold">
          Plans d&apos;abonnement
        </h2>
        <NewItemButton onClick={list.edit.openNew}>Nouveau plan</NewItemButton>
      </div>
      <QueryState
        query={query}
        pending={
          <SkeletonList count={3} className="grid gap-3 md:grid-cols-2" itemClassName="h-56" />
        }
        error={loadFailed('Impossible de charger les plans')}
      >
        {(plans) =>
          plans.length === 0 ? (
            <p className="text-muted-foreground">Aucun plan d&apos;abonnement.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {formatNumber(plans.length)} {pluralize(plans.length, 'plan', 'plans')}
              </p>
              <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {plans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} {...list.actions(plan)} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <EditableListDialogs list={list} deleteConfirm={m.deleteConfirm}>
        {(plan, onClose) => <PlanDialog item={plan} onClose={onClose} />}
      </EditableListDialogs>
    </section>
  );
}
