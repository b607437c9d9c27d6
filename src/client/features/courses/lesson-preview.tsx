import { useState } from 'react';
import { Clock } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import { LessonFile, LessonVideo } from '@client/components/lesson/lesson-media';
import { LessonText } from '@client/components/lesson/lesson-text';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { formatNumber } from '@client/lib/format';

/**
 * A free lesson ("Aperçu gratuit") opened on the course page itself, by a visitor or a learner
 * not enrolled: the learning screen is for enrolled learners. Its video, text and file came
 * with the lesson list the page already loaded, so opening it costs no request; the video and
 * the PDF download only when shown.
 */
export default function LessonPreview({
  lesson,
  number,
  open,
  onOpenChange,
  returnFocus,
}: {
  lesson: Lesson;
  number: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back once the dialog closes: the button that opened it. */
  returnFocus: () => void;
}) {
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setVideoFailed(false);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        // Without a description the dialog is described by nothing rather than by a placeholder.
        {...(lesson.description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="outline">Aperçu gratuit</Badge>
            <span className="font-semibold text-primary">Leçon {number}</span>
            {lesson.duration != null ? (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {formatNumber(lesson.duration)} min
              </span>
            ) : null}
          </p>
          <DialogTitle className="text-xl">{lesson.title}</DialogTitle>
          {lesson.description ? (
            <DialogDescription className="whitespace-pre-line">
              {lesson.description}
            </DialogDescription>
          ) : null}
        </DialogHeader>
        {lesson.videoUrl ? (
          <LessonVideo
            url={lesson.videoUrl}
            title={lesson.title}
            failed={videoFailed}
            onError={() => setVideoFailed(true)}
          />
        ) : null}
        {lesson.content ? <LessonText content={lesson.content} /> : null}
        {lesson.fileUrl ? <LessonFile url={lesson.fileUrl} title={lesson.title} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
