import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import {
  auditActionLabels,
  auditActions,
  type AuditActionName,
  type AuditEntry,
} from '@contract/audit';
import { quoteStatusLabels } from '@contract/bundles';
import { paymentRequestStatusLabels } from '@contract/payments-labels';
import { roleLabel } from '@contract/roles';
import { auditQuery } from '@client/api/audit';
import { AdminSection } from '@client/components/admin/admin-section';
import { FilterSelect } from '@client/components/admin/filter-select';
import { PagedList, usePagedFilter } from '@client/components/admin/paged-list';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { formatDateTime, formatNumber, formatPrice } from '@client/lib/format';

const PAGE_SIZE = 25;

/** The French name of a field of before/after; unknown fields are shown as stored. */
const fieldLabels: Record<string, string> = {
  status: 'Statut',
  amount: 'Montant',
  quotedPrice: 'Prix du devis',
  coursesRemaining: 'Cours à choisir',
  role: 'Rôle',
  suspended: 'Suspendu',
  suspendedAt: 'Suspendu le',
  cdfPerUsd: 'FC pour 1 $',
  startDate: 'Début',
  endDate: 'Fin',
};

/** The French name of the table an action concerns, when the object itself is gone. */
const entityLabels: Record<string, string> = {
  payment_requests: 'Paiement de cours',
  package_purchases: 'Achat de package',
  bundle_payments: 'Paiement de pack',
  live_class_registrations: 'Inscription à un cours en direct',
  quote_requests: 'Demande de devis',
  user_subscriptions: 'Abonnement',
  users: 'Compte',
  exchange_rates: 'Taux de change de la plateforme',
};

const actionLabel = (action: string) =>
  (auditActionLabels as Record<string, string>)[action] ?? action;

function formatValue(action: string, field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'status' && typeof value === 'string') {
    if (action === 'quote_request.update')
      return quoteStatusLabels[value as keyof typeof quoteStatusLabels] ?? value;
    return paymentRequestStatusLabels[value as keyof typeof paymentRequestStatusLabels] ?? value;
  }
  if ((field === 'amount' || field === 'quotedPrice') && typeof value === 'number')
    return formatPrice(value);
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field of before/after: its old and new values. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {fields.map((field) => {
        const changed =
          field in before && JSON.stringify(before[field]) !== JSON.stringify(after[field]);
        return (
          <li key={field} className="flex flex-wrap items-center gap-x-2">
            <span className="text-muted-foreground">{fieldLabels[field] ?? field} :</span>
            {changed ? (
              <>
                <span>{formatValue(entry.action, field, before[field])}</span>
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">devient</span>
              </>
            ) : null}
            <span className="font-medium">
              {formatValue(entry.action, field, field in after ? after[field] : before[field])}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const headingId = `audit-${entry.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words">
            {entry.subject ?? entityLabels[entry.entity] ?? entry.entity}
          </h3>
          <Badge variant="secondary">{actionLabel(entry.action)}</Badge>
        </div>
        <p className="text-sm break-words">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          <span className="text-muted-foreground"> · par </span>
          {entry.actor.name}
          <span className="text-muted-foreground"> ({entry.actor.email})</span>
        </p>
        <Changes entry={entry} />
      </Card>
    </li>
  );
}

/**
 * The admin dashboard's "Journal" tab: the audit record of every money decision and role change,
 * newest first, read only.
 */
export default function AdminAuditTab() {
  const {
    page,
    setPage,
    filter: action,
    setFilter: setAction,
  } = usePagedFilter<AuditActionName | ''>('');
  const query = useQuery(auditQuery({ page, pageSize: PAGE_SIZE, action: action || undefined }));

  return (
    <AdminSection
      id="admin-audit"
      title="Journal"
      description="Chaque décision sur un paiement et chaque changement de rôle, avec son auteur. Le journal ne peut pas être modifié."
      action={
        <FilterSelect
          id="admin-audit-action"
          label="Action"
          value={action}
          onChange={setAction}
          allLabel="Toutes"
          options={auditActions}
          optionLabel={(value) => auditActionLabels[value]}
          className="w-64 max-w-full pr-8"
        />
      }
    >
      <PagedList
        query={query}
        skeleton={{ count: 4, itemClassName: 'h-24' }}
        failed="Impossible de charger le journal"
        empty={<p className="text-muted-foreground">Aucune décision enregistrée.</p>}
        label="Décisions enregistrées"
        pagerLabel="Pages du journal"
        onPageChange={setPage}
      >
        {(entry) => <AuditItem key={entry.id} entry={entry} />}
      </PagedList>
    </AdminSection>
  );
}
