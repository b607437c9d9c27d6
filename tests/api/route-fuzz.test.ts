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
 * right-to-left marks, long strings, wrong types, a body nested 9,000 levels deep) by every kind
 * of caller: no answer is a 5xx, and every answer is one the OpenAPI document declares
 * (createTestApp checks each one). Each route gets callers of its own, signed in for it alone:
 * a route that ends sessions (logout) or changes accounts (suspension, roles) cannot sign the
 * callers of the next routes out. Bounded: FUZZ_RUNS cases per route (25 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let t: TestApp;
let realIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [student, instructor] = await Promise.all([
    signedInUser(t.app, t.db, 'student'),
    signedInUser(t.app, t.db, 'instructor'),
  ]);
  const course = await insertCourse(t.db, { instructorId: instructor.user.id });
  const lesson = await insertLesson(t.db, { courseId: course.id, isFree: true });
  const { quiz } = await createQuiz(t.db, { courseId: course.id });
  await insertEnrollment(t.db, student.user.id, course.id);
  realIds = [course.id, lesson.id, quiz.id, student.user.id];
});
afterAll(async () => {
  await t?.close();
});

/** A visitor, and a student, an instructor and an admin signed in for one route alone. */
async function freshCallers(): Promise<Agent[]> {
  const signedIn = await Promise.all(
    (['student', 'instructor', 'admin'] as const).map((role) => signedInUser(t.app, t.db, role)),
  );
  return [new Agent(t.app), ...signedIn.map((s) => s.agent)];
}

/** About 18 KB of JSON nested 9,000 levels deep: more than any walk by recursion survives. */
const DEPTH = 9000;
const deepBody = `${'{"a":['.repeat(DEPTH)}1${']}'.repeat(DEPTH)}`;

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
    expect(routes.length).toBeGreaterThanOrEqual(100);
    const neverReached: string[] = [];
    for (const { method, url, endpoint } of routes) {
      const callers = await freshCallers();
      const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const toPath = (params: string[]) => {
        let i = 0;
        return url.replace(/:\w+/g, () => params[i++]!);
      };
      let reached = false;
      const answered = (status: number, what: string) => {
        expect(status, what).toBeLessThan(500);
        if (status !== 401 && status !== 403) reached = true;
      };
      // Each caller in turn, so that every kind of caller tries every route.
      let turn = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramArb(), { minLength: names.length, maxLength: names.length }),
          queryArb(endpoint),
          method === 'GET' || method === 'HEAD' ? fc.constant(undefined) : bodyArb(endpoint),
          async (params, query, body) => {
            const path = toPath(params) + query;
            const res = await callers[turn++ % callers.length]!.request(
              method as 'GET',
              path,
              body as Record<string, unknown> | undefined,
            );
            answered(res.statusCode, `${method} ${path}: ${res.body.slice(0, 200)}`);
          },
        ),
        { numRuns: RUNS },
      );
      if (method !== 'GET' && method !== 'HEAD') {
        const path = toPath(names.map(() => realIds[0]!));
        for (const caller of callers) {
          const res = await caller.request(method as 'POST', path, undefined, {
            payload: deepBody,
            headers: { 'content-type': 'application/json' },
          });
          answered(res.statusCode, `${method} ${path} with a deep body: ${res.body.slice(0, 200)}`);
        }
      }
      if (endpoint.access !== 'public' && !reached) neverReached.push(`${method} ${url}`);
    }
    // A route every caller is refused by was fuzzed in vain: its handler never ran.
    expect(neverReached).toEqual([]);
  });

  it('refuses a body nested too deep with 400 in the error shape, on every route that takes one', async () => {
    const [visitor, student, instructor, admin] = await freshCallers();
    const byRole = { student, instructor, admin };
    const withBody = t.app.apiRoutes.filter((r) => r.endpoint.body && !r.endpoint.rawBody);
    expect(withBody.length).toBeGreaterThanOrEqual(40);
    for (const { method, url, endpoint } of withBody) {
      const { access } = endpoint;
      // A caller the route lets in, so that its body is read.
      const role = Array.isArray(access) ? (access as (keyof typeof byRole)[]).at(-1)! : 'admin';
      const caller = access === 'public' ? visitor! : byRole[role]!;
      const path = url.replace(/:\w+/g, () => realIds[0]!);
      const res = await caller.request(method as 'POST', path, undefined, {
        payload: deepBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()).toEqual({
        message: 'Le corps de la requête est invalide',
        code: 'INVALID_BODY',
      });
    }
  });
});
