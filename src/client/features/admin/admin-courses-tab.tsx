import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BookOpen, Eye, Pencil, Plus, Users } from 'lucide-react';
import { adminMessages as m, type AdminCourse } from '@contract/admin';
import { courseStatusLabel, type CourseStatus } from '@contract/courses-labels';
import { adminCoursesQuery, useAdminDeleteCourse } from '@client/api/admin';
import { PagedList, usePagedFilter } from '@client/components/admin/paged-list';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { SearchBox } from '@client/components/admin/search-box';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { RowActionLink } from '@client/components/ui/row-action-link';
import { RowDeleteButton } from '@client/components/ui/row-delete-button';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { formatNumber, formatPrice } from '@client/lib/format';

const PAGE_SIZE = 20;

const statusVariant: Record<CourseStatus, BadgeProps['variant']> = {
  published: 'success',
  draft: 'secondary',
  archived: 'outline',
};

function CourseItem({
  course,
  onDelete,
  deleting,
}: {
  course: AdminCourse;
  onDelete: (course: AdminCourse) => void;
  deleting: boolean;
}) {
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
          <RowActionLink
            href={href.course(course.id)}
            icon={Eye}
            label="Voir"
            itemName={course.title}
          />
          <RowActionLink
            href={href.courseEditGeneric(course.id)}
            icon={Pencil}
            label="Modifier"
            itemName={course.title}
          />
          <RowDeleteButton
            itemName={course.title}
            disabled={deleting}
            onClick={() => onDelete(course)}
          />
        </div>
      </Card>
    </li>
  );
}

/** The dashboard's "Cours" tab: every course, by page, with its actions (spec 02 §2). */
export default function AdminCoursesTab() {
  const { page, setPage, filter: search, setFilter: setSearch } = usePagedFilter('');
  const q = useDebouncedValue(search.trim());
  const query = useQuery(adminCoursesQuery({ page, pageSize: PAGE_SIZE, q }));
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
        <Button asChild>
          <Link href="/courses/new">
            <Plus aria-hidden="true" />
            Créer un cours
          </Link>
        </Button>
      </div>
      <SearchBox
        label="Rechercher un cours par titre"
        placeholder="Rechercher par titre…"
        className="max-w-md"
        value={search}
        onChange={setSearch}
      />
      <PagedList
        query={query}
        skeleton={{ count: 3, itemClassName: 'h-28' }}
        failed="Impossible de charger les cours."
        empty={
          <Card className="grid justify-items-center gap-2 p-8 text-center">
            <BookOpen className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">
              {search.trim() ? 'Aucun cours ne correspond à cette recherche.' : 'Aucun cours.'}
            </p>
          </Card>
        }
        label="Cours"
        pagerLabel="Pages des cours"
        onPageChange={setPage}
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
