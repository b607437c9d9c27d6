import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { mailOutbox } from '../../src/server/db/schema/index.ts';

/**
 * The latest mail written to the outbox for `to`. Mail goes after the commit of what it tells,
 * so it is waited for (a few polls), never assumed there at once.
 */
export async function latestMailTo(db: Db, to: string) {
  for (let i = 0; i < 100; i++) {
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${to}`);
}
