import { useId, useState } from 'react';
import { ChevronDown, CircleCheck, Circle, List } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { BackLink } from '@client/components/layout/back-link';
import { ProgressBar } from '@client/components/course/progress-bar';
import { href } from '@client/href';
import { LessonFacts } from '@client/components/lesson/lesson-facts';
import { usePreferredQuality } from '@client/lib/lesson-size';
import { cn } from '@client/lib/utils';

export interface LessonSidebarProps {
  courseId: string;
  courseTitle: string;
  progress: number;
  lessons: readonly Lesson[];
  completed: ReadonlySet<string>;
  selectedId: string | undefined;
  onSelect: (lessonId: string) => void;
}

/**
 * Course title, progress and the list of lessons. On wide screens a sidebar; on phones the list
 * folds away behind a button so the lesson itself comes first.
 */
export function LessonSidebar({
  courseId,
  courseTitle,
  progress,
  lessons,
  completed,
  selectedId,
  onSelect,
}: LessonSidebarProps) {
  const [open, setOpen] = useState(false);
  const listId = `lessons${useId().replace(/:/g, '')}`;
  const doneCount = lessons.filter((l) => completed.has(l.id)).length;
  const quality = usePreferredQuality();

  return (
    <aside
      aria-label="Progression et leçons"
      className="border-b bg-card lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:w-80 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0"
    >
      <div className="grid gap-3 p-4">
        <BackLink href={href.course(courseId)} className="inline-flex hover:underline">
          Retour au cours
        </BackLink>
        <h1 className="text-lg leading-snug font-bold">{courseTitle}</h1>
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{progress}% complété</p>
          <ProgressBar value={progress} label="Progression du cours" />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="flex h-10 items-center justify-between rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent lg:hidden"
        >
          <span className="inline-flex items-center gap-2">
            <List className="size-4" aria-hidden="true" />
            Leçons du cours ({doneCount}/{lessons.length})
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <nav
        id={listId}
        aria-label="Leçons du cours"
        className={cn(open ? 'block' : 'hidden', 'pb-4 lg:block')}
      >
        <ol className="grid gap-0.5 px-2">
          {lessons.map((lesson, index) => {
            const done = completed.has(lesson.id);
            const current = lesson.id === selectedId;
            return (
              <li key={lesson.id}>
                <button
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect(lesson.id);
                  }}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-md px-2 py-2.5 text-left text-sm hover:bg-accent',
                    current && 'bg-accent font-semibold text-accent-foreground',
                  )}
                >
                  {done ? (
                    <CircleCheck
                      className="mt-0.5 size-4 shrink-0 text-success"
                      aria-hidden="true"
                    />
                  ) : (
                    <Circle
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                      aria-hidden="true"
                    />
                  )}
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span>
                      {index + 1}. {lesson.title}
                      {done ? <span className="sr-only"> (terminée)</span> : null}
                    </span>
                    <LessonFacts lesson={lesson} quality={quality} />
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </aside>
  );
}
