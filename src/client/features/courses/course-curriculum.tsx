import type { UseQueryResult } from '@tanstack/react-query';
import { Accordion } from 'radix-ui';
import { ChevronDown, Lock, LockOpen } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { LessonFacts } from '@client/components/lesson/lesson-facts';
import { QUALITY_LABELS, courseBytes, totalOf, usePreferredQuality } from '@client/lib/lesson-size';
import { formatBytes } from '@client/lib/format';
import { LessonPreviewDialog } from './lesson-preview-dialog';

export function CourseCurriculum({
  lessonsQuery,
  isEnrolled,
}: {
  lessonsQuery: UseQueryResult<Lesson[]>;
  isEnrolled: boolean;
}) {
  return (
    <QueryState
      query={lessonsQuery}
      pending={
        <SkeletonList
          count={3}
          className="grid gap-2"
          itemClassName="h-14 w-full"
          announce={false}
        />
      }
      error={<p className="text-muted-foreground">Impossible de charger les leçons.</p>}
      showRefreshError
    >
      {(lessons) => <LessonAccordion lessons={lessons} isEnrolled={isEnrolled} />}
    </QueryState>
  );
}

function LessonAccordion({
  lessons,
  isEnrolled,
}: {
  lessons: readonly Lesson[];
  isEnrolled: boolean;
}) {
  const quality = usePreferredQuality();
  if (!lessons.length) {
    return <p className="text-muted-foreground">Aucune leçon disponible pour le moment</p>;
  }
  const total = totalOf(courseBytes(lessons, quality));
  return (
    <>
      {total ? (
        <p className="mb-3 text-sm text-muted-foreground">
          Taille du cours : {formatBytes(total)} (vidéos en qualité {QUALITY_LABELS[quality]})
        </p>
      ) : null}
      <Accordion.Root type="single" collapsible className="divide-y rounded-xl border bg-card">
        {lessons.map((lesson, index) => {
          const open = lesson.isFree || isEnrolled;
          return (
            <Accordion.Item key={lesson.id} value={lesson.id}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center gap-3 p-3 text-left hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:p-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold">
                    {index + 1}
                  </span>
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="font-medium">{lesson.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <LessonFacts lesson={lesson} quality={quality} />
                      {lesson.isFree && !isEnrolled ? (
                        <Badge variant="outline">Aperçu gratuit</Badge>
                      ) : null}
                    </span>
                  </span>
                  {open ? (
                    <LockOpen
                      className="size-4 shrink-0 text-success"
                      aria-label="Leçon accessible"
                      role="img"
                    />
                  ) : (
                    <Lock
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-label="Leçon verrouillée"
                      role="img"
                    />
                  )}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="grid gap-3 px-4 pb-4 pl-14 text-sm text-muted-foreground">
                <p className="whitespace-pre-line">{lesson.description || 'Aucune description'}</p>
                {/* "Aperçu gratuit" promises access without enrolling: the lesson opens here. */}
                {lesson.isFree && !isEnrolled && !lesson.locked ? (
                  <LessonPreviewDialog lesson={lesson} number={index + 1} />
                ) : null}
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </>
  );
}
