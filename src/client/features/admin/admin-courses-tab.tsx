import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BookOpen, Eye, Pencil, Plus, Search, Users } from 'lucide-react';
import { adminMessages as m, type AdminCourse } from '@contract/admin';
import { courseStatusLabel, type CourseStatus } from '@contract/courses-labels';
import { adminCoursesQuery, useAdminDeleteCourse } from '@client/api/admin';
import { Pager } from '@client/components/admin/pager';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { inputClassName } from '@client/components/ui/input';
import { RowActionLink } from '@client/components/ui/row-action-link';
import { RowDeleteButton } from '@client/components/ui/row-delete-button';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { formatNumber, formatPrice } from '@client/lib/format';
import { cn } from '@client/lib/utils';

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
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(adminCoursesQuery({ page, pageSize: PAGE_SIZE, q: search.trim() }));
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
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Rechercher un cours par titre"
          placeholder="Rechercher par titre…"
          className={cn(inputClassName, 'pl-9')}
          value={search}
          maxLength={200}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-3" itemClassName="h-28" />}
        error={loadFailed('Impossible de charger les cours.')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Card className="grid justify-items-center gap-2 p-8 text-center">
              <BookOpen className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-muted-foreground">
                {search.trim() ? 'Aucun cours ne correspond à cette recherche.' : 'Aucun cours.'}
              </p>
            </Card>
          ) : (
            <>
              <ul className="grid gap-3" aria-label="Cours">
                {data.items.map((course) => (
                  <CourseItem
                    key={course.id}
                    course={course}
                    onDelete={ask}
                    deleting={deletingId === course.id}
                  />
                ))}
              </ul>
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
                label="Pages des cours"
                busy={query.isFetching}
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDeleteDialog {...dialog}>{m.deleteCourseConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
