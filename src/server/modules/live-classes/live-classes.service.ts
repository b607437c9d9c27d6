import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LIVE_CLASS_REMINDER_MS,
  liveClassMessages,
  type liveClassInputSchema,
  type liveClassRegisterSchema,
} from '../../../contract/live-classes.ts';
import { paymentMessages, type paymentDecisionSchema } from '../../../contract/payments.ts';
import { paymentMethods } from '../../../contract/payments-labels.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  courses,
  liveClasses,
  liveClassRegistrations,
  payments,
  users,
} from '../../db/schema/index.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { recordAudit, recordPriceChange } from '../audit/audit-record.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/session.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { cdfPerUsd as currentCdfPerUsd, toCdf } from '../payments/exchange-rate.ts';
import type { PaymentFlow } from '../payments/payment-flow.ts';
import { paymentReviewColumns } from '../payments/payment-review.ts';
import { icsCalendar } from './ics.ts';
import { createLiveClassPaymentKind, isPaid, seatsTaken } from './live-class-payment-kind.ts';

const m = liveClassMessages;

export interface LiveClassesDeps {
  notifications: NotificationsService;
  flow: PaymentFlow;
  /** The clock classes are judged by (past, upcoming, reminders); tests move it. */
  now: () => Date;
}

const courseRef = (id: string | null, title: string | null) =>
  id && title !== null ? { id, title } : null;

/** The columns of a class as its instructor sees it (with the meeting link). */
const classColumns = (now: Date) => ({
  id: liveClasses.id,
  courseId: liveClasses.courseId,
  courseTitle: courses.title,
  instructorId: liveClasses.instructorId,
  title: liveClasses.title,
  description: liveClasses.description,
  scheduledAt: liveClasses.scheduledAt,
  duration: liveClasses.duration,
  meetingUrl: liveClasses.meetingUrl,
  isFree: liveClasses.isFree,
  price: liveClasses.price,
  maxParticipants: liveClasses.maxParticipants,
  isPublished: liveClasses.isPublished,
  isPast: sql<boolean>`${liveClasses.scheduledAt} < ${now.toISOString()}::timestamptz`,
  seatsTaken,
  createdAt: liveClasses.createdAt,
  updatedAt: liveClasses.updatedAt,
});
interface ClassRow {
  courseId: string | null;
  courseTitle: string | null;
  price: number;
}
const shapeClass = <R extends ClassRow>({ courseTitle, ...row }: R, rate: number) => ({
  ...row,
  priceCdf: toCdf(row.price, rate),
  course: courseRef(row.courseId, courseTitle),
});

/** A registration as the class's instructor sees it. */
const registrationColumns = {
  id: liveClassRegistrations.id,
  liveClassId: liveClassRegistrations.liveClassId,
  userId: users.id,
  userName: users.name,
  paymentStatus: liveClassRegistrations.paymentStatus,
  paymentId: liveClassRegistrations.paymentId,
  // The payment of a paid class (left join: all null for a free one).
  paymentMethod: payments.paymentMethod,
  phoneNumber: payments.phoneNumber,
  transactionId: payments.transactionId,
  proofImage: payments.proofImage,
  amountPaid: payments.amountUsd,
  amountAskedCdf: payments.amount,
  registeredAt: liveClassRegistrations.registeredAt,
  decidedAt: payments.decidedAt,
  ...paymentReviewColumns,
};
const shapeRegistration = <R extends { userId: string; userName: string }>({
  userId,
  userName,
  ...row
}: R) => ({ ...row, user: { id: userId, name: userName } });

