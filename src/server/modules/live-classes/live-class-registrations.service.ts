import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { liveClassRegisterSchema } from '../../../contract/live-classes.ts';
import { paymentMessages, type paymentDecisionSchema } from '../../../contract/payments.ts';
import { paymentMethods } from '../../../contract/payments-labels.ts';
import type { Db } from '../../db/client.ts';
import { courses, liveClasses, liveClassRegistrations, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import { cdfPerUsd, toCdf, type PaymentKindPlugin } from '../payments/index.ts';
import { icsCalendar } from './ics.ts';
import {
  courseRef,
  eventColumns,
  selectMine,
  selectRegistrations,
  shapeMine,
  shapeRegistration,
} from './live-class-columns.ts';
import { assertSeatLeft, heldSeat, isPaid, seatsTaken } from './live-class-payment-kind.ts';
import type { LiveClassesDeps } from './live-classes.service.ts';

/**
 * The students' side of the classes: those to come, registering (free, or through the payment
 * flow with `liveClassPayment`), the decision on a paid seat, the caller's registrations and the
 * calendar file.
 */
export function createLiveClassRegistrations(
  db: Db,
  deps: Pick<LiveClassesDeps, 'flow' | 'now'>,
  liveClassPayment: PaymentKindPlugin,
) {
  async function oneMine(registrationId: string) {
    const row = await loadRow(selectMine(db, eq(liveClassRegistrations.id, registrationId)), {
      notFound: 'LIVE_CLASS_REGISTRATION_NOT_FOUND',
    });
    return shapeMine(row);
  }

  /** The caller's pending or confirmed registration to a class, if any. */
  const existing = (user: SessionUser, liveClassId: string) => heldSeat(db, user.id, liveClassId);

  /** A free class's seat: the class row locked, then the seats counted, in one transaction. */
  async function registerFree(user: SessionUser, id: string) {
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const liveClass = await loadRow(
        tx
          .select({
            id: liveClasses.id,
            scheduledAt: liveClasses.scheduledAt,
            isPublished: liveClasses.isPublished,
            isFree: liveClasses.isFree,
            price: liveClasses.price,
            maxParticipants: liveClasses.maxParticipants,
          })
          .from(liveClasses)
          .where(eq(liveClasses.id, id)),
        {
          notFound: 'LIVE_CLASS_NOT_FOUND',
          allow: liveClassPolicy.isOpen,
          forbidden: 'not-found',
          lock: true,
        },
      );
      // The price may have changed since the first read: the locked row decides.
      if (isPaid(liveClass)) throw appError('CONFLICT');
      await assertSeatLeft(tx, liveClass, now);
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

  return {
    /**
     * GET /api/live-classes/upcoming: published classes not yet started, soonest first, with
     * the seats left and, for a paid class, where to send the money. Never the meeting link.
     */
    async upcoming() {
      const now = deps.now();
      const [rows, rate] = await Promise.all([
        db
          .select({
            ...eventColumns,
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
          .where(and(liveClassPolicy.openWhere, gt(liveClasses.scheduledAt, now)))
          .orderBy(asc(liveClasses.scheduledAt), asc(liveClasses.id)),
        cdfPerUsd(db),
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
      const rows = await selectMine(db, eq(liveClassRegistrations.userId, user.id)).orderBy(
        desc(liveClasses.scheduledAt),
        asc(liveClassRegistrations.id),
      );
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
      const target = await loadRow(
        db
          .select({
            isPublished: liveClasses.isPublished,
            instructorId: liveClasses.instructorId,
            isFree: liveClasses.isFree,
            price: liveClasses.price,
          })
          .from(liveClasses)
          .where(eq(liveClasses.id, id)),
        { notFound: 'LIVE_CLASS_NOT_FOUND', allow: liveClassPolicy.isOpen, forbidden: 'not-found' },
      );
      if (liveClassPolicy.isOwnClass(user, target)) throw appError('LIVE_CLASS_OWN');
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
        { notFound: 'LIVE_CLASS_REGISTRATION_NOT_FOUND', ...liveClassPolicy.managedBy(user) },
      );
      if (registration.paymentId === null) throw appError('LIVE_CLASS_NOT_PAID');
      await deps.flow.decide(user, registration.paymentId, input, {
        kind: 'live_class',
        notFound: 'LIVE_CLASS_REGISTRATION_NOT_FOUND',
        forbidden: 'LIVE_CLASS_FORBIDDEN',
      });
      const [row] = await selectRegistrations(db, eq(liveClassRegistrations.id, registration.id));
      return shapeRegistration(row!);
    },

    /**
     * GET /api/live-classes/{id}/calendar.ics: the class as an iCalendar event, with the meeting
     * link, for a confirmed registered student, the class's instructor and admins.
     */
    async calendar(user: SessionUser, id: string) {
      // A class the caller may not see does not exist for them; a published one they may not
      // join says why.
      const row = await loadRow(
        db
          .select({
            ...eventColumns,
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
          .where(eq(liveClasses.id, id)),
        {
          notFound: 'LIVE_CLASS_NOT_FOUND',
          allow: (r) => liveClassPolicy.canSee(user, r),
          forbidden: 'not-found',
        },
      );
      if (!liveClassPolicy.canJoin(user, row)) throw appError('LIVE_CLASS_NOT_REGISTERED');
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
  };
}
