import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { EndpointDef } from '../../src/contract/endpoint.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertCourse,
  insertEnrollment,
  insertLesson,
  signedInUser,
} from '../helpers/factories.ts';

/**
 * Every /api route, fed random params, queries and bodies (NUL bytes, controls, lone surrogates,
 * right-to-left marks, long strings, wrong types) by every kind of caller: no answer is a 5xx,
 * and every answer is one the OpenAPI document declares (createTestApp checks each one).
 * Bounded: FUZZ_RUNS cases per route (25 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let t: TestApp;
let callers: Agent[] = [];
let realIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [student, instructor, admin] = await Promise.all([
    signedInUser(t.app, t.db, 'student'),
    signedInUser(t.app, t.db, 'instructor'),
    signedInUser(t.app, t.db, 'admin'),
  ]);
  const course = await insertCourse(t.db, { instructorId: instructor.user.id });
  const lesson = await insertLesson(t.db, { courseId: course.id, isFree: true });
  const { quiz } = await createQuiz(t.db, { courseId: course.id });
  await insertEnrollment(t.db, student.user.id, course.id);
  callers = [new Agent(t.app), student.agent, instructor.agent, admin.agent];
  realIds = [course.id, lesson.id, quiz.id, student.user.id];
});
afterAll(async () => {
  await t?.close();
});

const odd = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  'e\u0301',
  '𝕂𝕖𝕝𝕒𝕤𝕚',
  '%00',
  '%ff%fe',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '',
  ' ',
);
const text = fc.oneof(
  odd,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', minLength: 300, maxLength: 3000 }),
  fc.string({ unit: 'grapheme', minLength: 600, maxLength: 1200 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, -0),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(text, scalar, { maxKeys: 4 }),
);

/** The top-level keys a zod object schema declares, so fuzzing reaches past "missing field". */
/** A URL holds UTF-8 only: lone surrogates become U+FFFD there (bodies keep them). */
const inUrl = (s: string) => encodeURIComponent(Buffer.from(s).toString());

function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function paramArb(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    text.map(inUrl),
    fc.constantFrom('%ff%fe', '%', '%zz', 'a'.repeat(2100)),
  );
}

function bodyArb(e: EndpointDef): fc.Arbitrary<unknown> {
  const keys = keysOf(e.body);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.dictionary(text, value, { maxKeys: 4 });
  return fc.oneof({ weight: 3, arbitrary: shaped }, value, fc.constant(undefined));
}

function queryArb(e: EndpointDef): fc.Arbitrary<string> {
  const keys = [...keysOf(e.query), 'x'];
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), text), { maxLength: 4 })
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v]) => `${k}=${inUrl(v)}`).join('&')}` : '',
    );
}

describe('fuzzing every route', () => {
  it('gives no 5xx and only declared answers, whoever calls with whatever input', async () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const { method, url, endpoint } of routes) {
      const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(
          fc.nat(callers.length - 1),
          fc.array(paramArb(), { minLength: names.length, maxLength: names.length }),
          queryArb(endpoint),
          method === 'GET' || method === 'HEAD' ? fc.constant(undefined) : bodyArb(endpoint),
          async (who, params, query, body) => {
            let i = 0;
            const path = url.replace(/:\w+/g, () => params[i++]!) + query;
            const res = await callers[who]!.request(
              method as 'GET',
              path,
              body as Record<string, unknown> | undefined,
            );
            expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 200)}`).toBeLessThan(
              500,
            );
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});
