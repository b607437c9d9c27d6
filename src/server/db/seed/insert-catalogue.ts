import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import type { NewCourseRow, NewLessonRow } from '../schema/index.ts';
import { createCourses, createLessons } from '../factories/courses.ts';
import { createQuizzes } from '../factories/quizzes.ts';
import { courseMobileMoney, seedCourses } from './courses-data.ts';
import { businessMarketingLessons } from './lessons-business-marketing.ts';
import { personalLanguagesLessons } from './lessons-personal-languages.ts';
import { programmingDesignLessons } from './lessons-programming-design.ts';
import { seedQuizInputs } from './quizzes.ts';
import type { SeedContext, SeedLesson } from './types.ts';

/** Lessons of every seeded course, keyed by course key. */
export const seedLessons: Record<string, SeedLesson[]> = {
  ...programmingDesignLessons,
  ...businessMarketingLessons,
  ...personalLanguagesLessons,
};

/** The catalogue: courses, their lessons (the first one free) and their quizzes. */
export async function insertDemoCatalogue(
  tx: Tx,
  { daysAgo, instructorIds }: Pick<SeedContext, 'daysAgo' | 'instructorIds'>,
): Promise<Pick<SeedContext, 'courseId' | 'lessonIds'>> {
  const courseIds: Record<string, string> = {};
  const courseRows: NewCourseRow[] = seedCourses.map((c) => {
    const id = randomUUID();
    courseIds[c.key] = id;
    return {
      id,
      title: c.title,
      description: c.description,
      thumbnail: null,
      instructorId: instructorIds[c.instructor],
      category: c.category,
      level: c.level,
      status: c.status,
      duration: c.duration,
      accessType: c.accessType,
      price: c.price,
      mobileMoneyInfo: c.price > 0 ? (courseMobileMoney[c.instructor] ?? null) : null,
      createdAt: daysAgo(c.createdDaysAgo),
      updatedAt: daysAgo(c.createdDaysAgo),
    };
  });
  await createCourses(tx, courseRows);
  const courseId = (key: string): string => {
    const found = courseIds[key];
    if (!found) throw new Error(`Unknown seed course ${key}`);
    return found;
  };

  const lessonIds: Record<string, string[]> = {};
  const lessonRows: NewLessonRow[] = [];
  for (const c of seedCourses) {
    const list = seedLessons[c.key] ?? [];
    lessonIds[c.key] = [];
    list.forEach((l, index) => {
      const id = randomUUID();
      lessonIds[c.key]?.push(id);
      lessonRows.push({
        id,
        courseId: courseId(c.key),
        title: l.title,
        description: l.description,
        content: l.content,
        videoUrl: l.videoUrl ?? null,
        fileUrl: l.fileUrl ?? null,
        order: index + 1,
        duration: l.duration,
        isFree: index === 0,
        createdAt: daysAgo(c.createdDaysAgo, index + 1),
      });
    });
  }
  await createLessons(tx, lessonRows);

  // Quizzes: one multi-row insert per table.
  const courseAge = new Map(seedCourses.map((c) => [c.key, c.createdDaysAgo]));
  await createQuizzes(
    tx,
    seedQuizInputs(courseId, (key, index) => daysAgo(courseAge.get(key) ?? 0, 60 + index)),
  );
  return { courseId, lessonIds };
}
