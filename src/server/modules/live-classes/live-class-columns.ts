/**
 * What each reader sees of a live class or a registration: the columns selected and the shape
 * they are answered in, shared by the management and registration parts of the service.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courses,
  liveClasses,
  liveClassRegistrations,
  payments,
  users,
} from '../../db/schema/index.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { toCdf, paymentReviewColumns } from '../payments/index.ts';
import { seatsTaken } from './live-class-payment-kind.ts';

export const courseRef = (id: string | null, title: string | null) =>
  id && title !== null ? { id, title } : null;

/** The event itself, as every reader of a class is told it (the list to come, the calendar). */
export const eventColumns = {
  id: liveClasses.id,
  title: liveClasses.title,
  description: liveClasses.description,
  scheduledAt: liveClasses.scheduledAt,
  duration: liveClasses.duration,
};

/** The columns of a class as its instructor sees it (with the meeting link). */
export const classColumns = (now: Date) => ({
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
export const shapeClass = <R extends ClassRow>({ courseTitle, ...row }: R, rate: number) => ({
  ...row,
  priceCdf: toCdf(row.price, rate),
  course: courseRef(row.courseId, courseTitle),
});

/** A registration as the class's instructor sees it. */
export const registrationColumns = {
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
export const shapeRegistration = <R extends { userId: string; userName: string }>({
  userId,
  userName,
  ...row
}: R) => ({ ...row, user: { id: userId, name: userName } });

/** One of the caller's registrations; the meeting link leaves the database only once confirmed. */
export const myColumns = {
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
  meetingUrl: liveClassPolicy.meetingUrlForRegistrant,
};
interface MyRow {
  title: string;
  scheduledAt: Date;
  duration: number;
  courseId: string | null;
  courseTitle: string | null;
}
export const shapeMine = <R extends MyRow>({
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

/** Registrations as their class's instructor sees them: the student and the seat's payment. */
export const selectRegistrations = (db: Db, where: SQL) =>
  db
    .select(registrationColumns)
    .from(liveClassRegistrations)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
    .innerJoin(users, eq(users.id, liveClassRegistrations.userId))
    .leftJoin(payments, withPayment)
    .where(where);

/** Registrations as their student sees them: the class, its course and the seat's payment. */
export const selectMine = (db: Db, where: SQL) =>
  db
    .select(myColumns)
    .from(liveClassRegistrations)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
    .leftJoin(courses, eq(courses.id, liveClasses.courseId))
    .leftJoin(payments, withPayment)
    .where(where);
