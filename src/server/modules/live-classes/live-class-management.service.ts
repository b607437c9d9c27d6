import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  liveClassMessages as m,
  type liveClassInputSchema,
} from '../../../contract/live-classes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courses, liveClasses, liveClassRegistrations, payments } from '../../db/schema/index.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { recordAudit, recordPriceChange } from '../audit/index.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import { cdfPerUsd } from '../payments/index.ts';
import {
  classColumns,
  selectRegistrations,
  shapeClass,
  shapeRegistration,
} from './live-class-columns.ts';
import { isPaid, seatsTaken } from './live-class-payment-kind.ts';
import type { LiveClassesDeps } from './live-classes.service.ts';

/** The classes as their instructor (or an admin) manages them: list, create, update, remove. */
export function createLiveClassManagement(db: Db, deps: Pick<LiveClassesDeps, 'flow' | 'now'>) {
  async function oneClass(id: string, now: Date) {
    const [row, rate] = await Promise.all([
      loadRow(
        db
          .select(classColumns(now))
          .from(liveClasses)
          .leftJoin(courses, eq(courses.id, liveClasses.courseId))
          .where(eq(liveClasses.id, id)),
        { notFound: 'LIVE_CLASS_NOT_FOUND' },
      ),
      cdfPerUsd(db),
    ]);
    return shapeClass(row, rate);
  }

  /** The course a class is attached to must be one of its instructor's (404, then 403). */
  async function assertOwnCourse(executor: Db | Tx, courseId: string, instructorId: string) {
    await loadRow(
      executor
        .select({ instructorId: courses.instructorId })
        .from(courses)
        .where(eq(courses.id, courseId)),
      {
        notFound: 'COURSE_NOT_FOUND',
        allow: (course) => liveClassPolicy.mayAttachTo(instructorId, course),
        forbidden: 'LIVE_CLASS_NOT_OWN_COURSE',
        field: 'courseId',
      },
    );
  }

  /** What is stored of the form: a class with no price is free, a free one costs nothing. */
  const values = (input: z.output<typeof liveClassInputSchema>) => {
    const isFree = input.isFree || input.price === 0;
    return {
      courseId: input.courseId,
      title: input.title,
      description: input.description ?? null,
      scheduledAt: input.scheduledAt,
      duration: input.duration,
      meetingUrl: input.meetingUrl ?? null,
      isFree,
      price: isFree ? 0 : input.price,
      maxParticipants: input.maxParticipants ?? null,
      isPublished: input.isPublished,
    };
  };

  /**
   * A class made free confirms the payments still waiting for it, each through the payment
   * flow's decision (effect, audit line, the student told), by whoever made it free.
   */
  async function confirmNowFree(user: SessionUser, id: string) {
    const pending = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'live_class'),
          eq(payments.itemId, id),
          eq(payments.status, 'pending'),
        ),
      );
    for (const payment of pending) {
      await deps.flow
        .decideAs({ actor: user, via: 'person' }, payment.id, {
          status: 'confirmed',
          reason: m.nowFree,
        })
        // Decided meanwhile by someone else: nothing left to do.
        .catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'PAYMENT_ALREADY_DECIDED')) throw error;
        });
    }
  }

  const loadManaged = (executor: Db | Tx, user: SessionUser, id: string, lock = false) =>
    loadRow(
      executor
        .select({
          id: liveClasses.id,
          instructorId: liveClasses.instructorId,
          price: liveClasses.price,
          isFree: liveClasses.isFree,
        })
        .from(liveClasses)
        .where(eq(liveClasses.id, id)),
      { notFound: 'LIVE_CLASS_NOT_FOUND', ...liveClassPolicy.managedBy(user), lock },
    );

  return {
    /**
     * GET /api/instructor/live-classes: the caller's classes, those to come first (soonest
     * first), then past ones (latest first), each with its registrations. Three queries
     * whatever the number of classes: the classes, all their registrations, the rate.
     */
    async instructorList(user: SessionUser) {
      const now = deps.now();
      const [rows, registrations, rate] = await Promise.all([
        db
          .select(classColumns(now))
          .from(liveClasses)
          .leftJoin(courses, eq(courses.id, liveClasses.courseId))
          .where(liveClassPolicy.instructedWhere(user))
          .orderBy(
            sql`${liveClasses.scheduledAt} < ${now.toISOString()}::timestamptz`,
            sql`case when ${liveClasses.scheduledAt} >= ${now.toISOString()}::timestamptz then ${liveClasses.scheduledAt} end asc`,
            desc(liveClasses.scheduledAt),
            asc(liveClasses.id),
          ),
        selectRegistrations(db, liveClassPolicy.instructedWhere(user)).orderBy(
          // Pending first: they are what the instructor has to act on.
          sql`(${liveClassRegistrations.paymentStatus} = 'pending') desc`,
          asc(liveClassRegistrations.registeredAt),
          asc(liveClassRegistrations.id),
        ),
        cdfPerUsd(db),
      ]);
      const byClass = new Map<
        string,
        ReturnType<typeof shapeRegistration<(typeof registrations)[number]>>[]
      >();
      for (const registration of registrations) {
        const list = byClass.get(registration.liveClassId) ?? [];
        list.push(shapeRegistration(registration));
        byClass.set(registration.liveClassId, list);
      }
      return rows.map((row) => ({
        ...shapeClass(row, rate),
        registrations: byClass.get(row.id) ?? [],
      }));
    },

    /** POST /api/live-classes: the caller's class, attached to one of the caller's courses. */
    async create(user: SessionUser, input: z.output<typeof liveClassInputSchema>) {
      await assertOwnCourse(db, input.courseId, user.id);
      const [row] = await db
        .insert(liveClasses)
        .values({ ...values(input), instructorId: user.id })
        .returning({ id: liveClasses.id });
      return oneClass(row!.id, deps.now());
    },

    /**
     * PUT /api/live-classes/{id}: its instructor or an admin. The course stays one of the class's
     * instructor's; the limit never drops below the seats already taken (row locked meanwhile,
     * so no registration slips in between).
     */
    async update(user: SessionUser, id: string, input: z.output<typeof liveClassInputSchema>) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const liveClass = await loadManaged(tx, user, id, true);
        await assertOwnCourse(tx, input.courseId, liveClass.instructorId);
        const next = values(input);
        if (next.maxParticipants !== null) {
          const [taken] = await tx
            .select({ seats: seatsTaken })
            .from(liveClasses)
            .where(eq(liveClasses.id, id));
          if ((taken?.seats ?? 0) > next.maxParticipants)
            throw appError('LIVE_CLASS_SEATS_TAKEN', {
              fields: { maxParticipants: m.seatsTaken },
            });
        }
        await tx
          .update(liveClasses)
          .set({ ...next, updatedAt: now })
          .where(eq(liveClasses.id, id));
        await recordPriceChange(tx, user, {
          action: 'live_class.price',
          entity: 'live_classes',
          entityId: id,
          before: { price: liveClass.price, isFree: liveClass.isFree },
          after: { price: next.price, isFree: next.isFree },
        });
      });
      if (!isPaid(values(input))) await confirmNowFree(user, id);
      return oneClass(id, now);
    },

    /**
     * DELETE /api/live-classes/{id}: its instructor or an admin, unless a student registered or
     * paid for it (409, whatever the payment's status: the money's trace stays; unpublish
     * instead). The class row is locked first; the deletion writes an audit line.
     */
    async remove(user: SessionUser, id: string) {
      await db.transaction(async (tx) => {
        await loadManaged(tx, user, id, true);
        const [deleted] = await tx
          .delete(liveClasses)
          .where(
            and(
              eq(liveClasses.id, id),
              notExists(
                tx
                  .select({ id: payments.id })
                  .from(payments)
                  .where(and(eq(payments.kind, 'live_class'), eq(payments.itemId, id))),
              ),
              notExists(
                tx
                  .select({ id: liveClassRegistrations.id })
                  .from(liveClassRegistrations)
                  .where(eq(liveClassRegistrations.liveClassId, id)),
              ),
            ),
          )
          .returning({
            title: liveClasses.title,
            courseId: liveClasses.courseId,
            scheduledAt: liveClasses.scheduledAt,
            price: liveClasses.price,
          });
        if (!deleted) throw appError('LIVE_CLASS_HAS_PAYMENTS');
        await recordAudit(tx, user, {
          action: 'live_class.delete',
          entity: 'live_classes',
          entityId: id,
          before: deleted,
        });
      });
    },
  };
}
