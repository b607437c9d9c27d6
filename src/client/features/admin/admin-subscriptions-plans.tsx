import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { certificationTypeLabels } from '@contract/certifications';
import { planMessages as m, planTypeLabels, type AdminPlan } from '@contract/subscriptions';
import { adminPlansQuery, useDeletePlan } from '@client/api/subscriptions';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { toast } from '@client/components/ui/use-toast';
import { formatNumber, pluralize } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { PlanDialog } from './admin-subscriptions-plan-dialog';
import { ExchangeRateCard } from './admin-subscriptions-rate';

const formatUsd = (value: number) => `${formatNumber(value)} $`;

function PlanCard({
  plan,
  onEdit,
  onDelete,
  deleting,
}: {
  plan: AdminPlan;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
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
        <EditDeleteButtons
          name={plan.name}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
        />
      </Card>
    </li>
  );
}

/** The "Plans" subtab: the exchange rate, then every plan with its create, edit and delete. */
export function AdminSubscriptionPlans() {
  const query = useQuery(adminPlansQuery());
  const edit = useEditDialog<AdminPlan>();
  const remove = useDeletePlan();
  const confirm = useConfirmDelete<AdminPlan>({
    isPending: remove.isPending,
    variables: remove.variables as AdminPlan | undefined,
    mutate: (plan) =>
      remove.mutate(plan, {
        onSuccess: ({ deactivated }) =>
          toast(
            deactivated
              ? { title: m.deactivated, description: m.deactivatedDescription }
              : { title: m.deleted },
          ),
        onError: (err) => toastError(err, m.deleteFailed),
      }),
  });

  return (
    <section className="grid gap-4" aria-labelledby="admin-plans-title">
      <ExchangeRateCard />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-plans-title" className="text-lg font-semibold">
          Plans d&apos;abonnement
        </h2>
        <Button onClick={edit.openNew}>
          <Plus aria-hidden="true" />
          Nouveau plan
        </Button>
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
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    onEdit={() => edit.openEdit(plan)}
                    onDelete={() => confirm.ask(plan)}
                    deleting={confirm.deletingId === plan.id}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(plan) => <PlanDialog plan={plan} onClose={edit.close} />}
      </EditDialog>
      <ConfirmDeleteDialog {...confirm.dialog}>{m.deleteConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
