import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  internshipMessages as m,
  internshipStatuses,
  internshipTransitionRefused,
  type InternshipStatus,
} from '../../src/contract/internships.ts';
import { createInternship } from '../../src/server/db/factories/internships.ts';
import { internships, notifications } from '../../src/server/db/schema/index.ts';
import { adminsOnly, cast, expectAccess, type Cast, type Signed } from '../helpers/access.ts';
import { latestMailTo } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, insertEnrollment, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let c: Cast;
/** The server's clock: the tests set it to date the requests. */
let clock = new Date('2026-03-02T08:30:00.000Z');

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const body = (courseId: string, extra: Record<string, unknown> = {}) => ({
  courseId,
  companyName: 'Rawbank',
  position: 'Stagiaire analyste crédit',
  startDate: '2026-04-01',
  endDate: '2026-06-30',
  ...extra,
});

/** `who` asks for an internship on the cast's course (see body). */
const ask = (who: Signed, extra?: Record<string, unknown>) =>
  who.agent.post('/api/internships', body(c.course.id, extra));

/** `who` asks (see ask) and the request is accepted (201): answers the request as stored. */
async function askAccepted(who: Signed, extra?: Record<string, unknown>) {
  const res = await ask(who, extra);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function student(): Promise<Signed> {
  const s = await signedInUser(t.app, t.db, 'student');
  await insertEnrollment(t.db, s.user.id, c.course.id);
  return s;
}

/** A request of a new enrolled student, in the given status (written directly). */
async function requestIn(status: InternshipStatus) {
  const owner = await student();
  const row = await createInternship(t.db, {
    userId: owner.user.id,
    courseId: c.course.id,
    companyName: 'SNEL',
    position: 'Technicien stagiaire',
    status,
  });
  return { owner, row };
}

const setStatus = (id: string, status: string, agent = c.admin.agent) =>
  agent.put(`/api/admin/internships/${id}/status`, { status });

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A status-change notification: `expected` fields, and a message naming both `texts`. */
function expectStatusNotice(
  notice: { message: string } | undefined,
  expected: Record<string, string>,
  texts: [internship: string, status: string],
) {
  expect(notice).toMatchObject({ type: 'internship_status', ...expected });
  for (const text of texts) expect(notice!.message).toContain(text);
}

const mailTo = (to: string) => latestMailTo(t.db, to);
const rowsOf = (userId: string) =>
  t.db.select().from(internships).where(eq(internships.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await cast(t, { course: { title: 'Comptabilité pour PME' } });
});
afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  it('GET /api/my-internships: any signed-in user (their own requests)', async () => {
    await expectAccess(c, (a) => a.get('/api/my-internships'), {
      visitor: 401,
      student: 200,
      outsider: 200,
      owner: 200,
      admin: 200,
    });
  });

  it('POST /api/internships: students only, on a course they are enrolled in', async () => {
    await expectAccess(c, (a) => a.post('/api/internships', body(c.course.id)), {
      visitor: 401,
      owner: 403,
      other: 403,
      admin: 403,
      outsider: 400,
      student: 201,
    });
    const res = await c.admin.agent.post('/api/internships', body(c.course.id));
    expect(res.json()).toEqual({ message: m.studentsOnly, code: 'INTERNSHIP_STUDENTS_ONLY' });
  });

  it('GET /api/admin/internships: admins only', async () => {
    await expectAccess(c, (a) => a.get('/api/admin/internships'), adminsOnly(200));
  });

  it('PUT /api/admin/internships/{id}/status: admins only', async () => {
    const { row } = await requestIn('pending');
    await expectAccess(c, (a) => setStatus(row.id, 'approved', a), adminsOnly(200));
    const [stored] = await t.db.select().from(internships).where(eq(internships.id, row.id));
    expect(stored!.status).toBe('approved');
  });
});

