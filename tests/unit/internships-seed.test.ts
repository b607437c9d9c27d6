import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { internshipStatuses } from '../../src/contract/internships.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  enrollments,
  internships,
  notifications,
  users,
} from '../../src/server/db/schema/index.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo internships', () => {
  it(
    'cover every status, for the demo student and others, on courses they are enrolled in',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        const { db } = database;
        expect(await seedIfEmpty(db)).toBe(true);
        const rows = await db.select().from(internships);
        const [grace] = await db
          .select()
          .from(users)
          .where(eq(users.email, demoAccounts.student.email));
        const own = rows.filter((r) => r.userId === grace!.id);
        expect(new Set(own.map((r) => r.status))).toEqual(new Set(internshipStatuses));
        expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThan(1);
        for (const r of rows) {
          const [enrolled] = await db
            .select()
            .from(enrollments)
            .where(and(eq(enrollments.userId, r.userId), eq(enrollments.courseId, r.courseId)));
          expect(enrolled, `${r.companyName}: enrolled`).toBeDefined();
          // Days are stored at noon UTC, the end on or after the start.
          expect(r.startDate.getUTCHours()).toBe(12);
          expect(r.endDate.getTime()).toBeGreaterThanOrEqual(r.startDate.getTime());
          if (r.status === 'completed') expect(r.endDate.getTime()).toBeLessThan(Date.now());
          if (r.supervisorEmail) expect(r.supervisorEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
          expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
          expect(r.createdAt.getTime()).toBeGreaterThan(Date.now() - 365 * DAY_MS);
        }
        // Her bell tells her of each decision on her requests.
        const bell = await db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, grace!.id), eq(notifications.type, 'internship_status')),
          );
        expect(bell.map((n) => n.title).sort()).toEqual([
          'Demande de stage approuvée',
          'Demande de stage rejetée',
          'Stage terminé',
        ]);
        expect(bell.every((n) => n.link === '/internships')).toBe(true);
      } finally {
        await database.close();
      }
    },
  );
});