/** One of the caller's registrations; the meeting link leaves the database only once confirmed. */
const myColumns = {
  id: liveClassRegistrations.id,
  liveClassId: liveClassRegistrations.liveClassId,
  paymentStatus: liveClassRegistrations.paymentStatus,
  amountPaid: payments.amountUsd,
  amountAskedCdf: payments.amount,
  registeredAt: liveClassRegistrations.registeredAt,
  title: liveClasses.title,
  scheduledAt: liveClasses.scheduledAt,
  duration: liveClasses.duration,
  courseId: courses.id,
  courseTitle: courses.title,
  meetingUrl: sql<
    string | null
  >`case when ${liveClassRegistrations.paymentStatus} = 'confirmed' then ${liveClasses.meetingUrl} end`,
};
interface MyRow {
  title: string;
  scheduledAt: Date;
  duration: number;
  courseId: string | null;
  courseTitle: string | null;
}
const shapeMine = <R extends MyRow>({
  title,
  scheduledAt,
  duration,
  courseId,
  courseTitle,
  ...row
}: R) => ({
  ...row,
  liveClass: { title, scheduledAt, duration, course: courseRef(courseId, courseTitle) },
});

/** A registration joined to the payment of its seat, if any. */
const withPayment = eq(payments.id, liveClassRegistrations.paymentId);