describe('POST /api/internships', () => {
  it('records a pending request dated by the server clock, days stored at noon UTC', async () => {
    const me = await student();
    clock = new Date('2026-03-05T09:15:00.000Z');
    const stored = await askAccepted(me, {
      companyName: '  Vodacom Congo ',
      description: 'Support aux équipes data à Kinshasa.',
      supervisorName: 'Mireille Kabongo',
      supervisorEmail: ' Mireille.Kabongo@Vodacom.cd ',
      supervisorPhone: '+243 81 555 0101',
    });
    expect(stored).toMatchObject({
      userId: me.user.id,
      courseId: c.course.id,
      courseTitle: 'Comptabilité pour PME',
      companyName: 'Vodacom Congo',
      position: 'Stagiaire analyste crédit',
      startDate: '2026-04-01T12:00:00.000Z',
      endDate: '2026-06-30T12:00:00.000Z',
      description: 'Support aux équipes data à Kinshasa.',
      status: 'pending',
      supervisorName: 'Mireille Kabongo',
      supervisorEmail: 'mireille.kabongo@vodacom.cd',
      supervisorPhone: '+243 81 555 0101',
      createdAt: '2026-03-05T09:15:00.000Z',
    });
  });

  it('takes the optional fields empty or absent, as none', async () => {
    const me = await student();
    const empty = await askAccepted(me, {
      description: '',
      supervisorName: '  ',
      supervisorEmail: '',
      supervisorPhone: '',
    });
    expect(empty).toMatchObject({
      description: null,
      supervisorName: null,
      supervisorEmail: null,
      supervisorPhone: null,
    });
    const absent = await askAccepted(me);
    expect(absent.supervisorEmail).toBeNull();
  });

  it('accepts an internship of one day (end on the start day)', async () => {
    const me = await student();
    await askAccepted(me, { startDate: '2026-05-12', endDate: '2026-05-12' });
  });

  it("answers the spec's message for each missing field, and writes nothing", async () => {
    const me = await student();
    for (const sent of [
      {},
      { courseId: '', companyName: '', position: '', startDate: '', endDate: '' },
      { courseId: null, companyName: '   ', position: ' ', startDate: '  ', endDate: null },
    ]) {
      const res = await me.agent.post('/api/internships', sent);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        courseId: m.courseRequired,
        companyName: m.companyRequired,
        position: m.positionRequired,
        startDate: m.startRequired,
        endDate: m.endRequired,
      });
    }
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it.each([
    ['courseId', { courseId: 'not-a-course' }, m.courseRequired],
    ['companyName', { companyName: 'x'.repeat(201) }, m.tooLong],
    ['position', { position: 'x'.repeat(201) }, m.tooLong],
    ['startDate', { startDate: '2026-02-30' }, m.dateInvalid],
    ['startDate', { startDate: '01/04/2026' }, m.dateInvalid],
    ['endDate', { endDate: '2026-13-01' }, m.dateInvalid],
    ['endDate', { endDate: '1850-01-01', startDate: '1850-01-01' }, m.dateInvalid],
    ['endDate', { endDate: '2026-03-31' }, m.endBeforeStart],
    ['supervisorEmail', { supervisorEmail: 'mireille.vodacom.cd' }, m.emailInvalid],
    ['supervisorEmail', { supervisorEmail: 'mireille@' }, m.emailInvalid],
    ['supervisorPhone', { supervisorPhone: 'appelez-moi' }, m.phoneInvalid],
    ['description', { description: 'x'.repeat(4001) }, m.tooLong],
  ])('refuses a bad %s (%#)', async (field, extra, message) => {
    const me = await student();
    const res = await ask(me, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it('shows "end before start" together with the other messages', async () => {
    const me = await student();
    const res = await me.agent.post('/api/internships', {
      courseId: c.course.id,
      companyName: '',
      position: 'Comptable stagiaire',
      startDate: '2026-09-10',
      endDate: '2026-09-01',
    });
    expect(res.json().fields).toEqual({
      companyName: m.companyRequired,
      endDate: m.endBeforeStart,
    });
  });

  it('refuses a course the student is not enrolled in (or that does not exist), on the course field', async () => {
    const me = await student();
    const elsewhere = await insertCourse(t.db, { instructorId: c.owner.user.id });
    for (const courseId of [elsewhere.id, UNKNOWN]) {
      const res = await me.agent.post('/api/internships', body(courseId));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: m.notEnrolled,
        code: 'INTERNSHIP_COURSE_NOT_ENROLLED',
        fields: { courseId: m.notEnrolled },
      });
    }
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    // Once enrolled, the same request goes through.
    await insertEnrollment(t.db, me.user.id, elsewhere.id);
    expect((await me.agent.post('/api/internships', body(elsewhere.id))).statusCode).toBe(201);
  });
});

describe('GET /api/my-internships', () => {
  it("lists the caller's own requests only, newest first, with their course title", async () => {
    const me = await student();
    const neighbour = await student();
    clock = new Date('2026-03-10T10:00:00.000Z');
    const first = (await ask(me, { companyName: 'Bralima' })).json();
    clock = new Date('2026-03-11T10:00:00.000Z');
    const second = (await ask(me, { companyName: 'Gécamines' })).json();
    await ask(neighbour, { companyName: 'Orange RDC' });

    const mine = (await me.agent.get('/api/my-internships')).json() as Record<string, unknown>[];
    expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      companyName: 'Gécamines',
      courseTitle: 'Comptabilité pour PME',
    });
    expect(mine.every((r) => r.userId === me.user.id)).toBe(true);
    // Not an admin's row: no one's name or email.
    expect(mine[0]).not.toHaveProperty('userEmail');

    const theirs = (await neighbour.agent.get('/api/my-internships')).json() as {
      companyName: string;
    }[];
    expect(theirs.map((r) => r.companyName)).toEqual(['Orange RDC']);
    expect((await c.owner.agent.get('/api/my-internships')).json()).toEqual([]);
  });
});

