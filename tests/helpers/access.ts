import { beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CourseRow } from '../../src/server/db/schema/index.ts';
import { Agent, useTestApp, type TestApp } from './app.ts';
import { insertCourse, insertEnrollment, signedInUser } from './factories.ts';

export type Signed = Awaited<ReturnType<typeof signedInUser>>;

/** Everyone an access rule can name, around one course. */
export interface Cast {
  /** The instructor who owns `course`. */
  owner: Signed;
  /** Another instructor. */
  other: Signed;
  admin: Signed;
  /** A student enrolled in `course`. */
  student: Signed;
  /** A student not enrolled in `course`. */
  outsider: Signed;
  /** Signed out. */
  visitor: Agent;
  course: CourseRow;
}
export type Who = Exclude<keyof Cast, 'course'>;

/** Creates the whole cast in one call: the owner's course (published unless told) and its people. */
export async function cast(
  t: Pick<TestApp, 'app' | 'db'>,
  options: { course?: Partial<Parameters<typeof insertCourse>[1]>; ownerName?: string } = {},
): Promise<Cast> {
  const { course = {}, ownerName } = options;
  const [owner, other, admin, student, outsider] = await Promise.all([
    signedInUser(t.app, t.db, 'instructor', ownerName),
    signedInUser(t.app, t.db, 'instructor'),
    signedInUser(t.app, t.db, 'admin'),
    signedInUser(t.app, t.db, 'student'),
    signedInUser(t.app, t.db, 'student'),
  ]);
  const row = await insertCourse(t.db, { ...course, instructorId: owner.user.id });
  await insertEnrollment(t.db, student.user.id, row.id);
  return { owner, other, admin, student, outsider, visitor: new Agent(t.app), course: row };
}

const castMembers = [
  'owner',
  'other',
  'admin',
  'student',
  'outsider',
  'visitor',
  'course',
] as const satisfies readonly (keyof Cast)[];

/**
 * Opens the test app (see useTestApp) and creates its cast before a file's tests. The returned
 * cast forwards to the one created.
 */
export function useCast(options: Parameters<typeof cast>[1] = {}): { t: TestApp; c: Cast } {
  const t = useTestApp();
  let created: Cast | undefined;
  beforeAll(async () => {
    created = await cast(t, options);
  });
  const c = {} as Cast;
  for (const member of castMembers)
    Object.defineProperty(c, member, {
      get() {
        if (!created) throw new Error('the cast has not been created');
        return created[member];
      },
    });
  return { t, c };
}

/**
 * An access table: calls the endpoint as each member of the cast and expects the status given
 * for them, e.g. `{ visitor: 401, student: 403, other: 403, owner: 200, admin: 200 }`.
 */
export async function expectAccess(
  c: Cast,
  call: (agent: Agent) => Promise<LightMyRequestResponse>,
  table: Partial<Record<Who, number>>,
): Promise<void> {
  const got: Partial<Record<Who, number>> = {};
  for (const who of Object.keys(table) as Who[]) {
    const member = c[who];
    const res = await call(member instanceof Agent ? member : member.agent);
    got[who] = res.statusCode;
  }
  expect(got).toEqual(table);
}

/**
 * The access table of a route only the owner of the course (or of what hangs off it) and admins
 * may use: they get `status`, signed-in others 403, visitors 401.
 */
export const ownerAndAdminsOnly = (status: number): Partial<Record<Who, number>> => ({
  visitor: 401,
  student: 403,
  outsider: 403,
  other: 403,
  owner: status,
  admin: status,
});

/** The access table of a route for admins only: they get `status`, signed-in others 403. */
export const adminsOnly = (status: number): Partial<Record<Who, number>> => ({
  visitor: 401,
  student: 403,
  owner: 403,
  other: 403,
  admin: status,
});
