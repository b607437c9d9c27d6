import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  courseListAnswerSchema,
  type courseListQuerySchema,
  type courseSchema,
} from '../../../contract/courses.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, users } from '../../db/schema/index.ts';
import { prepareJson, type PreparedJson } from '../../http/prepared-json.ts';
import { containsPattern, foldSql, foldText, searchWords } from '../../lib/text-search.ts';
import * as coursePolicy from '../../policies/course.ts';
import type { SessionUser } from '../auth/index.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import {
  courseOrder,
  coursePage,
  enrolmentCountsOf,
  selectCourses,
  toCourse,
} from './course-query.ts';

export type CatalogueQuery = z.output<typeof courseListQuerySchema>;
type Answer = z.output<typeof courseListAnswerSchema>;
type CourseOut = z.output<typeof courseSchema>;

/** The conditions of the filters (search, categories, level, access), visibility aside. */
function filtersOf(query: CatalogueQuery): SQL[] {
  const filters: SQL[] = [];
  // Every word of the search, in any order, in the title or the description.
  for (const word of searchWords(query.search)) {
    const pattern = containsPattern(word);
    filters.push(
      or(
        sql`${foldSql(courses.title)} like ${pattern}`,
        sql`${foldSql(courses.description)} like ${pattern}`,
      )!,
    );
  }
  if (query.categories?.length) filters.push(inArray(courses.category, query.categories));
  if (query.level && query.level !== 'all') filters.push(eq(courses.level, query.level));
  if (query.access) filters.push(eq(courses.accessType, query.access));
  return filters;
}

/**
 * The cache key: the query as the server understood it, so that the same question asked in
 * another order, case or spelling of its defaults shares one answer.
 */
export function catalogueKey(query: CatalogueQuery): string {
  return JSON.stringify([
    searchWords(query.search).map(foldText),
    [...new Set(query.categories)].sort(),
    query.level === 'all' ? '' : (query.level ?? ''),
    query.sort,
    query.access ?? '',
    query.limit ?? null,
    query.limit === undefined ? null : (query.page ?? 1),
  ]);
}

/**
 * GET /api/courses. Visitors get the answer of the catalogue cache, as bytes. A signed-in caller
 * who sees exactly what visitors see (no draft of their own, no archived course they follow) gets
 * the same answer with their enrolments marked, from one small query; anyone else, a fresh query.
 */
export function createCatalogue(db: Db, cache: CatalogueCache) {
  async function compute(user: SessionUser | null, query: CatalogueQuery): Promise<Answer> {
    const visible = coursePolicy.visibleWhere(user);
    const filters = filtersOf(query);
    const matching = and(visible, ...filters);
    const userId = user?.id ?? null;
    const order = courseOrder(query.sort);
    if (query.limit === undefined)
      return (await selectCourses(db, userId, matching).orderBy(...order)).map(toCourse);

    const page = query.page ?? 1;
    const paging = { limit: query.limit, offset: (page - 1) * query.limit };
    const enrolmentCounts = enrolmentCountsOf(db);
    const [items, [totals]] = await Promise.all([
      selectCourses(db, userId, undefined, coursePage(db, matching, query.sort, paging)).orderBy(
        ...order,
      ),
      // The filters' total and the whole visible catalogue's figures, in one statement.
      db
        .select({
          total: sql<number>`(count(*) filter (where ${and(sql`true`, ...filters)}))::int`,
          courseCount: sql<number>`count(*)::int`,
          enrollmentCount: sql<number>`coalesce(sum(${enrolmentCounts.count}), 0)::int`,
        })
        .from(courses)
        .leftJoin(enrolmentCounts, eq(enrolmentCounts.courseId, courses.id))
        .where(visible),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: items.map(toCourse),
      total,
      page,
      limit: query.limit,
      hasMore: page * query.limit < total,
      stats: {
        courseCount: totals?.courseCount ?? 0,
        enrollmentCount: totals?.enrollmentCount ?? 0,
      },
    };
  }

  /** What a visitor gets, serialized and compressed once per change of the catalogue. */
  const publicAnswer = (query: CatalogueQuery) =>
    cache.get(catalogueKey(query), async () =>
      prepareJson(courseListAnswerSchema, await compute(null, query)),
    );

  /**
   * The caller's enrolments, and whether they see any course visitors do not (then the public
   * answer is not theirs), in one statement.
   */
  async function viewerOf(user: SessionUser) {
    const rows = await db
      .select({
        courseId: enrollments.courseId,
        progress: enrollments.progress,
        seesMore: sql<boolean>`exists (select 1 from ${courses} where ${courses.status} <> 'published' and ${coursePolicy.visibleWhere(user)})`,
      })
      .from(users)
      .leftJoin(enrollments, eq(enrollments.userId, users.id))
      .where(eq(users.id, user.id));
    const progress = new Map<string, number>();
    for (const row of rows) if (row.courseId !== null) progress.set(row.courseId, row.progress!);
    return { progress, seesMore: rows.some((row) => row.seesMore) };
  }

  return {
    async list(user: SessionUser | null, query: CatalogueQuery): Promise<Answer | PreparedJson> {
      if (!user) return publicAnswer(query);
      const viewer = await viewerOf(user);
      if (viewer.seesMore) return compute(user, query);
      const prepared = await publicAnswer(query);
      const answer = prepared.value as Answer;
      const items = Array.isArray(answer) ? answer : answer.items;
      // Unchanged when none of the answer's courses is one of theirs: the same bytes.
      if (!items.some((course) => viewer.progress.has(course.id))) return prepared;
      const mark = (course: CourseOut): CourseOut => {
        const progress = viewer.progress.get(course.id);
        return progress === undefined ? course : { ...course, isEnrolled: true, progress };
      };
      return Array.isArray(answer)
        ? answer.map(mark)
        : { ...answer, items: answer.items.map(mark) };
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
