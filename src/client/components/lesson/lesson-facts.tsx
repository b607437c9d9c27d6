import type { Lesson } from '@contract/courses';
import { formatNumber } from '@client/lib/format';
import { lessonBytes, totalOf } from '@client/lib/lesson-size';
import type { VideoQuality } from '@contract/objects';
import { formatBytes } from '@client/lib/format';

/** A lesson's length and what it costs to download, in the learner's video quality. */
export function LessonFacts({ lesson, quality }: { lesson: Lesson; quality: VideoQuality }) {
  const bytes = totalOf(lessonBytes(lesson, quality));
  const facts = [
    lesson.duration != null ? `${formatNumber(lesson.duration)} min` : null,
    bytes ? formatBytes(bytes) : null,
  ].filter(Boolean);
  if (!facts.length) return null;
  return <span className="text-xs font-normal text-muted-foreground">{facts.join(' · ')}</span>;
}
