import { formatHours, minutesToHours, pluralize } from '@client/lib/format';

/**
 * A course's hours as its catalogue card shows them (spec 01, "Course card"): the declared
 * duration, else the sum of its lessons; e.g. "2,1".
 */
export function courseCardHours(course: {
  duration: number | null;
  totalLessonMinutes: number;
}): string {
  return formatHours(course.duration ?? minutesToHours(course.totalLessonMinutes));
}

/** The sum of a course's lesson minutes as its page shows it (spec 01, "Course detail"): "2,1". */
export function lessonHours(totalLessonMinutes: number): string {
  return formatHours(minutesToHours(totalLessonMinutes));
}

/** The same with its unit, e.g. "2,1 heures", "1 heure". */
export function lessonHoursLabel(totalLessonMinutes: number): string {
  const hours = minutesToHours(totalLessonMinutes);
  return `${formatHours(hours)} ${pluralize(hours, 'heure', 'heures')}`;
}
