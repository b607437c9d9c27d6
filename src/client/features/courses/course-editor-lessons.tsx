import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, Pencil, Plus } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { courseLessonsQuery } from '@client/api/courses';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { href } from '@client/href';

/** The lessons of an existing course, with links to add one and to edit each. */
export function CourseEditorLessons({ courseId }: { courseId: string }) {
  const lessonsQuery = useQuery(courseLessonsQuery(courseId));

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="course-lessons">Leçons</CardTitle>
        <Button asChild size="sm">
          <Link href={href.lessonNew(courseId)}>
            <Plus aria-hidden="true" />
            Ajouter une leçon
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={lessonsQuery}
          pending={<SkeletonList count={3} className="grid gap-2" itemClassName="h-12 w-full" />}
          error={loadFailed(
            'Impossible de charger les leçons. Vérifiez votre connexion internet.',
            { compact: true },
          )}
          showRefreshError
        >
          {(lessons) => <LessonList courseId={courseId} lessons={lessons} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The course's lessons in their order, each with its edit link. */
function LessonList({ courseId, lessons }: { courseId: string; lessons: readonly Lesson[] }) {
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
            <Button asChild variant="ghost" size="sm">
              <Link href={href.lessonEdit(courseId, lesson.id)}>
                <Pencil aria-hidden="true" />
                <span className="max-sm:sr-only">Modifier</span>
                <span className="sr-only"> : {lesson.title}</span>
              </Link>
            </Button>
          </li>
        ))}
    </ol>
  );
}
