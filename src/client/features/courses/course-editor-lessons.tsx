import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, Pencil, Plus } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { courseKeys } from '@client/lib/course-queries';

/** The lessons of an existing course, with links to add one and to edit each. */
export function CourseEditorLessons({ courseId }: { courseId: string }) {
  const { data, isPending, isError, refetch } = useQuery<Lesson[]>({
    queryKey: courseKeys.lessons(courseId),
  });
  const lessons = [...(data ?? [])].sort((a, b) => a.order - b.order);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="course-lessons">Leçons</CardTitle>
        <Button asChild size="sm">
          <Link href={`/instructor/course/${courseId}/lesson/new`}>
            <Plus aria-hidden="true" />
            Ajouter une leçon
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              Chargement...
            </span>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>Impossible de charger les leçons. Vérifiez votre connexion internet.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Réessayer
            </Button>
          </div>
        ) : lessons.length === 0 ? (
          <p className="text-muted-foreground">
            Aucune leçon pour le moment. Ajoutez la première leçon de votre cours.
          </p>
        ) : (
          <ol aria-labelledby="course-lessons" className="grid divide-y rounded-lg border">
            {lessons.map((lesson) => (
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
                  <Link href={`/instructor/course/${courseId}/lesson/${lesson.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    <span className="max-sm:sr-only">Modifier</span>
                    <span className="sr-only"> : {lesson.title}</span>
                  </Link>
                </Button>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
