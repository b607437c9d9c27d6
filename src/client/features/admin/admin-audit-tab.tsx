import { useState } from 'react';
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
import { Pager } from '@client/components/admin/pager';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { inputClassName } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { formatDateTime, formatNumber, formatPrice } from '@client/lib/format';
import { cn } from '@client/lib/utils';

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
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditActionName | ''>('');
  const query = useQuery(auditQuery({ page, pageSize: PAGE_SIZE, action: action || undefined }));

  return (
    <section className="grid gap-4" aria-labelledby="admin-audit-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-audit-title" className="text-lg font-semibold">
            Journal
          </h2>
          <p className="text-sm text-muted-foreground">
            Chaque décision sur un paiement et chaque changement de rôle, avec son auteur. Le
            journal ne peut pas être modifié.
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="admin-audit-action">Action</Label>
          <select
            id="admin-audit-action"
            className={cn(inputClassName, 'w-64 max-w-full pr-8')}
            value={action}
            onChange={(event) => {
              setAction(event.target.value as AuditActionName | '');
              setPage(1);
            }}
          >
            <option value="">Toutes</option>
            {auditActions.map((value) => (
              <option key={value} value={value}>
                {auditActionLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={4} className="grid gap-3" itemClassName="h-24" />}
        error={loadFailed('Impossible de charger le journal')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground">Aucune décision enregistrée.</p>
          ) : (
            <div className="grid gap-3">
              <ul className="grid gap-3" aria-label="Décisions enregistrées">
                {data.items.map((entry) => (
                  <AuditItem key={entry.id} entry={entry} />
                ))}
              </ul>
              <Pager
                label="Pages du journal"
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
    </section>
  );
}
