import { lazy, Suspense, useRef, useState } from 'react';
import { Eye } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { Button } from '@client/components/ui/button';

/** The dialog's code (and the lesson players') is downloaded when a preview is first opened. */
const LessonPreview = lazy(() => import('./lesson-preview'));

/**
 * The "Voir l'aperçu" button of a free lesson on the course page, and the preview it opens
 * (lesson-preview.tsx). The lesson itself came with the page's lesson list.
 */
export function LessonPreviewDialog({ lesson, number }: { lesson: Lesson; number: number }) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it can play its closing animation.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="w-full sm:w-fit"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Eye aria-hidden="true" />
        Voir l&apos;aperçu
        <span className="sr-only"> : {lesson.title}</span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LessonPreview
            lesson={lesson}
            number={number}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
