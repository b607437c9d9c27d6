/**
 * Migration 0011 moves every payment (course payments, package purchases, subscriptions, bundle
 * payments, paid live-class registrations) into the one payments table. A database seeded at the
 * schema before it, with every kind in every state, keeps every amount, status and decision.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Database } from '../../src/server/db/client.ts';
import { scratchPostgresDatabase, testDbKind } from '../helpers/database.ts';

/** The last migration before the one payments table. */
const BEFORE = 10;

let workDir: string;
let oldMigrations: string;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'kelasi-migration-'));
  // The migrations as they stood before 0011: the same files, a journal that stops at 0010.
  oldMigrations = path.join(workDir, 'migrations');
  cpSync(migrationsFolder, oldMigrations, { recursive: true });
  const journalPath = path.join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= BEFORE);
  writeFileSync(journalPath, JSON.stringify(journal));
  dataDir = path.join(workDir, 'pglite');
  if (testDbKind === 'postgres') {
    const scratch = await scratchPostgresDatabase();
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});
afterAll(async () => {
  await dropDatabase?.();
  rmSync(workDir, { recursive: true, force: true });
});

const open = (folder?: string): Promise<Database> =>
  openDatabase({ databaseUrl, dataDir, migrationsFolder: folder, poolMax: 2 });

