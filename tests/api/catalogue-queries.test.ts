import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { courses, enrollments, lessons } from '../../src/server/db/schema/index.ts';
import { CATALOGUE_TTL_MS } from '../../src/server/modules/courses/catalogue-cache.ts';
import { createTestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';
import type { FastifyInstance } from 'fastify';

// Counts the SQL statements the app sends, through Drizzle's logger.
let statements = 0;
let database: Database;
let app: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  ({ app, database } = await createTestApp({
    now: () => clock,
    dbLogger: { logQuery: () => void (statements += 1) },
  }));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function addCourses(instructorId: string, studentId: string, count: number, from: number) {
  const rows = await database.db
    .insert(courses)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Cours ${from + i}`,
        description: 'Un cours de démonstration',
        category: 'Programmation',
        status: 'published' as const,
        instructorId,
      })),
    )
    .returning({ id: courses.id });
  await database.db
    .insert(lessons)
    .values(rows.map((r) => ({ courseId: r.id, title: 'Leçon', duration: 10 })));
  await database.db
    .insert(enrollments)
    .values(rows.filter((_, i) => i % 2 === 0).map((r) => ({ courseId: r.id, userId: studentId })));
}

describe('catalogue query count', () => {
  it('runs the same number of SQL statements for 500 courses as for 5', async () => {
    const instructor = await signedInUser(app, database.db, 'instructor');
    const student = await signedInUser(app, database.db, 'student');
    await addCourses(instructor.user.id, student.user.id, 5, 0);

    const count = async () => {
      statements = 0;
      const res = await student.agent.get('/api/courses?sort=popular&search=cours');
      expect(res.statusCode).toBe(200);
      return { statements, courses: res.json().length as number };
    };
    const small = await count();
    expect(small.courses).toBe(5);

    // Written behind the app's back: the cached answer is replaced once its time is up.
    await addCourses(instructor.user.id, student.user.id, 495, 5);
    clock = new Date(clock.getTime() + CATALOGUE_TTL_MS + 1);
    const large = await count();
    expect(large.courses).toBe(500);
    expect(large.statements).toBe(small.statements);
    // The session check, the caller's enrolments, and the catalogue itself.
    expect(large.statements).toBeLessThanOrEqual(3);
    // Then the catalogue comes from memory.
    expect((await count()).statements).toBe(2);
  });
});
