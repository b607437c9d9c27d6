import {
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import { Tabs } from 'radix-ui';
import {
  BookOpen,
  Briefcase,
  ChevronRight,
  GraduationCap,
  Lock,
  UserCheck,
  Users,
} from 'lucide-react';
import type { PendingPaymentCounts } from '@contract/payments';
import { pendingPaymentCountsQuery } from '@client/api/payments';
import type { AdminStats } from '@contract/admin';
import { adminStatsQuery } from '@client/api/admin';
import { StatCard } from '@client/components/dashboard/stat-card';
import { NoticePage } from '@client/components/layout/notice-page';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { TabBar } from '@client/components/tab-bar';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { isApiError } from '@client/lib/api';
import { formatNumber, pluralize } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import AdminCoursesTab from './admin-courses-tab';

// The default tab comes with the page; the others load when opened.
const AdminUsersTab = lazy(() => import('./admin-users-tab'));
const AdminSubscriptionsTab = lazy(() => import('./admin-subscriptions-tab'));
const AdminAnnouncementsTab = lazy(() => import('./admin-announcements-tab'));
const AdminOffersTab = lazy(() => import('./admin-offers-tab'));
const AdminAuditTab = lazy(() => import('./admin-audit-tab'));
const AdminSmsTemplatesTab = lazy(() => import('./admin-sms-templates-tab'));
// The chart brings its library (uPlot): loaded on this page only, after the figures.
const AdminDashboardChart = lazy(() => import('./admin-dashboard-chart'));

interface TabDef {
  /** In the address: /admin/dashboard?onglet=<value>. */
  value: string;
  label: string;
  count?: (stats: AdminStats) => number;
  /** Payments of the tab waiting for a decision. */
  pending?: (counts: PendingPaymentCounts) => number;
  Content: ComponentType | LazyExoticComponent<ComponentType>;
}

const TABS: readonly TabDef[] = [
  { value: 'cours', label: 'Cours', count: (s) => s.totalCourses, Content: AdminCoursesTab },
  {
    value: 'utilisateurs',
    label: 'Utilisateurs',
    count: (s) => s.totalUsers,
    Content: AdminUsersTab,
  },
  {
    value: 'abonnements',
    label: 'Abonnements',
    count: (s) => s.totalSubscriptions,
    pending: (c) => c.subscription,
    Content: AdminSubscriptionsTab,
  },
  {
    value: 'annonces',
    label: 'Annonces',
    count: (s) => s.totalAnnouncements,
    Content: AdminAnnouncementsTab,
  },
  {
    value: 'offres',
    label: 'Offres',
    pending: (c) => c.package + c.bundle,
    Content: AdminOffersTab,
  },
  { value: 'journal', label: 'Journal', Content: AdminAuditTab },
  { value: 'modeles-sms', label: 'Modèles de SMS', Content: AdminSmsTemplatesTab },
];
const DEFAULT_TAB = TABS[0]!.value;

/** One figure of the statistics row, its cards as tall as their row. */
function Figure({
  value,
  ...card
}: Omit<ComponentProps<typeof StatCard>, 'value'> & { value: number }) {
  return (
    <li>
      <StatCard {...card} value={formatNumber(value)} className="h-full" />
    </li>
  );
}

/** The four cards of the spec, each 0 when the figure is missing. */
function Figures({ stats }: { stats: Partial<AdminStats> }) {
  const published = stats.publishedCourses ?? 0;
  return (
    <section aria-label="Statistiques">
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <Figure
          icon={BookOpen}
          label="Total des cours"
          value={stats.totalCourses ?? 0}
          detail={`${formatNumber(published)} ${pluralize(published, 'publié', 'publiés')}`}
        />
        <Figure icon={Users} label="Utilisateurs" value={stats.totalUsers ?? 0} />
        <Figure icon={UserCheck} label="Formateurs" value={stats.totalInstructors ?? 0} />
        <Figure icon={GraduationCap} label="Inscriptions" value={stats.totalEnrollments ?? 0} />
      </ul>
    </section>
  );
}

function InternshipsCard() {
  return (
    <Card className="p-0 lg:self-start">
      <Link
        href="/admin/internships"
        className="flex items-center gap-3 rounded-xl p-4 hover:bg-accent focus-visible:outline-2"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Briefcase className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="font-semibold">Demandes de stage</span>
          <span className="text-sm text-muted-foreground">
            Gérer les demandes de stage des étudiants
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </Card>
  );
}

/** "N en attente": payments of a tab that wait for an admin's decision. */
function PendingBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-black">
      {formatNumber(count)}
      <span className="sr-only"> en attente</span>
    </span>
  );
}

function DashboardTabs({ stats }: { stats: AdminStats | undefined }) {
  const { data: pending } = useQuery(pendingPaymentCountsQuery());
  const [params, setParams] = useSearchParams();
  const asked = params.get('onglet');
  const tab = TABS.some((t) => t.value === asked) ? asked! : DEFAULT_TAB;
  return (
    <Tabs.Root
      value={tab}
      // A new history entry per tab: reload and back keep the admin where they were.
      onValueChange={(value) =>
        setParams(value === DEFAULT_TAB ? {} : { onglet: value }, { replace: false })
      }
      className="grid min-w-0 gap-4"
    >
      <TabBar
        label="Sections du tableau de bord"
        tabs={TABS.map((t) => ({
          value: t.value,
          label: (
            <>
              {t.label}
              {t.count ? (
                <span className="rounded-full bg-primary/10 px-1.5 text-xs font-semibold text-foreground">
                  {formatNumber(stats ? t.count(stats) : 0)}
                </span>
              ) : null}
              <PendingBadge count={t.pending && pending ? t.pending(pending) : 0} />
            </>
          ),
        }))}
        className="grid grid-cols-2 sm:grid-cols-3 lg:flex lg:flex-wrap"
        triggerClassName="inline-flex items-center justify-center gap-1.5"
      />
      {TABS.map(({ value, Content }) => (
        <Tabs.Content key={value} value={value} className="min-w-0 outline-none">
          <Suspense
            fallback={<SkeletonList count={3} className="grid gap-3" itemClassName="h-24" />}
          >
            <Content />
          </Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /admin/dashboard (spec 02 §2): figures, the internships card, the chart and the six tabs. */
export default function AdminDashboardPage() {
  usePageTitle('Dashboard Administrateur');
  const statsQuery = useQuery(adminStatsQuery());

  // A signed-in user the API refuses (a role changed while the page was open).
  if (isApiError(statsQuery.error, 403))
    return (
      <NoticePage
        className="max-w-3xl gap-6"
        icon={Lock}
        title="Accès refusé"
        text="Cette page est réservée aux administrateurs."
        action={{ href: '/', label: "Retour à l'accueil" }}
      />
    );

  return (
    <PageContainer className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard Administrateur</h1>
        <p className="text-muted-foreground">
          Gérez l'ensemble des cours et des utilisateurs de la plateforme
        </p>
      </header>
      <QueryState
        query={statsQuery}
        pending={
          <SkeletonList
            count={4}
            className="grid gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4"
            itemClassName="h-20"
          />
        }
        error={loadFailed('Impossible de charger les statistiques.')}
      >
        {(stats) => <Figures stats={stats} />}
      </QueryState>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[1fr_2fr]">
        <InternshipsCard />
        <Card className="grid min-w-0 gap-2 p-4">
          <h2 className="font-semibold">Activité des 12 dernières semaines</h2>
          <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
            <AdminDashboardChart />
          </Suspense>
        </Card>
      </div>
      <DashboardTabs stats={statsQuery.data} />
    </PageContainer>
  );
}
