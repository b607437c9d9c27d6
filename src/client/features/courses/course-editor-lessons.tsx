import { useQuery } from '@tanstack/react-query';
import { Clock, Pencil } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { courseLessonsQuery } from '@client/api/courses';
import { useDeleteLesson } from '@client/api/lessons';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { Badge } from '@client/components/ui/badge';
import { RowActions } from '@client/components/ui/row-actions';
import { EditorListCard } from '@client/components/layout/editor-list-card';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { toastError } from '@client/lib/toast-error';

/** The lessons of an existing course, with links to add one and to edit each, and deletion. */
export function CourseEditorLessons({ courseId }: { courseId: string }) {
  const lessonsQuery = useQuery(courseLessonsQuery(courseId));
  const deletion = useDeleteLesson(courseId, {
    onDeleted: (lesson) =>
      toast({ title: 'Leçon supprimée', description: `« ${lesson.title} » a été supprimée` }),
    onError: (err) => toastError(err, 'Impossible de supprimer la leçon'),
  });
  const confirm = useConfirmDelete(deletion);

  return (
    <>
      <EditorListCard
        titleId="course-lessons"
        title="Leçons"
        addHref={href.lessonNew(courseId)}
        addLabel="Ajouter une leçon"
        query={lessonsQuery}
        skeletonCount={3}
        errorText="Impossible de charger les leçons. Vérifiez votre connexion internet."
      >
        {(lessons) => (
          <LessonList
            courseId={courseId}
            lessons={lessons}
            onDelete={confirm.ask}
            deletingId={confirm.deletingId}
          />
        )}
      </EditorListCard>

      <ConfirmDeleteDialog {...confirm.dialog}>
        Cette action est irréversible. La leçon et son contenu seront supprimés définitivement.
      </ConfirmDeleteDialog>
    </>
  );
}

/** The course's lessons in their order, each with its edit and delete actions. */
function LessonList({
  courseId,
  lessons,
  onDelete,
  deletingId,
}: {
  courseId: string;
  lessons: readonly Lesson[];
  onDelete: (lesson: Lesson) => void;
  /** The lesson whose deletion is under way, if any. */
  deletingId: string | undefined;
}) {
  if (lessons.length === 0) {
    return (
      <p className="text-muted-foreground">
        Aucune leçon pour le moment. Ajoutez la première leçon de votre cours.
      </p>
    );
  }
  return (
    <ol aria-labelledby="course-lessons" className="grid divide-y rounded-lg border">
      {[...lessons]
        .sort((a, b) => a.order - b.order)
        .map((lesson) => (
          <li key={lesson.id} className="flex items-center gap-3 p-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-primary">
              {lesson.order}
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <span className="font-medium break-words">{lesson.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {lesson.duration ? (
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3" aria-hidden="true" />
                    {lesson.duration} min
                  </span>
                ) : null}
                {lesson.isFree ? <Badge variant="secondary">Aperçu gratuit</Badge> : null}
              </span>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <RowActions
                item={lesson}
                itemName={lesson.title}
                links={[
                  { href: href.lessonEdit(courseId, lesson.id), icon: Pencil, label: 'Modifier' },
                ]}
                onDelete={onDelete}
                deleting={deletingId === lesson.id}
              />
            </div>
          </li>
        ))}
    </ol>
  );
}