/** The rows of a query, whichever driver answers (both give them as `rows`). */
const rows = async (database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

const ids = {
  admin: randomUUID(),
  instructor: randomUUID(),
  students: [randomUUID(), randomUUID(), randomUUID()],
  course: randomUUID(),
  package: randomUUID(),
  plan: randomUUID(),
  bundle: randomUUID(),
  liveClass: randomUUID(),
};
const statuses = ['pending', 'confirmed', 'rejected'] as const;
const ts = (daysAgo: number) => `'${new Date(Date.UTC(2026, 10, 20 - daysAgo, 9)).toISOString()}'`;

/** Every kind in every state, written as the schema before 0011 held them. */
function oldSeed(): string[] {
  const s = ids.students;
  const decided = (status: string, day: number) =>
    status === 'pending' ? 'null, null' : `'${ids.admin}', ${ts(day)}`;
  const lines = [
    `insert into users (id, email, password_hash, name, role) values
      ('${ids.admin}', 'admin@m.cd', 'x', 'Admin', 'admin'),
      ('${ids.instructor}', 'prof@m.cd', 'x', 'Prof', 'instructor'),
      ${s.map((id, i) => `('${id}', 'e${i}@m.cd', 'x', 'Étudiant ${i}', 'student')`).join(',')}`,
    `insert into courses (id, title, description, category, instructor_id, price, status)
      values ('${ids.course}', 'Python', 'Cours', 'Programmation', '${ids.instructor}', 25000, 'published')`,
    `insert into packages (id, name, course_count, price) values ('${ids.package}', 'Pack', 3, 30000)`,
    `insert into subscription_plans (id, name, description, type, monthly_price, yearly_price)
      values ('${ids.plan}', 'Plan', 'Plan', 'student', 10, 100)`,
    `insert into training_bundles (id, name, sector, estimated_price) values ('${ids.bundle}', 'Pack Web', 'Informatique', 40000)`,
    `insert into live_classes (id, instructor_id, course_id, title, scheduled_at, price, is_published)
      values ('${ids.liveClass}', '${ids.instructor}', '${ids.course}', 'Atelier', ${ts(-5)}, 5, true)`,
    `insert into exchange_rates (cdf_per_usd, set_by_id) values (2900, '${ids.admin}')`,
  ];
  statuses.forEach((status, i) => {
    const user = s[i]!;
    lines.push(
      `insert into payment_requests (id, user_id, course_id, amount, payment_method, phone_number, transaction_id, status, proof_image, notes, decided_by_id, decided_at, created_at)
        values ('${randomUUID()}', '${user}', '${ids.course}', ${25000 + i}, 'mpesa', '+24381000000${i}', 'PR${i}', '${status}', ${i === 1 ? `'/objects/uploads/${randomUUID()}.png'` : 'null'}, 'note ${i}', ${decided(status, 3)}, ${ts(4)})`,
      `insert into package_purchases (id, user_id, package_id, amount_paid, courses_remaining, courses_selected, payment_method, phone_number, transaction_id, status, decided_by_id, decided_at, purchase_date, validated_at)
        values ('${randomUUID()}', '${user}', '${ids.package}', ${30000 + i}, ${status === 'confirmed' ? 2 : 0}, '{}', 'airtel', '+24399000000${i}', 'PP${i}', '${status}', ${decided(status, 5)}, ${ts(6)}, ${status === 'confirmed' ? ts(5) : 'null'})`,
      `insert into user_subscriptions (id, user_id, plan_id, duration, start_date, end_date, payment_method, phone_number, transaction_id, amount_paid, amount_asked_cdf, status, decided_by_id, decided_at, created_at)
        values ('${randomUUID()}', '${user}', '${ids.plan}', 'monthly', ${status === 'confirmed' ? ts(7) : 'null'}, ${status === 'confirmed' ? ts(-23) : 'null'}, 'orange', '+24384000000${i}', 'SU${i}', 10, ${i === 2 ? 'null' : 28000 + i}, '${status}', ${decided(status, 7)}, ${ts(8)})`,
      `insert into bundle_payments (id, user_id, bundle_id, amount, payment_method, phone_number, transaction_id, status, decided_by_id, decided_at, created_at)
        values ('${randomUUID()}', '${user}', '${ids.bundle}', ${40000 + i}, 'mpesa', '+24381100000${i}', null, '${status}', ${decided(status, 2)}, ${ts(2)})`,
      `insert into live_class_registrations (id, live_class_id, user_id, payment_status, payment_method, phone_number, transaction_id, amount_paid, amount_asked_cdf, decided_by_id, decided_at, registered_at)
        values ('${randomUUID()}', '${ids.liveClass}', '${user}', '${status}', 'mpesa', '+24381200000${i}', 'LC${i}', 5, ${14000 + i}, ${decided(status, 1)}, ${ts(1)})`,
    );
    if (status === 'confirmed')
      lines.push(
        `insert into enrollments (user_id, course_id) values ('${user}', '${ids.course}')`,
      );
  });
  // A free class's registration has no payment.
  lines.push(
    `insert into live_class_registrations (live_class_id, user_id, payment_status) values ('${ids.liveClass}', '${ids.admin}', 'confirmed')`,
  );
  lines.push(
    `insert into mobile_money_transactions (transaction_id, kind, request_id)
      select transaction_id, 'payment_request', id from payment_requests
      union all select transaction_id, 'package_purchase', id from package_purchases
      union all select transaction_id, 'subscription', id from user_subscriptions
      union all select transaction_id, 'live_class_registration', id from live_class_registrations where transaction_id is not null`,
  );
  return lines;
}

/** What each old row said of its money, keyed by its id. */
const oldMoney = `
  select id, 'course' as kind, amount, status::text, payment_method::text as method, phone_number, transaction_id, proof_image, decided_by_id, decided_at from payment_requests
  union all select id, 'package', amount_paid, status::text, payment_method::text, phone_number, transaction_id, proof_image, decided_by_id, decided_at from package_purchases
  union all select id, 'subscription', coalesce(amount_asked_cdf, round(amount_paid * 2900)::int), status::text, payment_method::text, phone_number, transaction_id, proof_image, decided_by_id, decided_at from user_subscriptions
  union all select id, 'bundle', amount, status::text, payment_method::text, phone_number, transaction_id, proof_image, decided_by_id, decided_at from bundle_payments
  union all select id, 'live_class', amount_asked_cdf, payment_status::text, payment_method::text, phone_number, transaction_id, proof_image, decided_by_id, decided_at from live_class_registrations where amount_paid is not null
  order by id`;
const newMoney = `
  select id, kind::text as kind, amount, status::text, payment_method::text as method, phone_number, transaction_id, proof_image, decided_by_id, decided_at from payments order by id`;

describe('migration 0011: one payments table', () => {
  it('keeps every amount, status and decision of every kind, and every effect', async () => {
    const before = await open(oldMigrations);
    for (const statement of oldSeed()) await before.db.execute(sql.raw(statement));
    const money = await rows(before, oldMoney);
    const effects = {
      purchases: await rows(
        before,
        'select id, courses_remaining, validated_at from package_purchases order by id',
      ),
      subscriptions: await rows(
        before,
        'select id, start_date, end_date from user_subscriptions order by id',
      ),
      registrations: await rows(
        before,
        'select id, payment_status::text from live_class_registrations order by id',
      ),
      enrollments: await rows(before, 'select id from enrollments order by id'),
    };
    await before.close();
    expect(money).toHaveLength(15);

    const after = await open();
    expect(await rows(after, newMoney)).toEqual(money);
    const decidedVia = await rows(
      after,
      `select status::text, decided_via::text from payments order by id`,
    );
    for (const row of decidedVia)
      expect(row.decided_via).toBe(row.status === 'pending' ? null : 'person');
    expect(
      await rows(
        after,
        'select id, courses_remaining, validated_at from package_purchases order by id',
      ),
    ).toEqual(effects.purchases);
    expect(
      await rows(after, 'select id, start_date, end_date from user_subscriptions order by id'),
    ).toEqual(effects.subscriptions);
    expect(
      await rows(
        after,
        'select id, payment_status::text from live_class_registrations order by id',
      ),
    ).toEqual(effects.registrations);
    // A paid seat names its payment; the free one has none.
    expect(
      await rows(
        after,
        `select count(*)::int as n from live_class_registrations r join payments p on p.id = r.payment_id and p.kind = 'live_class'`,
      ),
    ).toEqual([{ n: 3 }]);
    // The confirmed course payment's enrolment names it, so a reversal could undo it.
    expect(await rows(after, 'select id from enrollments order by id')).toEqual(
      effects.enrollments,
    );
    expect(
      await rows(after, `select count(*)::int as n from enrollments where payment_id is not null`),
    ).toEqual([{ n: 1 }]);
    // The transaction IDs stay claimed: giving one again is refused by the index.
    await expect(
      after.db.execute(
        sql.raw(
          `insert into payments (kind, item_id, buyer_id, amount, payment_method, phone_number, transaction_id)
           values ('course', '${ids.course}', '${ids.admin}', 1, 'mpesa', '+243810000009', 'PP1')`,
        ),
      ),
    ).rejects.toThrow();
    await after.close();
  });
});
