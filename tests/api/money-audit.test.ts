import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createAnnouncements } from '../../src/server/db/factories/announcements.ts';
import {
  createPackage,
  createSubscriptionPlan,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import { createLiveClass } from '../../src/server/db/factories/live-classes.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { useCast, type Signed } from '../helpers/access.ts';
import { planForm } from '../helpers/forms.ts';
import { insertCourse, insertLesson } from '../helpers/factories.ts';

/**
 * Issue "Made solid", point 3: every change to a price and every admin deletion writes an audit
 * line (who, before, after), in the transaction that makes the change.
 */
const { t, c } = useCast();

const linesOf = (entityId: string) =>
  t.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      entity: auditLog.entity,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));

/** The whole audit line of a price change, as linesOf reads it. */
const priceLine = (
  actor: Signed,
  action: string,
  entity: string,
  before: Record<string, number>,
  after: Record<string, number>,
) => ({ actorId: actor.user.id, action, entity, before, after });

describe('price changes', () => {
  it('a course’s new price, by its instructor or an admin, writes a line; other edits do not', async () => {
    const course = await insertCourse(t.db, { instructorId: c.owner.user.id, price: 20_000 });
    const path = `/api/courses/${course.id}`;
    expect((await c.owner.agent.patch(path, { title: 'Nouveau titre' })).statusCode).toBe(200);
    expect((await c.owner.agent.patch(path, { price: 20_000 })).statusCode).toBe(200);
    expect(await linesOf(course.id)).toEqual([]);

    expect((await c.owner.agent.patch(path, { price: 25_000 })).statusCode).toBe(200);
    expect((await c.admin.agent.patch(path, { price: 30_000 })).statusCode).toBe(200);
    expect(await linesOf(course.id)).toEqual([
      priceLine(c.owner, 'course.price', 'courses', { price: 20_000 }, { price: 25_000 }),
      priceLine(c.admin, 'course.price', 'courses', { price: 25_000 }, { price: 30_000 }),
    ]);
  });

  it('a package’s, a bundle’s and a plan’s new prices write a line each', async () => {
    const pack = await createPackage(t.db, { price: 45_000, courseCount: 3 });
    const res = await c.admin.agent.put(`/api/admin/packages/${pack.id}`, {
      name: pack.name,
      courseCount: 3,
      price: 50_000,
      description: 'Trois cours au choix',
    });
    expect(res.statusCode).toBe(200);
    expect(await linesOf(pack.id)).toEqual([
      priceLine(c.admin, 'package.price', 'packages', { price: 45_000 }, { price: 50_000 }),
    ]);

    const bundle = await createTrainingBundle(t.db, {
      courseIds: [c.course.id],
      estimatedPrice: 90_000,
    });
    const bundleRes = await c.admin.agent.put(`/api/admin/training-bundles/${bundle.id}`, {
      name: bundle.name,
      sector: 'Informatique',
      targetAudience: 'individual',
      courseIds: [c.course.id],
      estimatedPrice: 80_000,
    });
    expect(bundleRes.statusCode).toBe(200);
    expect(await linesOf(bundle.id)).toEqual([
      expect.objectContaining({
        action: 'bundle.price',
        before: { estimatedPrice: 90_000 },
        after: { estimatedPrice: 80_000 },
      }),
    ]);

    const plan = await createSubscriptionPlan(t.db, { monthlyPrice: 10, yearlyPrice: 100 });
    const planRes = await c.admin.agent.put(
      `/api/admin/subscription-plans/${plan.id}`,
      planForm({
        name: plan.name,
        description: 'Des cours',
        yearlyPrice: 100,
        features: 'Certificat',
      }),
    );
    expect(planRes.statusCode).toBe(200);
    expect(await linesOf(plan.id)).toEqual([
      expect.objectContaining({
        action: 'subscription_plan.price',
        entity: 'subscription_plans',
        // Only the price that changed.
        before: { monthlyPrice: 10 },
        after: { monthlyPrice: 12.5 },
      }),
    ]);
  });

  it('a live class’s new price writes a line', async () => {
    const lc = await createLiveClass(t.db, {
      courseId: c.course.id,
      instructorId: c.owner.user.id,
      title: 'Atelier',
      scheduledAt: new Date(Date.now() + 2 * 24 * 3600 * 1000),
      meetingUrl: 'https://meet.jit.si/kelasi-prix',
      isFree: false,
      price: 5,
      isPublished: true,
    });
    const res = await c.owner.agent.put(`/api/live-classes/${lc.id}`, {
      courseId: c.course.id,
      title: 'Atelier',
      description: '',
      scheduledAt: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(),
      duration: 60,
      meetingUrl: 'https://meet.jit.si/kelasi-prix',
      isFree: false,
      price: 8,
      maxParticipants: null,
      isPublished: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await linesOf(lc.id)).toEqual([
      priceLine(c.owner, 'live_class.price', 'live_classes', { price: 5 }, { price: 8 }),
    ]);
  });
});

describe('admin deletions', () => {
  it('an admin deleting a lesson, a quiz, an announcement or a plan writes a line with what it was', async () => {
    const course = await insertCourse(t.db, { instructorId: c.owner.user.id });
    const lesson = await insertLesson(t.db, { courseId: course.id, title: 'Leçon retirée' });
    const { quiz } = await createQuiz(t.db, { courseId: course.id, title: 'Quiz retiré' });
    const [announcement] = await createAnnouncements(t.db, [
      { authorId: c.admin.user.id, title: 'Annonce retirée' },
    ]);
    const plan = await createSubscriptionPlan(t.db, { name: 'Plan retiré' });
    const calls: [string, string, string, Record<string, unknown>][] = [
      [`/api/lessons/${lesson.id}`, lesson.id, 'lesson.delete', { title: 'Leçon retirée' }],
      [`/api/quizzes/${quiz.id}`, quiz.id, 'quiz.delete', { title: 'Quiz retiré' }],
      [
        `/api/announcements/${announcement!.id}`,
        announcement!.id,
        'announcement.delete',
        { title: 'Annonce retirée' },
      ],
      [`/api/admin/subscription-plans/${plan.id}`, plan.id, 'subscription_plan.delete', {}],
    ];
    for (const [path, id, action, before] of calls) {
      const res = await c.admin.agent.delete(path);
      expect(res.statusCode, path).toBeLessThan(300);
      expect(await linesOf(id)).toEqual([
        {
          actorId: c.admin.user.id,
          action,
          entity: expect.any(String),
          before: expect.objectContaining(before),
          after: null,
        },
      ]);
    }
    // The record names what is gone by the title the line kept.
    const page = await c.admin.agent.get('/api/admin/audit?action=lesson.delete');
    expect(page.json().items).toContainEqual(
      expect.objectContaining({ entityId: lesson.id, subject: 'Leçon retirée' }),
    );
  });

  it('an instructor deleting their own lesson writes no line; a refused deletion writes none', async () => {
    const course = await insertCourse(t.db, { instructorId: c.owner.user.id });
    const lesson = await insertLesson(t.db, { courseId: course.id });
    expect((await c.owner.agent.delete(`/api/lessons/${lesson.id}`)).statusCode).toBe(204);
    expect(await linesOf(lesson.id)).toEqual([]);

    const other = await insertLesson(t.db, { courseId: course.id });
    expect((await c.other.agent.delete(`/api/lessons/${other.id}`)).statusCode).toBe(403);
    expect(
      await t.db.$count(
        auditLog,
        and(eq(auditLog.entityId, other.id), eq(auditLog.action, 'lesson.delete')),
      ),
    ).toBe(0);
  });
});