describe('GET /api/admin/internships', () => {
  it('lists every request with the student name and email and the course title, pending first', async () => {
    const decided = await requestIn('approved');
    const waiting = await requestIn('pending');
    const rows = (await c.admin.agent.get('/api/admin/internships')).json() as {
      id: string;
      status: string;
    }[];
    const waitingRow = rows.find((r) => r.id === waiting.row.id);
    expect(waitingRow).toMatchObject({
      userName: waiting.owner.user.name,
      userEmail: waiting.owner.user.email,
      courseTitle: 'Comptabilité pour PME',
      companyName: 'SNEL',
      position: 'Technicien stagiaire',
      status: 'pending',
    });
    expect(rows.findIndex((r) => r.id === waiting.row.id)).toBeLessThan(
      rows.findIndex((r) => r.id === decided.row.id),
    );
    const statuses = rows.map((r) => r.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(
      statuses.findIndex((s) => s !== 'pending'),
    );
  });
});

describe('PUT /api/admin/internships/{id}/status', () => {
  /** What the student's bell says of each decision. */
  const noticeTitles: Partial<Record<InternshipStatus, string>> = {
    approved: 'Demande de stage approuvée',
    rejected: 'Demande de stage rejetée',
    completed: 'Stage terminé',
  };
  const statusLabels: Partial<Record<InternshipStatus, string>> = {
    approved: 'Approuvé',
    rejected: 'Rejeté',
    completed: 'Terminé',
  };
  const allowed: [InternshipStatus, InternshipStatus][] = [
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['approved', 'completed'],
  ];
  it.each(allowed)(
    'moves %s → %s, answers the admin row, and notifies the student',
    async (from, to) => {
      const { owner, row } = await requestIn(from);
      clock = new Date('2026-03-20T14:00:00.000Z');
      const res = await setStatus(row.id, to);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: row.id,
        status: to,
        userName: owner.user.name,
        userEmail: owner.user.email,
        courseTitle: 'Comptabilité pour PME',
        updatedAt: '2026-03-20T14:00:00.000Z',
      });
      const mine = (await owner.agent.get('/api/my-internships')).json() as { status: string }[];
      expect(mine[0]!.status).toBe(to);
      const told = await notificationsOf(owner.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        type: 'internship_status',
        title: noticeTitles[to],
        link: '/internships',
        readAt: null,
      });
      expect(told[0]!.message).toContain('« Technicien stagiaire » chez SNEL');
      expect(told[0]!.message).toContain(`(statut : ${statusLabels[to]})`);
    },
  );

  const refused: [InternshipStatus, InternshipStatus][] = [
    ['pending', 'completed'],
    ['pending', 'pending'],
    ['approved', 'rejected'],
    ['approved', 'approved'],
    ['approved', 'pending'],
    ...internshipStatuses.map((s): [InternshipStatus, InternshipStatus] => ['completed', s]),
    ...internshipStatuses.map((s): [InternshipStatus, InternshipStatus] => ['rejected', s]),
  ];
  it.each(refused)('refuses %s → %s with a 409, and changes nothing', async (from, to) => {
    const { owner, row } = await requestIn(from);
    const res = await setStatus(row.id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: internshipTransitionRefused(from, to),
      code: 'INTERNSHIP_TRANSITION_REFUSED',
    });
    const [stored] = await t.db.select().from(internships).where(eq(internships.id, row.id));
    expect(stored!.status).toBe(from);
    expect(await notificationsOf(owner.user.id)).toHaveLength(0);
  });

  it('says in French which move was refused', () => {
    expect(internshipTransitionRefused('approved', 'rejected')).toBe(
      "Impossible de passer cette demande de « Approuvé » à « Rejeté » : elle ne peut passer qu'à « Terminé »",
    );
    expect(internshipTransitionRefused('rejected', 'approved')).toBe(
      'Impossible de passer cette demande de « Rejeté » à « Approuvé » : son statut ne peut plus changer',
    );
  });

  it('answers 404 for an unknown or malformed id, 400 for an unknown status', async () => {
    for (const id of [UNKNOWN, 'pas-un-id']) {
      const res = await setStatus(id, 'approved');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound, code: 'INTERNSHIP_NOT_FOUND' });
    }
    const { row } = await requestIn('pending');
    for (const status of ['accepted', '', null]) {
      const res = await setStatus(row.id, status as string);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ status: m.statusInvalid });
    }
  });

  it('notifies the student of each change, naming the company, the position and the status, then mails it', async () => {
    const me = await student();
    const created = await ask(me, { companyName: 'Airtel Congo', position: 'Stagiaire réseau' });
    const id = created.json().id as string;
    expect(await notificationsOf(me.user.id)).toHaveLength(0);

    expect((await setStatus(id, 'approved')).statusCode).toBe(200);
    expect((await setStatus(id, 'completed')).statusCode).toBe(200);

    const bell = (await me.agent.get('/api/notifications')).json() as {
      items: { type: string; title: string; message: string; link: string }[];
      unreadCount: number;
    };
    expect(bell.unreadCount).toBe(2);
    const [done, approved] = bell.items;
    expectStatusNotice(approved, { title: 'Demande de stage approuvée', link: '/internships' }, [
      '« Stagiaire réseau » chez Airtel Congo',
      'Approuvé',
    ]);
    expectStatusNotice(done, { title: 'Stage terminé' }, [
      '« Stagiaire réseau » chez Airtel Congo',
      'Terminé',
    ]);

    const mail = await mailTo(me.user.email);
    expect(mail.subject).toBe('Stage terminé');
    expect(mail.text).toContain('/internships');
  });

  it('tells a rejection too', async () => {
    const { owner, row } = await requestIn('pending');
    await setStatus(row.id, 'rejected');
    const [notice] = await notificationsOf(owner.user.id);
    expectStatusNotice(notice, { title: 'Demande de stage rejetée', link: '/internships' }, [
      '« Technicien stagiaire » chez SNEL',
      'Rejeté',
    ]);
  });

  raceIt('10 admins deciding at once: one decision, nine 409, one notification', async () => {
    const other = await signedInUser(t.app, t.db, 'admin');
    const { owner, row } = await requestIn('pending');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        setStatus(row.id, i % 2 ? 'approved' : 'rejected', (i % 3 ? c.admin : other).agent),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().status as string;
    const [stored] = await t.db.select().from(internships).where(eq(internships.id, row.id));
    expect(stored!.status).toBe(winner);
    expect(await notificationsOf(owner.user.id)).toHaveLength(1);
  });

  raceIt('two admins marking the same approved internship done at once: one success', async () => {
    const { owner, row } = await requestIn('approved');
    const answers = await Promise.all([
      setStatus(row.id, 'completed'),
      setStatus(row.id, 'completed'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(owner.user.id)).toHaveLength(1);
  });
});
