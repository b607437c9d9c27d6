/**
 * The admin dashboard's own rules (issue 21, parts 1–3): statistics, the paged courses and users
 * lists, deleting a course, changing a role and suspending an account. Every role or account
 * change is written to the audit record in the transaction that makes it.
 */
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminCourseQuerySchema,
  adminUserQuerySchema,
  AdminWeek,
} from '../../../contract/admin.ts';
import { ADMIN_CHART_WEEKS } from '../../../contract/admin.ts';
import type { Role } from '../../../contract/roles.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  announcements,
  courses,
  enrollments,
  payments,
  sessions,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { readPage } from '../../lib/paged-list.ts';
import { qualified } from '../../lib/sql-columns.ts';
import { loadRow } from '../../policies/load-row.ts';
import * as userPolicy from '../../policies/user.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { deleteCourse } from '../courses/index.ts';

export interface AdminDeps {
  now: () => Date;
}

/** `ILIKE '%term%'` matching the term literally: its `%`, `_` and `\` are escaped. */
export function containsLiterally(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const count = (from: SQL) => sql<number>`(select count(*) from ${from})`.mapWith(Number);

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  bio: users.bio,
  avatar: users.avatar,
  role: users.role,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

/**
 * Before an account may lose its admin powers (demotion, suspension): locks every active admin
 * row, in id order so that two such changes never deadlock, then refuses when the caller is no
 * longer an active admin (demoted or suspended meanwhile) or when the target is the last one.
 * Two admins demoting each other at once are thus serialized: the second sees one admin left.
 */
async function keepsAnAdmin(tx: Tx, admin: SessionUser, targetId: string): Promise<void> {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(users.id)
    .for('update');
  // Acting on oneself is refused by its own rule (SELF_DEMOTION, SELF_SUSPENSION).
  if (targetId === admin.id) return;
  const ids = new Set(active.map((a) => a.id));
  if (ids.has(targetId) && ids.size === 1) throw appError('LAST_ADMIN');
  if (!ids.has(admin.id)) throw appError('FORBIDDEN');
}

export function createAdminService(db: Db, deps: AdminDeps) {
  return {
    /** The dashboard's figures, in one statement of scalar subqueries. */
    async stats() {
      const [row] = await db
        .select({
          totalCourses: count(sql`${courses}`),
          publishedCourses: count(sql`${courses} where ${courses.status} = 'published'`),
          totalUsers: count(sql`${users}`),
          totalInstructors: count(sql`${users} where ${users.role} = 'instructor'`),
          totalEnrollments: count(sql`${enrollments}`),
          totalSubscriptions: count(sql`${userSubscriptions}`),
          totalAnnouncements: count(sql`${announcements}`),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    /**
     * Enrolments and confirmed payments (FC) per week (Monday, UTC) over the last 12 weeks, in
     * one statement: each table is read once over the period and grouped by week.
     */
    async weekly(): Promise<{ weeks: AdminWeek[] }> {
      const now = sql`${deps.now().toISOString()}::timestamptz`;
      const thisWeek = sql`date_trunc('week', ${now} at time zone 'UTC')`;
      const first = sql`(${thisWeek} - interval '${sql.raw(String(ADMIN_CHART_WEEKS - 1))} weeks')`;
      const since = sql`(${first} at time zone 'UTC')`;
      const week = (at: SQL) => sql`date_trunc('week', ${at} at time zone 'UTC')`;
      const paidAt = sql`coalesce(${payments.decidedAt}, ${payments.createdAt})`;
      const rows = await db
        .select({
          weekStart: sql<string>`to_char(weeks.wk, 'YYYY-MM-DD')`,
          enrollments: sql<number>`coalesce(enr.n, 0)`.mapWith(Number),
          paymentsCdf: sql<number>`coalesce(pay.total, 0)`.mapWith(Number),
        })
        .from(
          sql`generate_series(${first}, ${thisWeek}, interval '1 week') as weeks(wk)
          left join (
            select ${week(sql`${enrollments.enrolledAt}`)} as wk, count(*) as n from ${enrollments}
            where ${enrollments.enrolledAt} >= ${since} group by 1
          ) enr on enr.wk = weeks.wk
          left join (
            select wk, sum(amount) as total from (
              select ${week(paidAt)} as wk, ${payments.amount} as amount from ${payments}
              where ${payments.status} = 'confirmed' and ${paidAt} >= ${since}
            ) paid group by wk
          ) pay on pay.wk = weeks.wk`,
        )
        .orderBy(sql`weeks.wk`);
      return { weeks: rows };
    },

    /** Every course, newest first, one page, with its instructor and enrolment count. */
    async courses(query: z.output<typeof adminCourseQuerySchema>) {
      const where = query.q ? ilike(courses.title, containsLiterally(query.q)) : undefined;
      const page = await readPage(
        query,
        db
          .select({
            id: courses.id,
            title: courses.title,
            description: courses.description,
            status: courses.status,
            price: courses.price,
            createdAt: courses.createdAt,
            // Counted for this page's courses only, through the enrolments' course index.
            enrollmentCount: sql<number>`(select count(*) from ${enrollments}
              where ${enrollments.courseId} = ${qualified(courses.id)})`.mapWith(Number),
            instructorId: users.id,
            instructorName: users.name,
          })
          .from(courses)
          .leftJoin(users, eq(users.id, courses.instructorId))
          .where(where)
          .orderBy(desc(courses.createdAt), desc(courses.id)),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(courses)
          .where(where),
      );
      return {
        ...page,
        items: page.items.map(({ instructorId, instructorName, ...course }) => ({
          ...course,
          instructor: instructorId ? { id: instructorId, name: instructorName ?? '' } : null,
        })),
      };
    },

    /** DELETE /api/admin/courses/{id}: see deleteCourse (409 when learners' records hang on it). */
    removeCourse: (admin: SessionUser, courseId: string) => deleteCourse(db, admin, courseId),

    /** Users, newest first, one page: search by any part of the name or email, role filter. */
    async users(query: z.output<typeof adminUserQuerySchema>) {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = containsLiterally(query.q);
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      if (query.role) conditions.push(eq(users.role, query.role));
      const where = conditions.length ? and(...conditions) : undefined;
      return readPage(
        query,
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id)),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(where),
      );
    },

    /**
     * Changes a role. An admin cannot demote themselves, and the last active admin cannot be
     * demoted, even by two admins demoting each other at once (see keepsAnAdmin).
     */
    async setRole(admin: SessionUser, userId: string, role: Role) {
      return db.transaction(async (tx) => {
        if (userPolicy.removesAdmin(role)) await keepsAnAdmin(tx, admin, userId);
        const user = await loadRow(tx.select(userColumns).from(users).where(eq(users.id, userId)), {
          notFound: 'USER_NOT_FOUND',
          lock: true,
        });
        if (userPolicy.isSelfDemotion(admin, user, role)) throw appError('SELF_DEMOTION');
        if (userPolicy.hasRole(user, role)) return user;
        const [updated] = await tx
          .update(users)
          .set({ role })
          .where(eq(users.id, user.id))
          .returning(userColumns);
        await recordAudit(
          tx,
          admin,
          {
            action: 'user.role',
            entity: 'users',
            entityId: user.id,
            before: { role: user.role },
            after: { role },
          },
          deps.now(),
        );
        return updated!;
      });
    },

    /**
     * Suspends an account (it cannot sign in, and its sessions end now) or reinstates it. An
     * admin cannot suspend themselves, nor the last active admin. Asking for the state the
     * account is already in changes nothing and writes no audit line. Reinstating ends the
     * sessions too: any made before or during the suspension stays dead.
     */
    async setSuspension(admin: SessionUser, userId: string, suspended: boolean) {
      return db.transaction(async (tx) => {
        if (suspended) await keepsAnAdmin(tx, admin, userId);
        const user = await loadRow(tx.select(userColumns).from(users).where(eq(users.id, userId)), {
          notFound: 'USER_NOT_FOUND',
          lock: true,
        });
        if (user.id === admin.id && suspended) throw appError('SELF_SUSPENSION');
        if ((user.suspendedAt !== null) === suspended) return user;
        const at = deps.now();
        const [updated] = await tx
          .update(users)
          .set({ suspendedAt: suspended ? at : null })
          .where(eq(users.id, user.id))
          .returning(userColumns);
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await recordAudit(
          tx,
          admin,
          {
            action: suspended ? 'user.suspend' : 'user.reinstate',
            entity: 'users',
            entityId: user.id,
            before: { suspendedAt: user.suspendedAt?.toISOString() ?? null },
            after: { suspendedAt: suspended ? at.toISOString() : null },
          },
          at,
        );
        return updated!;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
