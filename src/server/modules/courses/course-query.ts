import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseSort } from '../../../contract/courses.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { courses, enrollments, lessons, users } from '../../db/schema/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow, type LoadRowOptions } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';

const instructors = alias(users, 'instructor');
const mine = alias(enrollments, 'my_enrollment');

/** Enrolments per course, as a subquery to join once; `where` narrows the enrolments counted. */
export function enrolmentCountsOf(db: Db | Tx, where?: SQL) {
  return db
    .select({
      courseId: enrollments.courseId,
      count: sql<number>`count(*)::int`.as('enrollment_count'),
    })
    .from(enrollments)
    .where(where)
    .groupBy(enrollments.courseId)
    .as('enrolment_counts');
}

/**
 * The catalogue's sorts, each ending on the id so that pages never share nor skip a course.
 * `enrolmentCount`: each course's enrolments, by default the `enrollment_count` selectCourses
 * answers.
 */
export function courseOrder(sort: CourseSort, enrolmentCount: SQL = sql`enrollment_count`): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(enrolmentCount), desc(courses.createdAt), asc(courses.id)];
    case 'price-asc':
      return [asc(courses.price), desc(courses.createdAt), asc(courses.id)];
    case 'price-desc':
      return [desc(courses.price), desc(courses.createdAt), asc(courses.id)];
    default:
      return [desc(courses.createdAt), asc(courses.title), asc(courses.id)];
  }
}

/**
 * One page of courses as a CTE of their ids: those matching `where`, in the order of `sort`, cut
 * by `limit` and `offset`. Only the popular sort counts every course's enrolments.
 */
export function coursePage(
  db: Db | Tx,
  where: SQL | undefined,
  sort: CourseSort,
  { limit, offset }: { limit: number; offset: number },
) {
  const base = db.select({ id: courses.id }).from(courses).$dynamic();
  const counts = enrolmentCountsOf(db);
  const ordered =
    sort === 'popular'
      ? base
          .leftJoin(counts, eq(counts.courseId, courses.id))
          .orderBy(...courseOrder(sort, sql`coalesce(${counts.count}, 0)`))
      : base.orderBy(...courseOrder(sort));
  return db.$with('course_page').as(ordered.where(where).limit(limit).offset(offset));
}
export type CoursePage = ReturnType<typeof coursePage>;

const idsOf = (db: Db | Tx, page: CoursePage) => db.select({ id: page.id }).from(page);

/**
 * Courses as lists and pages show them, in one SQL statement: counts come from grouped
 * subqueries joined once (not a query, nor a correlated subquery, per course). With `page`, the
 * courses of that page only, and their counts only: a page costs the same in a large catalogue.
 */
export function selectCourses(db: Db | Tx, userId: string | null, where?: SQL, page?: CoursePage) {
  const enrolmentCounts = enrolmentCountsOf(
    db,
    page ? inArray(enrollments.courseId, idsOf(db, page)) : undefined,
  );
  const lessonTotals = db
    .select({
      courseId: lessons.courseId,
      count: sql<number>`count(*)::int`.as('lesson_count'),
      minutes: sql<number>`coalesce(sum(${lessons.duration}), 0)::int`.as('total_lesson_minutes'),
      videos: sql<number>`(count(*) filter (where ${lessons.videoUrl} is not null))::int`.as(
        'video_lesson_count',
      ),
    })
    .from(lessons)
    .where(page ? inArray(lessons.courseId, idsOf(db, page)) : undefined)
    .groupBy(lessons.courseId)
    .as('lesson_totals');

  return (page ? db.with(page) : db)
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      thumbnail: courses.thumbnail,
      category: courses.category,
      level: courses.level,
      status: courses.status,
      duration: courses.duration,
      accessType: courses.accessType,
      price: courses.price,
      mobileMoneyInfo: courses.mobileMoneyInfo,
      instructorId: courses.instructorId,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
      enrollmentCount: sql<number>`coalesce(${enrolmentCounts.count}, 0)`
        .mapWith(Number)
        .as('enrollment_count'),
      lessonCount: sql<number>`coalesce(${lessonTotals.count}, 0)`.mapWith(Number),
      totalLessonMinutes: sql<number>`coalesce(${lessonTotals.minutes}, 0)`.mapWith(Number),
      videoLessonCount: sql<number>`coalesce(${lessonTotals.videos}, 0)`.mapWith(Number),
      progress: mine.progress,
      instructor: {
        id: instructors.id,
        name: instructors.name,
        avatar: instructors.avatar,
        bio: instructors.bio,
      },
    })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(enrolmentCounts, eq(enrolmentCounts.courseId, courses.id))
    .leftJoin(lessonTotals, eq(lessonTotals.courseId, courses.id))
    .leftJoin(
      mine,
      userId ? and(eq(mine.courseId, courses.id), eq(mine.userId, userId)) : sql`false`,
    )
    .where(and(where, page ? inArray(courses.id, idsOf(db, page)) : undefined) ?? and());
}

export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/** The wire shape of a course (contract `courseSchema`). */
export function toCourse(row: CourseRow) {
  const { mobileMoneyInfo: _m, instructorId: _i, ...rest } = row;
  return { ...rest, isEnrolled: row.progress !== null };
}

/**
 * The course the caller may change (its instructor or an admin): 404 when missing, then 403
 * with the refusal of the editor asking (course, lesson or quiz words). Locked on demand.
 */
export function loadEditableCourse(
  db: Db,
  user: SessionUser,
  courseId: string,
  refusal: Pick<LoadRowOptions<unknown>, 'forbidden' | 'forbiddenMessage' | 'lock'>,
) {
  return loadRow(
    db
      .select({ id: courses.id, instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, courseId)),
    { notFound: 'COURSE_NOT_FOUND', allow: (row) => coursePolicy.canEdit(user, row), ...refusal },
  );
}
