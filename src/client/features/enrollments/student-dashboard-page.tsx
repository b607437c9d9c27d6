import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Award, BookOpen, Clock, TrendingUp } from 'lucide-react';
import { paymentKindLabels, paymentMethodLabels } from '@contract/payments-labels';
import type { EnrollmentWithCourse } from '@contract/enrollments';
import type { MyPayment } from '@contract/payments';
import { enrollmentsQuery } from '@client/api/enrollments';
import { myPaymentsQuery } from '@client/api/payments';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { CourseThumbnail } from '@client/components/course/course-thumbnail';
import { CourseProgress } from '@client/components/course/progress-bar';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { BrowseCatalogNotice } from '@client/components/course/browse-catalog-notice';
import { PaymentStatusBadge } from '@client/components/payments/payment-status-badge';
import { href } from '@client/href';
import { formatDate, formatHours, formatPrice } from '@client/lib/format';
import { usePageTitle } from '@client/lib/use-page-title';
import { StatList } from '@client/components/dashboard/stat-card';

const SKELETON_COUNT = 3;

function EnrollmentItem({ enrollment }: { enrollment: EnrollmentWithCourse }) {
  const { course, progress } = enrollment;
  const done = progress >= 100;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <CourseThumbnail src={course.thumbnail} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <span className="text-xs font-semibold tracking-wide text-primary uppercase">
          {course.category}
        </span>
        <h3 className="leading-snug font-semibold">
          <Link href={href.course(course.id)} className="hover:text-primary hover:underline">
            {course.title}
          </Link>
        </h3>
        <CourseProgress value={progress} courseTitle={course.title} className="mt-auto" />
        <Button asChild variant={done ? 'outline' : 'default'}>
          <Link href={href.learn(course.id)}>
            {done ? 'Revoir le cours' : progress > 0 ? 'Continuer' : 'Commencer'}
            <span className="sr-only"> : {course.title}</span>
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function EnrollmentSection({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly EnrollmentWithCourse[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((e) => (
          <li key={e.id}>
            <EnrollmentItem enrollment={e} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The statistics and the courses by progress (or how to find a first course). */
function EnrollmentsOverview({
  enrollments: list,
}: {
  enrollments: readonly EnrollmentWithCourse[];
}) {
  const averageProgress = list.length
    ? Math.round(list.reduce((sum, e) => sum + e.progress, 0) / list.length)
    : 0;
  const hours = list.reduce((sum, e) => sum + (e.course.duration ?? 0), 0);
  const inProgress = list.filter((e) => e.progress > 0 && e.progress < 100);
  const completed = list.filter((e) => e.progress >= 100);
  // Not in the spec's two sections; without it a course just enrolled in would be out of reach.
  const notStarted = list.filter((e) => e.progress <= 0);
  return (
    <>
      <StatList
        stats={[
          { icon: BookOpen, label: 'Cours suivis', value: String(list.length) },
          { icon: TrendingUp, label: 'Progression moyenne', value: `${averageProgress}%` },
          { icon: Clock, label: "Heures d'apprentissage", value: `${formatHours(hours)}h` },
          { icon: Award, label: 'Cours complétés', value: String(completed.length) },
        ]}
      />

      {list.length === 0 ? (
        <BrowseCatalogNotice
          title="Aucun cours inscrit"
          text="Inscrivez-vous à un cours pour commencer à apprendre."
        />
      ) : (
        <>
          <EnrollmentSection
            id="in-progress"
            title="Continuer l'apprentissage"
            items={inProgress}
          />
          <EnrollmentSection id="completed" title="Cours complétés" items={completed} />
          <EnrollmentSection id="not-started" title="Cours à commencer" items={notStarted} />
        </>
      )}
    </>
  );
}

/** The student's mobile-money payment requests and where each stands. */
/** Where a payment's item lives, for the buyer. */
function itemHref(payment: MyPayment): string {
  switch (payment.kind) {
    case 'course':
      return href.course(payment.itemId);
    case 'package':
      return '/packages';
    case 'subscription':
      return '/subscriptions';
    case 'bundle':
      return '/training-packages';
    case 'live_class':
      return '/live-classes';
  }
}

/** "Mes paiements": every payment of every kind, with its status. */
function MyPayments({ payments }: { payments: readonly MyPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="my-payments" className="grid gap-4">
      <h2 id="my-payments" className="text-xl font-semibold">
        Mes paiements
      </h2>
      <ul className="grid gap-3">
        {payments.map((p) => {
          const title = p.itemTitle ?? paymentKindLabels[p.kind];
          return (
            <li key={p.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid min-w-0 gap-1">
                  <p className="text-xs font-medium text-muted-foreground uppercase">
                    {paymentKindLabels[p.kind]}
                  </p>
                  <Link
                    href={itemHref(p)}
                    className="font-medium break-words hover:text-primary hover:underline"
                  >
                    {title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatPrice(p.amount)} · {paymentMethodLabels[p.paymentMethod]} ·{' '}
                    {formatDate(p.createdAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <PaymentStatusBadge status={p.status} />
                  {p.kind === 'course' && p.status === 'confirmed' ? (
                    <Button asChild size="sm" variant="outline">
                      <Link href={href.learn(p.itemId)}>
                        Accéder au cours<span className="sr-only"> : {title}</span>
                      </Link>
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function StudentDashboardPage() {
  usePageTitle('Tableau de bord étudiant');
  const listQuery = useQuery(enrollmentsQuery());
  const paymentsQuery = useQuery(myPaymentsQuery());

  return (
    <PageContainer className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tableau de bord étudiant</h1>
        <p className="text-muted-foreground">Suivez vos cours et votre progression.</p>
      </div>

      <QueryState
        query={listQuery}
        pending={
          <SkeletonList
            count={SKELETON_COUNT}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            itemClassName="h-64 w-full"
          />
        }
        error={loadFailed('Impossible de charger vos cours. Vérifiez votre connexion internet.')}
        showRefreshError
      >
        {(enrollments) => <EnrollmentsOverview enrollments={enrollments} />}
      </QueryState>

      <QueryState
        query={paymentsQuery}
        pending={null}
        error={loadFailed('Impossible de charger vos paiements.', { compact: true })}
      >
        {(payments) => <MyPayments payments={payments} />}
      </QueryState>
    </PageContainer>
  );
}
