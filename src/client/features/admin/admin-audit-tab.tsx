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
import { TitledListItemCard } from '@client/components/titled-list-item-card';
import { auditQuery } from '@client/api/audit';
import { AdminSection } from '@client/components/admin/admin-section';
import { FilterSelect } from '@client/components/admin/filter-select';
import { PagedList, usePagedList } from '@client/components/admin/paged-list';
import { Badge } from '@client/components/ui/badge';
import {
  courseStatusLabel,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatUsd,
} from '@client/lib/format';

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
  price: 'Prix',
  estimatedPrice: 'Prix estimé',
  monthlyPrice: 'Prix mensuel',
  yearlyPrice: 'Prix annuel',
  title: 'Titre',
  name: 'Nom',
  instructorId: 'Identifiant du formateur',
  courseId: 'Identifiant du cours',
  scheduledAt: 'Date prévue',
  isFree: 'Gratuit',
  isPublished: 'Publié',
  isActive: 'Actif',
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
  courses: 'Cours',
  live_classes: 'Cours en direct',
  lessons: 'Leçon',
  quizzes: 'Quiz',
  announcements: 'Annonce',
  packages: 'Package',
  training_bundles: 'Pack de formation',
  subscription_plans: 'Plan d’abonnement',
};

const actionLabel = (action: string) =>
  (auditActionLabels as Record<string, string>)[action] ?? action;

/** Live classes and subscription plans are priced in dollars; every other amount is in FC. */
const DOLLAR_ENTITIES = new Set(['live_classes', 'subscription_plans']);
const FC_FIELDS = new Set(['amount', 'quotedPrice', 'estimatedPrice']);
const DOLLAR_FIELDS = new Set(['monthlyPrice', 'yearlyPrice']);

function currencyOf(entity: string, field: string): 'fc' | 'usd' | null {
  if (DOLLAR_FIELDS.has(field)) return 'usd';
  if (field === 'price') return DOLLAR_ENTITIES.has(entity) ? 'usd' : 'fc';
  return FC_FIELDS.has(field) ? 'fc' : null;
}

function statusLabel(entry: AuditEntry, status: string): string {
  if (entry.action === 'quote_request.update')
    return quoteStatusLabels[status as keyof typeof quoteStatusLabels] ?? status;
  if (entry.entity === 'courses') return courseStatusLabel(status);
  return paymentRequestStatusLabels[status as keyof typeof paymentRequestStatusLabels] ?? status;
}

function formatValue(entry: AuditEntry, field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'status' && typeof value === 'string') return statusLabel(entry, value);
  const currency = currencyOf(entry.entity, field);
  if (currency && (typeof value === 'number' || typeof value === 'string'))
    return currency === 'usd' ? formatUsd(value) : formatPrice(value);
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Each field of before/after: its old and new values; a field only before (what a deletion
 * removed) shows its last value.
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {fields.map((field) => {
        const changed =
          field in before &&
          field in after &&
          JSON.stringify(before[field]) !== JSON.stringify(after[field]);
        return (
          <li key={field} className="flex flex-wrap items-center gap-x-2">
            <span className="text-muted-foreground">{fieldLabels[field] ?? field} :</span>
            {changed ? (
              <>
                <span>{formatValue(entry, field, before[field])}</span>
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">devient</span>
              </>
            ) : null}
            <span className="font-medium">
              {formatValue(entry, field, field in after ? after[field] : before[field])}
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
    <TitledListItemCard
      headingId={headingId}
      className="grid gap-2 p-4"
      title={entry.subject ?? entityLabels[entry.entity] ?? entry.entity}
      badges={<Badge variant="secondary">{actionLabel(entry.action)}</Badge>}
    >
      <p className="text-sm break-words">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        <span className="text-muted-foreground"> · par </span>
        {entry.actor.name}
        <span className="text-muted-foreground"> ({entry.actor.email})</span>
      </p>
      <Changes entry={entry} />
    </TitledListItemCard>
  );
}

/**
 * The admin dashboard's "Journal" tab: the audit record of every money decision, price change,
 * deletion and role change, newest first, read only.
 */
export default function AdminAuditTab() {
  const list = usePagedList({
    query: auditQuery,
    filter: { action: '' as AuditActionName | '' },
    pageSize: PAGE_SIZE,
  });

  return (
    <AdminSection
      id="admin-audit"
      title="Journal"
      description="Chaque décision sur un paiement, changement de prix, suppression et changement de rôle, avec son auteur. Le journal ne peut pas être modifié."
      action={
        <FilterSelect
          id="admin-audit-action"
          label="Action"
          {...list.field('action')}
          allLabel="Toutes"
          options={auditActions}
          optionLabel={(value) => auditActionLabels[value]}
          className="w-64 max-w-full pr-8"
        />
      }
    >
      <PagedList
        list={list}
        skeleton={{ count: 4, itemClassName: 'h-24' }}
        failed="Impossible de charger le journal"
        empty={<p className="text-muted-foreground">Aucune décision enregistrée.</p>}
        label="Décisions enregistrées"
        pagerLabel="Pages du journal"
      >
        {(entry) => <AuditItem key={entry.id} entry={entry} />}
      </PagedList>
    </AdminSection>
  );
}
