import { BookOpen, Eye, Pencil, Users } from 'lucide-react';
import { adminMessages as m, type AdminCourse } from '@contract/admin';
import { courseStatusLabel, type CourseStatus } from '@contract/courses-labels';
import { adminCoursesQuery, useAdminDeleteCourse } from '@client/api/admin';
import { EmptyListCard } from '@client/components/admin/empty-list-card';
import { PagedList, usePagedList } from '@client/components/admin/paged-list';
import { SearchBox } from '@client/components/admin/search-box';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { CreateCourseButton } from '@client/components/course/create-course-button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { RowActions, type DeletableRowProps } from '@client/components/ui/row-actions';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { formatNumber, formatPrice } from '@client/lib/format';

const PAGE_SIZE = 20;

const statusVariant: Record<CourseStatus, BadgeProps['variant']> = {
  published: 'success',
  draft: 'secondary',
  archived: 'outline',
};

function CourseItem({ course, ...row }: { course: AdminCourse } & DeletableRowProps<AdminCourse>) {
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words">{course.title}</h3>
            <Badge variant={statusVariant[course.status] ?? 'outline'}>
              {courseStatusLabel(course.status)}
            </Badge>
          </div>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            {course.description}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>
              <span className="text-muted-foreground">Instructeur : </span>
              {course.instructor?.name || m.unknownInstructor}
            </span>
            <span>
              <span className="text-muted-foreground">Prix : </span>
              {course.price > 0 ? formatPrice(course.price) : 'Gratuit'}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-muted-foreground" aria-hidden="true" />
              {formatNumber(course.enrollmentCount)} inscrits
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:justify-end">
          <RowActions
            item={course}
            itemName={course.title}
            links={[
              { href: href.course(course.id), icon: Eye, label: 'Voir' },
              { href: href.courseEditGeneric(course.id), icon: Pencil, label: 'Modifier' },
            ]}
            {...row}
          />
        </div>
      </Card>
    </li>
  );
}

/** The dashboard's "Cours" tab: every course, by page, with its actions (spec 02 §2). */
export default function AdminCoursesTab() {
  const list = usePagedList({
    query: adminCoursesQuery,
    filter: { q: '' },
    pageSize: PAGE_SIZE,
    search: 'q',
  });
  const deletion = useAdminDeleteCourse();
  const { ask, dialog, deletingId } = useConfirmDelete({
    mutate: (course: AdminCourse) =>
      deletion.mutate(course, {
        onSuccess: () => toast({ title: 'Cours supprimé' }),
        onError: () => toast({ title: m.deleteCourseFailed, variant: 'destructive' }),
      }),
    isPending: deletion.isPending,
    variables: deletion.variables as AdminCourse | undefined,
  });

  return (
    <section aria-labelledby="admin-courses-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-courses-title" className="text-xl font-semibold">
          Tous les cours
        </h2>
        <CreateCourseButton href="/courses/new" />
      </div>
      <SearchBox
        label="Rechercher un cours par titre"
        placeholder="Rechercher par titre…"
        className="max-w-md"
        {...list.field('q')}
      />
      <PagedList
        list={list}
        skeleton={{ count: 3, itemClassName: 'h-28' }}
        failed="Impossible de charger les cours."
        empty={
          <EmptyListCard icon={BookOpen}>
            {list.filter.q.trim() ? 'Aucun cours ne correspond à cette recherche.' : 'Aucun cours.'}
          </EmptyListCard>
        }
        label="Cours"
        pagerLabel="Pages des cours"
        className="grid gap-4"
      >
        {(course) => (
          <CourseItem
            key={course.id}
            course={course}
            onDelete={ask}
            deleting={deletingId === course.id}
          />
        )}
      </PagedList>
      <ConfirmDeleteDialog {...dialog}>{m.deleteCourseConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
