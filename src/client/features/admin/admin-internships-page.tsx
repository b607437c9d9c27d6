import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Briefcase,
  Check,
  CircleCheckBig,
  Clock,
  Flag,
  ListChecks,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { AdminInternship } from '@contract/internships';
import {
  internshipActionLabels,
  internshipFilterLabels,
  internshipMessages as m,
  internshipStatuses,
  internshipStatusLabels,
  internshipTransitions,
  type InternshipStatus,
} from '@contract/internships-labels';
import { adminInternshipsQuery, useSetInternshipStatus } from '@client/api/internships';
import { StatCard } from '@client/components/dashboard/stat-card';
import {
  InternshipStatusBadge,
  internshipPeriod,
} from '@client/components/internships/internship-status-badge';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { inputClassName } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';

type Filter = 'all' | InternshipStatus;
type Decision = Exclude<InternshipStatus, 'pending'>;
type Decide = (internship: AdminInternship, status: Decision) => void;

const counterIcons: Record<Filter, LucideIcon> = {
  all: ListChecks,
  pending: Clock,
  approved: Check,
  rejected: X,
  completed: CircleCheckBig,
};
const filters: readonly Filter[] = ['all', ...internshipStatuses];

/** The five counters (spec 02 §2): total, pending, approved, rejected, completed. */
function Counters({ list }: { list: readonly AdminInternship[] }) {
  const count = (filter: Filter) =>
    filter === 'all' ? list.length : list.filter((i) => i.status === filter).length;
  return (
    <section aria-label="Statistiques des demandes">
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        {filters.map((filter) => (
          <li key={filter} data-counter={filter}>
            <StatCard
              icon={counterIcons[filter]}
              label={filter === 'all' ? 'Total' : internshipFilterLabels[filter]}
              value={formatNumber(count(filter))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Supervisor({ internship: i }: { internship: AdminInternship }) {
  if (!i.supervisorName && !i.supervisorEmail && !i.supervisorPhone) return <>Non renseigné</>;
  return (
    <span className="grid">
      {i.supervisorName ? <span>{i.supervisorName}</span> : null}
      {i.supervisorEmail ? (
        <a
          href={`mailto:${i.supervisorEmail}`}
          className="w-fit break-all text-primary underline-offset-4 hover:underline"
        >
          {i.supervisorEmail}
        </a>
      ) : null}
      {i.supervisorPhone ? (
        <a
          href={`tel:${i.supervisorPhone.replace(/[^0-9+]/g, '')}`}
          className="w-fit text-primary underline-offset-4 hover:underline"
        >
          {i.supervisorPhone}
        </a>
      ) : null}
    </span>
  );
}

const actionIcons: Record<Decision, LucideIcon> = { approved: Check, rejected: X, completed: Flag };

function RequestCard({
  internship: i,
  onDecide,
  busy,
}: {
  internship: AdminInternship;
  onDecide: Decide;
  busy: boolean;
}) {
  const actions = internshipTransitions[i.status] as readonly Decision[];
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-lg leading-snug font-semibold break-words">
            {i.position} — {i.companyName}
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            Demandé le {formatDateTime(i.createdAt)}
          </p>
        </div>
        <InternshipStatusBadge status={i.status} />
      </div>
      <dl className="grid gap-2 text-sm">
        <Detail term="Étudiant">
          <span className="grid">
            <span>{i.userName}</span>
            <a
              href={`mailto:${i.userEmail}`}
              className="w-fit break-all text-primary underline-offset-4 hover:underline"
            >
              {i.userEmail}
            </a>
          </span>
        </Detail>
        <Detail term="Entreprise">{i.companyName}</Detail>
        <Detail term="Poste">{i.position}</Detail>
        <Detail term="Cours">{i.courseTitle}</Detail>
        <Detail term="Dates">{internshipPeriod(i.startDate, i.endDate)}</Detail>
        <Detail term="Maître de stage">
          <Supervisor internship={i} />
        </Detail>
        <Detail term="Description">
          {i.description ? (
            <span className="whitespace-pre-line">{i.description}</span>
          ) : (
            'Aucune description'
          )}
        </Detail>
      </dl>
      {actions.length ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((status) => {
            const Icon = actionIcons[status];
            return (
              <Button
                key={status}
                size="sm"
                variant={status === 'rejected' ? 'outline' : 'default'}
                disabled={busy}
                onClick={() => onDecide(i, status)}
              >
                <Icon aria-hidden="true" />
                {internshipActionLabels[status]}
                <span className="sr-only">
                  {' '}
                  : {i.position} chez {i.companyName}, {i.userName}
                </span>
              </Button>
            );
          })}
        </div>
      ) : null}
    </Card>
  );
}

function RequestList({
  list,
  filter,
  onDecide,
  busyId,
}: {
  list: readonly AdminInternship[];
  filter: Filter;
  onDecide: Decide;
  busyId: string | undefined;
}) {
  const shown = filter === 'all' ? list : list.filter((i) => i.status === filter);
  if (shown.length === 0)
    return (
      <Card className="grid justify-items-center gap-3 p-6 text-center sm:p-8">
        <Briefcase className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">
          {filter === 'all'
            ? 'Aucune demande de stage'
            : `Aucune demande « ${internshipStatusLabels[filter]} »`}
        </h2>
      </Card>
    );
  return (
    <ul className="grid gap-4" aria-label="Demandes de stage">
      {shown.map((internship) => (
        <li key={internship.id}>
          <RequestCard
            internship={internship}
            onDecide={onDecide}
            busy={internship.id === busyId}
          />
        </li>
      ))}
    </ul>
  );
}

const decided: Record<Decision, string> = {
  approved: 'approuvée',
  rejected: 'rejetée',
  completed: 'marquée terminée',
};

/** /admin/internships (spec 02 §2): counters, a status filter, and the decisions on each request. */
export default function AdminInternshipsPage() {
  usePageTitle('Gestion des stages');
  const query = useQuery(adminInternshipsQuery());
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();
  const setStatus = useSetInternshipStatus();

  const onDecide: Decide = (internship, status) =>
    setStatus.mutate(
      { id: internship.id, status },
      {
        onSuccess: () =>
          toast({
            title: m.statusUpdated,
            description: `La demande de ${internship.userName} (${internship.companyName}) est ${decided[status]}.`,
          }),
        onError: (err) => toastError(err, m.statusFailed),
      },
    );

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <BackLink href="/admin/dashboard">Tableau de bord</BackLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Gestion des stages</h1>
        <p className="text-muted-foreground">
          Les demandes de stage des étudiants : approuvez-les ou rejetez-les, puis marquez les
          stages terminés.
        </p>
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-4" itemClassName="h-40 w-full" />}
        error={loadFailed(
          'Impossible de charger les demandes de stage. Vérifiez votre connexion internet.',
        )}
      >
        {(list) => (
          <>
            <Counters list={list} />
            <div className="grid gap-2 sm:flex sm:items-center">
              <Label htmlFor={filterId}>Filtrer par statut</Label>
              <select
                id={filterId}
                className={cn(inputClassName, 'pr-8 sm:w-56')}
                value={filter}
                onChange={(event) => setFilter(event.target.value as Filter)}
              >
                {filters.map((f) => (
                  <option key={f} value={f}>
                    {internshipFilterLabels[f]}
                  </option>
                ))}
              </select>
            </div>
            <RequestList
              list={list}
              filter={filter}
              onDecide={onDecide}
              busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
            />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