export function createLiveClassesService(db: Db, deps: LiveClassesDeps) {
  const cdfPerUsd = (executor: Db | Tx = db) => currentCdfPerUsd(executor);
  const liveClassPayment = createLiveClassPaymentKind(deps.now);
  deps.flow.register(liveClassPayment);

  async function oneClass(id: string, now: Date) {
    const [[row], rate] = await Promise.all([
      db
        .select(classColumns(now))
        .from(liveClasses)
        .leftJoin(courses, eq(courses.id, liveClasses.courseId))
        .where(eq(liveClasses.id, id)),
      cdfPerUsd(),
    ]);
    if (!row) throw appError('LIVE_CLASS_NOT_FOUND');
    return shapeClass(row, rate);
  }

  async function oneMine(registrationId: string) {
    const [row] = await db
      .select(myColumns)
      .from(liveClassRegistrations)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
      .leftJoin(courses, eq(courses.id, liveClasses.courseId))
      .leftJoin(payments, withPayment)
      .where(eq(liveClassRegistrations.id, registrationId));
    if (!row) throw appError('LIVE_CLASS_REGISTRATION_NOT_FOUND');
    return shapeMine(row);
  }

  /** The caller's pending or confirmed registration to a class, if any. */
  async function existing(user: SessionUser, liveClassId: string) {
    const [row] = await db
      .select({ id: liveClassRegistrations.id })
      .from(liveClassRegistrations)
      .where(
        and(
          eq(liveClassRegistrations.liveClassId, liveClassId),
          eq(liveClassRegistrations.userId, user.id),
          inArray(liveClassRegistrations.paymentStatus, ['pending', 'confirmed']),
        ),
      );
    return row ?? null;
  }

  /** The course a class is attached to must be one of its instructor's (404, then 403). */
  async function assertOwnCourse(executor: Db | Tx, courseId: string, instructorId: string) {
    const [course] = await executor
      .select({ instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw appError('COURSE_NOT_FOUND', { fields: { courseId: 'Cours non trouvé' } });
    if (course.instructorId !== instructorId)
      throw appError('LIVE_CLASS_NOT_OWN_COURSE', { fields: { courseId: m.notOwnCourse } });
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

  /** A free class's seat: the class row locked, then the seats counted, in one transaction. */
  async function registerFree(user: SessionUser, id: string) {
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const [liveClass] = await tx
        .select({
          scheduledAt: liveClasses.scheduledAt,
          isPublished: liveClasses.isPublished,
          isFree: liveClasses.isFree,
          price: liveClasses.price,
          maxParticipants: liveClasses.maxParticipants,
        })
        .from(liveClasses)
        .where(eq(liveClasses.id, id))
        .for('update');
      if (!liveClass || !liveClass.isPublished) throw appError('LIVE_CLASS_NOT_FOUND');
      // The price may have changed since the first read: the locked row decides.
      if (isPaid(liveClass)) throw appError('CONFLICT');
      if (liveClass.scheduledAt <= now) throw appError('LIVE_CLASS_PAST');
      if (liveClass.maxParticipants !== null) {
        const [taken] = await tx
          .select({ seats: seatsTaken })
          .from(liveClasses)
          .where(eq(liveClasses.id, id));
        if ((taken?.seats ?? 0) >= liveClass.maxParticipants) throw appError('LIVE_CLASS_FULL');
      }
      const row = {
        paymentStatus: 'confirmed' as const,
        paymentId: null,
        remindedAt: null,
        registeredAt: now,
      };
      const [registration] = await tx
        .insert(liveClassRegistrations)
        .values({ ...row, liveClassId: id, userId: user.id })
        .onConflictDoUpdate({
          target: [liveClassRegistrations.liveClassId, liveClassRegistrations.userId],
          set: row,
        })
        .returning({ id: liveClassRegistrations.id });
      return registration!.id;
    });
    return oneMine(saved);
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
      {
        notFound: 'LIVE_CLASS_NOT_FOUND',
        allow: (row) => liveClassPolicy.canManage(user, row),
        forbidden: 'LIVE_CLASS_FORBIDDEN',
        lock,
      },
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
          .where(eq(liveClasses.instructorId, user.id))
          .orderBy(
            sql`${liveClasses.scheduledAt} < ${now.toISOString()}::timestamptz`,
            sql`case when ${liveClasses.scheduledAt} >= ${now.toISOString()}::timestamptz then ${liveClasses.scheduledAt} end asc`,
            desc(liveClasses.scheduledAt),
            asc(liveClasses.id),
          ),
        db
          .select(registrationColumns)
          .from(liveClassRegistrations)
          .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
          .innerJoin(users, eq(users.id, liveClassRegistrations.userId))
          .leftJoin(payments, withPayment)
          .where(eq(liveClasses.instructorId, user.id))
          .orderBy(
            // Pending first: they are what the instructor has to act on.
            sql`(${liveClassRegistrations.paymentStatus} = 'pending') desc`,
            asc(liveClassRegistrations.registeredAt),
            asc(liveClassRegistrations.id),
          ),
        cdfPerUsd(),
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

    /**
     * GET /api/live-classes/upcoming: published classes not yet started, soonest first, with
     * the seats left and, for a paid class, where to send the money. Never the meeting link.
     */
    async upcoming() {
      const now = deps.now();
      const [rows, rate] = await Promise.all([
        db
          .select({
            id: liveClasses.id,
            title: liveClasses.title,
            description: liveClasses.description,
            scheduledAt: liveClasses.scheduledAt,
            duration: liveClasses.duration,
            isFree: liveClasses.isFree,
            price: liveClasses.price,
            maxParticipants: liveClasses.maxParticipants,
            courseId: courses.id,
            courseTitle: courses.title,
            mobileMoneyInfo: courses.mobileMoneyInfo,
            instructorName: users.name,
            seatsTaken,
          })
          .from(liveClasses)
          .innerJoin(users, eq(users.id, liveClasses.instructorId))
          .leftJoin(courses, eq(courses.id, liveClasses.courseId))
          .where(and(eq(liveClasses.isPublished, true), gt(liveClasses.scheduledAt, now)))
          .orderBy(asc(liveClasses.scheduledAt), asc(liveClasses.id)),
        cdfPerUsd(),
      ]);
      return rows.map(
        ({ courseId, courseTitle, mobileMoneyInfo, instructorName, seatsTaken: taken, ...row }) => {
          const info = mobileMoneyInfo ?? {};
          const numbers = Object.fromEntries(
            paymentMethods.flatMap((method) => {
              const number = info[method]?.trim();
              return number ? [[method, number]] : [];
            }),
          );
          const instructions = info.instructions?.trim();
          const payTo =
            isPaid(row) && Object.keys(numbers).length
              ? { ...numbers, ...(instructions ? { instructions } : {}) }
              : null;
          return {
            ...row,
            priceCdf: toCdf(row.price, rate),
            course: courseRef(courseId, courseTitle),
            instructor: { name: instructorName },
            seatsLeft:
              row.maxParticipants === null ? null : Math.max(0, row.maxParticipants - taken),
            payTo,
          };
        },
      );
    },

    /** GET /api/my-live-classes: the caller's registrations, latest class first. */
    async mine(user: SessionUser) {
      const rows = await db
        .select(myColumns)
        .from(liveClassRegistrations)
        .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
        .leftJoin(courses, eq(courses.id, liveClasses.courseId))
        .leftJoin(payments, withPayment)
        .where(eq(liveClassRegistrations.userId, user.id))
        .orderBy(desc(liveClasses.scheduledAt), asc(liveClassRegistrations.id));
      return rows.map(shapeMine);
    },

    /**
     * POST /api/live-classes/{id}/register. A free class: confirmed at once. A paid one: the
     * mobile-money payment flow, pending until the instructor decides. A pending or confirmed
     * registration is answered as it is (200: registering twice changes nothing); a rejected
     * one may register again with a new proof. The class row is locked, then the seats taken
     * counted, in one transaction: concurrent registrations never exceed maxParticipants.
     */
    async register(user: SessionUser, id: string, input: z.output<typeof liveClassRegisterSchema>) {
      const [target] = await db
        .select({
          isPublished: liveClasses.isPublished,
          instructorId: liveClasses.instructorId,
          isFree: liveClasses.isFree,
          price: liveClasses.price,
        })
        .from(liveClasses)
        .where(eq(liveClasses.id, id));
      if (!target || !target.isPublished) throw appError('LIVE_CLASS_NOT_FOUND');
      if (target.instructorId === user.id) throw appError('LIVE_CLASS_OWN');
      const held = await existing(user, id);
      if (held) return { created: false, registration: await oneMine(held.id) };
      if (!isPaid(target)) return { created: true, registration: await registerFree(user, id) };

      const fields: Record<string, string> = {};
      if (!input?.paymentMethod) fields.paymentMethod = paymentMessages.methodRequired;
      if (!input?.phoneNumber) fields.phoneNumber = paymentMessages.phoneRequired;
      const first = Object.values(fields)[0];
      if (first) throw appError('VALIDATION_ERROR', { message: first, fields });
      try {
        const payment = await deps.flow.request(
          liveClassPayment,
          user,
          id,
          { ...input!, paymentMethod: input!.paymentMethod!, phoneNumber: input!.phoneNumber! },
          undefined,
        );
        const [registration] = await db
          .select({ id: liveClassRegistrations.id })
          .from(liveClassRegistrations)
          .where(eq(liveClassRegistrations.paymentId, payment.id));
        return { created: true, registration: await oneMine(registration!.id) };
      } catch (error) {
        // Registered meanwhile (a second tap): answered as it is.
        const again = await existing(user, id);
        if (again) return { created: false, registration: await oneMine(again.id) };
        throw error;
      }
    },

    /**
     * PATCH /api/instructor/live-class-registrations/{id}: the payment flow's decision on the
     * registration's payment, by the class's instructor or an admin.
     */
    async decide(
      user: SessionUser,
      registrationId: string,
      input: z.output<typeof paymentDecisionSchema>,
    ) {
      const registration = await loadRow(
        db
          .select({
            id: liveClassRegistrations.id,
            paymentId: liveClassRegistrations.paymentId,
            instructorId: liveClasses.instructorId,
          })
          .from(liveClassRegistrations)
          .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
          .where(eq(liveClassRegistrations.id, registrationId)),
        {
          notFound: 'LIVE_CLASS_REGISTRATION_NOT_FOUND',
          allow: (row) => liveClassPolicy.canManage(user, row),
          forbidden: 'LIVE_CLASS_FORBIDDEN',
        },
      );
      if (registration.paymentId === null) throw appError('LIVE_CLASS_NOT_PAID');
      await deps.flow.decide(user, registration.paymentId, input, {
        kind: 'live_class',
        notFound: 'LIVE_CLASS_REGISTRATION_NOT_FOUND',
        forbidden: 'LIVE_CLASS_FORBIDDEN',
      });
      const [row] = await db
        .select(registrationColumns)
        .from(liveClassRegistrations)
        .innerJoin(users, eq(users.id, liveClassRegistrations.userId))
        .leftJoin(payments, withPayment)
        .where(eq(liveClassRegistrations.id, registration.id));
      return shapeRegistration(row!);
    },

    /**
     * GET /api/live-classes/{id}/calendar.ics: the class as an iCalendar event, with the meeting
     * link, for a confirmed registered student, the class's instructor and admins.
     */
    async calendar(user: SessionUser, id: string) {
      const [row] = await db
        .select({
          id: liveClasses.id,
          title: liveClasses.title,
          description: liveClasses.description,
          scheduledAt: liveClasses.scheduledAt,
          duration: liveClasses.duration,
          meetingUrl: liveClasses.meetingUrl,
          isPublished: liveClasses.isPublished,
          instructorId: liveClasses.instructorId,
          courseTitle: courses.title,
          paymentStatus: liveClassRegistrations.paymentStatus,
        })
        .from(liveClasses)
        .leftJoin(courses, eq(courses.id, liveClasses.courseId))
        .leftJoin(
          liveClassRegistrations,
          and(
            eq(liveClassRegistrations.liveClassId, liveClasses.id),
            eq(liveClassRegistrations.userId, user.id),
          ),
        )
        .where(eq(liveClasses.id, id));
      if (!row) throw appError('LIVE_CLASS_NOT_FOUND');
      const allowed = liveClassPolicy.canManage(user, row) || row.paymentStatus === 'confirmed';
      if (!allowed)
        throw appError(row.isPublished ? 'LIVE_CLASS_NOT_REGISTERED' : 'LIVE_CLASS_NOT_FOUND');
      const description = [
        row.courseTitle ? `Cours : ${row.courseTitle}` : null,
        row.description,
        row.meetingUrl ? `Lien de la réunion : ${row.meetingUrl}` : null,
      ]
        .filter(Boolean)
        .join('\n\n');
      return icsCalendar({
        uid: `${row.id}@kelasi`,
        start: row.scheduledAt,
        end: new Date(row.scheduledAt.getTime() + row.duration * 60_000),
        stamp: deps.now(),
        summary: `Cours en direct : ${row.title}`,
        description,
        url: row.meetingUrl,
      });
    },

    /**
     * Notifies confirmed students of the classes starting within the hour, once: the UPDATE …
     * WHERE remindedAt IS NULL … RETURNING marks each registration as it picks it, so several
     * servers running it at once never remind anyone twice. Answers how many were reminded.
     */
    async sendReminders(): Promise<number> {
      const now = deps.now();
      const deliveries: Delivery[] = [];
      await db.transaction(async (tx) => {
        // The WHERE comes after FROM (UPDATE … FROM live_classes WHERE …), which the lint rule misses.
        // eslint-disable-next-line drizzle/enforce-update-with-where
        const due = await tx
          .update(liveClassRegistrations)
          .set({ remindedAt: now })
          .from(liveClasses)
          .where(
            and(
              eq(liveClassRegistrations.liveClassId, liveClasses.id),
              isNull(liveClassRegistrations.remindedAt),
              eq(liveClassRegistrations.paymentStatus, 'confirmed'),
              eq(liveClasses.isPublished, true),
              gt(liveClasses.scheduledAt, now),
              lte(liveClasses.scheduledAt, new Date(now.getTime() + LIVE_CLASS_REMINDER_MS)),
            ),
          )
          .returning({
            userId: liveClassRegistrations.userId,
            title: liveClasses.title,
            scheduledAt: liveClasses.scheduledAt,
          });
        for (const reminder of due) {
          const minutes = Math.max(
            1,
            Math.round((reminder.scheduledAt.getTime() - now.getTime()) / 60_000),
          );
          deliveries.push(
            await deps.notifications.notify(tx, {
              userId: reminder.userId,
              type: 'live_class_soon',
              title: m.reminderTitle,
              message: `Le cours en direct « ${reminder.title} » commence dans ${minutes} minute${minutes > 1 ? 's' : ''}. Le lien de la réunion est sur la page Cours en direct.`,
              link: '/live-classes',
            }),
          );
        }
      });
      for (const deliver of deliveries) deliver();
      return deliveries.length;
    },
  };
}

export type LiveClassesService = ReturnType<typeof createLiveClassesService>;
