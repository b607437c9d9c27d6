import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { courses, lessons, questions, quizAttempts, quizzes } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import { qualified } from '../../lib/sql-columns.ts';
import type { SessionUser } from '../auth/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { createCatalogue } from './course-catalogue.ts';
import { selectCourses, toCourse, type CourseRow } from './course-query.ts';
import { selectLessonsWithMedia, toLesson } from './lesson-media.ts';

export function createCoursesService(db: Db, catalogueCache: CatalogueCache) {
  const catalogue = createCatalogue(db, catalogueCache);

  /**
   * A course the caller may see, with its access facts; 404 otherwise (`notFound`: the code of
   * what the caller asked for through the course, a lesson say).
   */
  function visibleCourse(
    user: SessionUser | null,
    courseId: string,
    executor: Db | Tx = db,
    notFound: ErrorCode = 'COURSE_NOT_FOUND',
  ): Promise<CourseRow> {
    // A course the caller may not see does not exist for them.
    return loadRow(selectCourses(executor, user?.id ?? null, eq(courses.id, courseId)).limit(1), {
      notFound,
      allow: (row) => coursePolicy.canSee(user, row),
      forbidden: 'not-found',
    });
  }

  return {
    visibleCourse,

    /** What a visitor may see, as the sitemap lists it: each course's id and last change. */
    publicIndex() {
      return db
        .select({ id: courses.id, updatedAt: courses.updatedAt })
        .from(courses)
        .where(coursePolicy.visibleWhere(null))
        .orderBy(asc(courses.createdAt), asc(courses.id));
    },

    /** GET /api/courses: see course-catalogue.ts (visitors' answers come from the cache). */
    list: catalogue.list,
    /** The visitors' kept answers, which the route may send before validation. */
    visitorAnswers: { peek: catalogueCache.peek, keyOf: catalogueCache.keyOf },

    async get(user: SessionUser | null, courseId: string) {
      const row = await visibleCourse(user, courseId);
      return {
        ...toCourse(row),
        mobileMoneyInfo: row.mobileMoneyInfo ?? null,
        canEdit: coursePolicy.canEdit(user, row),
        videoLessonCount: row.videoLessonCount,
      };
    },

    async lessons(user: SessionUser | null, courseId: string) {
      const course = await visibleCourse(user, courseId);
      // One query: each lesson with its document's and video's sizes (lesson-media.ts).
      const rows = await selectLessonsWithMedia(db, eq(lessons.courseId, course.id));
      const editor = coursePolicy.canEdit(user, course);
      return rows.map((row) =>
        toLesson(row, { open: coursePolicy.canReadLesson(user, course, row.lesson), editor }),
      );
    },

    /** Published quizzes with the caller's attempts; never their answers. */
    async quizzes(user: SessionUser | null, courseId: string) {
      const course = await visibleCourse(user, courseId);
      const quizId = qualified(quizzes.id);
      const mine = user
        ? and(
            sql`${quizAttempts.quizId} = ${quizId}`,
            eq(quizAttempts.studentId, user.id),
            isNotNull(quizAttempts.completedAt),
          )
        : sql`false`;
      return db
        .select({
          id: quizzes.id,
          title: quizzes.title,
          description: quizzes.description,
          timeLimit: quizzes.timeLimit,
          passingScore: quizzes.passingScore,
          questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.quizId} = ${quizId})`,
          attemptCount: sql<number>`(select count(*)::int from ${quizAttempts} where ${mine})`,
          // Same percent as the result page: round(100 × score ÷ maxScore), 0 when maxScore is 0.
          bestScore: sql<
            number | null
          >`(select max(coalesce(round(100.0 * ${quizAttempts.score} / nullif(${quizAttempts.maxScore}, 0)), 0))::int from ${quizAttempts} where ${mine})`,
        })
        .from(quizzes)
        .where(and(eq(quizzes.courseId, course.id), eq(quizzes.isPublished, true)))
        .orderBy(asc(quizzes.createdAt));
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
