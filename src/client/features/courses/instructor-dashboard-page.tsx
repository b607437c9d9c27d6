import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BookOpen, FilePen, FileText, Pencil, Users, Video, Wallet } from 'lucide-react';
import type { InstructorCourse as Course } from '@contract/courses';
import { courseStatusLabel, type CourseStatus } from '@contract/courses-labels';
import { myCoursesQuery, useDeleteCourse } from '@client/api/courses';
import { PageContainer } from '@client/components/layout/page-container';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { CreateCourseButton } from '@client/components/course/create-course-button';
import { Button } from '@client/components/ui/button';
import { RowActions, type DeletableRowProps } from '@client/components/ui/row-actions';
import { Card, CardContent, CardHeader, CardTitle, NoticeCard } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { formatNumber, formatPrice } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';
import { pendingPaymentCountsQuery } from '@client/api/payments';
import { StatList } from '@client/components/dashboard/stat-card';

const SKELETON_COUNT = 3;

const statusVariant: Record<CourseStatus, BadgeProps['variant']> = {
  published: 'success',
  draft: 'secondary',
  archived: 'outline',
};

/** "Gratuit" when the price is 0, else the amount in fr-CD format plus " FC". */
function priceLabel(price: number): string {
  return price > 0 ? formatPrice(price) : 'Gratuit';
}

// On phones each row becomes a block of "label: value" lines (no sideways scrolling); from the
// `sm` breakpoint it is an ordinary table.
const cellClassName =
  'px-3 py-1 align-middle max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-3';

/** The "Paiements" action with the number of requests awaiting a decision. */
function PendingPaymentsLink({ course }: { course: Course }) {
  const count = course.pendingPayments;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={href.coursePayments(course.id)}>
        <Wallet aria-hidden="true" />
        Paiements
        <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
          {formatNumber(count)}
        </span>
        <span className="sr-only"> en attente : {course.title}</span>
      </Link>
    </Button>
  );
}

function CourseRow({ course, ...row }: { course: Course } & DeletableRowProps<Course>) {
  return (
    <tr className="border-b last:border-b-0 max-sm:grid max-sm:py-3">
      <th scope="row" className="px-3 py-1 text-left font-medium max-sm:pb-2 sm:max-w-xs sm:py-3">
        <Link
          href={href.course(course.id)}
          className="break-words hover:text-primary hover:underline"
        >
          {course.title}
        </Link>
      </th>
      <td data-label="Catégorie" className={cellClassName}>
        {course.category}
      </td>
      <td data-label="Statut" className={cellClassName}>
        <Badge variant={statusVariant[course.status as CourseStatus] ?? 'outline'}>
          {courseStatusLabel(course.status)}
        </Badge>
      </td>
      <td data-label="Étudiants" className={cn(cellClassName, 'sm:text-right')}>
        {formatNumber(course.enrollmentCount)}
      </td>
      <td data-label="Prix" className={cn(cellClassName, 'whitespace-nowrap sm:text-right')}>
        {priceLabel(course.price)}
      </td>
      <td className="px-3 py-1 max-sm:pt-2 sm:py-3">
        <div className="flex flex-wrap items-center gap-1 sm:justify-end">
          {course.pendingPayments > 0 ? <PendingPaymentsLink course={course} /> : null}
          <RowActions
            wideIconOnly
            item={course}
            itemName={course.title}
            links={[
              course.pendingPayments === 0 &&
                course.price > 0 && {
                  href: href.coursePayments(course.id),
                  icon: Wallet,
                  label: 'Paiements',
                },
              { href: href.courseEdit(course.id), icon: Pencil, label: 'Modifier' },
            ]}
            {...row}
          />
        </div>
      </td>
    </tr>
  );
}

interface CoursesProps {
  courses: readonly Course[];
  onDelete: (course: Course) => void;
  /** The course whose deletion is under way, if any. */
  deletingId: string | undefined;
}

function CoursesTable({ courses, onDelete, deletingId }: CoursesProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id="my-courses">Mes cours</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        <table aria-labelledby="my-courses" className="w-full text-sm max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="px-3 py-2 font-medium">
                Titre
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Catégorie
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Statut
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Étudiants
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Prix
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {courses.map((course) => (
              <CourseRow
                key={course.id}
                course={course}
                onDelete={onDelete}
                deleting={course.id === deletingId}
              />
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** The statistics and the table of the instructor's courses (or how to create the first). */
function CoursesOverview({ courses, onDelete, deletingId }: CoursesProps) {
  const students = courses.reduce((sum, c) => sum + c.enrollmentCount, 0);
  const published = courses.filter((c) => c.status === 'published').length;
  const drafts = courses.filter((c) => c.status === 'draft').length;
  return (
    <>
      <StatList
        stats={[
          { icon: BookOpen, label: 'Total de cours', value: formatNumber(courses.length) },
          { icon: Users, label: "Total d'étudiants", value: formatNumber(students) },
          { icon: FileText, label: 'Cours publiés', value: formatNumber(published) },
          { icon: FilePen, label: 'Brouillons', value: formatNumber(drafts) },
        ]}
      />

      {courses.length === 0 ? (
        <NoticeCard
          icon={BookOpen}
          titleAs="h2"
          title="Aucun cours créé"
          text="Partagez votre savoir : créez votre premier cours en quelques minutes."
          action={{
            href: '/instructor/course/new',
            label: 'Créer mon premier cours',
            variant: 'default',
          }}
        />
      ) : (
        <CoursesTable courses={courses} onDelete={onDelete} deletingId={deletingId} />
      )}
    </>
  );
}

export default function InstructorDashboardPage() {
  usePageTitle('Tableau de bord formateur');
  const coursesQuery = useQuery(myCoursesQuery());
  const { data: pending } = useQuery(pendingPaymentCountsQuery());
  const livePending = pending?.live_class ?? 0;

  const deletion = useDeleteCourse<Course>({
    onDeleted: () =>
      toast({ title: 'Cours supprimé', description: 'Le cours a été supprimé avec succès' }),
    onError: (err) => {
      toastError(err, 'Impossible de supprimer le cours');
    },
  });
  const confirm = useConfirmDelete(deletion);

  return (
    <PageContainer className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Tableau de bord formateur
          </h1>
          <p className="text-muted-foreground">Gérez vos cours et suivez vos étudiants.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/instructor/live-classes">
              <Video aria-hidden="true" />
              Cours en direct
              {livePending ? (
                <span className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-black">
                  {formatNumber(livePending)}
                  <span className="sr-only"> paiement(s) en attente</span>
                </span>
              ) : null}
            </Link>
          </Button>
          <CreateCourseButton href="/instructor/course/new" />
        </div>
      </div>

      <QueryState
        query={coursesQuery}
        pending={
          <SkeletonList count={SKELETON_COUNT} className="grid gap-4" itemClassName="h-20 w-full" />
        }
        error={loadFailed('Impossible de charger vos cours. Vérifiez votre connexion internet.')}
        showRefreshError
      >
        {(courses) => (
          <CoursesOverview
            courses={courses}
            onDelete={confirm.ask}
            deletingId={confirm.deletingId}
          />
        )}
      </QueryState>

      <ConfirmDeleteDialog {...confirm.dialog}>
        Cette action est irréversible. Le cours et toutes ses leçons seront supprimés
        définitivement.
      </ConfirmDeleteDialog>
    </PageContainer>
  );
}
