import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  internshipDayToDate,
  internshipMessages,
  internshipStatusBefore,
  internshipStatusNotice,
  internshipTransitionRefused,
  type InternshipStatus,
  type internshipCreateSchema,
} from '../../../contract/internships.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courses, enrollments, internships, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Delivery, NotificationsService } from '../notifications/index.ts';

/** What the student sees of a request: the row and its course's title. */
const columns = {
  id: internships.id,
  userId: internships.userId,
  courseId: internships.courseId,
  courseTitle: courses.title,
  companyName: internships.companyName,
  position: internships.position,
  startDate: internships.startDate,
  endDate: internships.endDate,
  description: internships.description,
  status: internships.status,
  supervisorName: internships.supervisorName,
  supervisorEmail: internships.supervisorEmail,
  supervisorPhone: internships.supervisorPhone,
  createdAt: internships.createdAt,
  updatedAt: internships.updatedAt,
};

/** The admin's row: the request, its course's title and its student (one query, two joins). */
const adminSelect = (db: Db | Tx) =>
  db
    .select({ ...columns, userName: users.name, userEmail: users.email })
    .from(internships)
    .innerJoin(courses, eq(courses.id, internships.courseId))
    .innerJoin(users, eq(users.id, internships.userId));

export interface InternshipsDeps {
  notifications: NotificationsService;
  /** The clock requests are dated by; tests move it. */
  now: () => Date;
}

export function createInternshipsService(db: Db, deps: InternshipsDeps) {
  return {
    /** GET /api/my-internships: the caller's own requests (the owner is in the where), newest first. */
    async mine(user: SessionUser) {
      return db
        .select(columns)
        .from(internships)
        .innerJoin(courses, eq(courses.id, internships.courseId))
        .where(eq(internships.userId, user.id))
        .orderBy(desc(internships.createdAt), desc(internships.id));
    },

    /**
     * POST /api/internships: a pending request on a course the student is enrolled in. The course
     * and the enrolment are checked by one INSERT … SELECT, so the request exists only with them;
     * any other course (unknown, not enrolled) gets the same 400 on the course field.
     */
    async create(user: SessionUser, input: z.output<typeof internshipCreateSchema>) {
      const now = deps.now();
      const [created] = await db
        .insert(internships)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: enrollments.userId,
              courseId: enrollments.courseId,
              companyName: sql`${input.companyName}::text`.as('company_name'),
              position: sql`${input.position}::text`.as('position'),
              startDate: sql`${internshipDayToDate(input.startDate).toISOString()}::timestamptz`.as(
                'start_date',
              ),
              endDate: sql`${internshipDayToDate(input.endDate).toISOString()}::timestamptz`.as(
                'end_date',
              ),
              description: sql`${input.description ?? null}::text`.as('description'),
              status: sql`'pending'::internship_status`.as('status'),
              supervisorName: sql`${input.supervisorName ?? null}::text`.as('supervisor_name'),
              supervisorEmail: sql`${input.supervisorEmail ?? null}::text`.as('supervisor_email'),
              supervisorPhone: sql`${input.supervisorPhone ?? null}::text`.as('supervisor_phone'),
              createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
              updatedAt: sql`${now.toISOString()}::timestamptz`.as('updated_at'),
            })
            .from(enrollments)
            .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, input.courseId))),
        )
        .returning({ id: internships.id });
      if (!created)
        throw appError('INTERNSHIP_COURSE_NOT_ENROLLED', {
          fields: { courseId: internshipMessages.notEnrolled },
        });
      const [row] = await db
        .select(columns)
        .from(internships)
        .innerJoin(courses, eq(courses.id, internships.courseId))
        .where(eq(internships.id, created.id));
      return row!;
    },

    /** GET /api/admin/internships: every request, pending first, then the newest. */
    async list() {
      return adminSelect(db).orderBy(
        sql`(${internships.status} = 'pending') desc`,
        desc(internships.createdAt),
        desc(internships.id),
      );
    },

    /**
     * PUT /api/admin/internships/{id}/status: only the spec's moves (pending → approved | rejected,
     * approved → completed). The conditional UPDATE … WHERE status = <the one status the move
     * starts from> decides atomically: of concurrent decisions one goes through, the others wait
     * on the row, then find it moved and answer 409. The student is notified in the same
     * transaction; the mail goes after the commit.
     */
    async setStatus(id: string, status: InternshipStatus) {
      const from = internshipStatusBefore(status);
      let delivery: Delivery | undefined;
      const updated = await db.transaction(async (tx) => {
        const [moved] = from
          ? await tx
              .update(internships)
              .set({ status, updatedAt: deps.now() })
              .where(and(eq(internships.id, id), eq(internships.status, from)))
              .returning({
                id: internships.id,
                userId: internships.userId,
                companyName: internships.companyName,
                position: internships.position,
              })
          : [];
        if (!moved) {
          const current = await loadRow(
            tx
              .select({ status: internships.status })
              .from(internships)
              .where(eq(internships.id, id)),
            { notFound: 'INTERNSHIP_NOT_FOUND' },
          );
          throw appError('INTERNSHIP_TRANSITION_REFUSED', {
            message: internshipTransitionRefused(current.status, status),
          });
        }
        delivery = await deps.notifications.notify(tx, {
          userId: moved.userId,
          type: 'internship_status',
          ...internshipStatusNotice(status as Exclude<InternshipStatus, 'pending'>, moved),
          link: '/internships',
        });
        const [row] = await adminSelect(tx).where(eq(internships.id, moved.id));
        return row!;
      });
      delivery?.();
      return updated;
    },
  };
}

export type InternshipsService = ReturnType<typeof createInternshipsService>;
