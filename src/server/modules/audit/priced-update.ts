import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordPriceChange, type AuditAction } from './audit-record.ts';

type PricedTable = PgTable & { id: PgColumn };

/**
 * Changes an offer sold at a price (a bundle, a package, a plan…) with the price line of the
 * audit log, in one transaction of its own: the row is locked and its prices read first
 * (`notFound` when it is gone), then updated; the line, on the table's entity, names only the
 * prices that changed.
 */
export async function updatePriced<T extends PricedTable>(
  db: Db,
  actor: SessionUser,
  target: {
    table: T;
    id: string;
    notFound: ErrorCode;
    /** The price columns, by the names the audit line gives them. */
    prices: Record<string, PgColumn>;
    set: PgUpdateSetSource<T>;
    action: AuditAction;
  },
): Promise<void> {
  const { table, id } = target;
  await db.transaction(async (tx) => {
    const before = await loadRow(
      tx
        .select(target.prices)
        .from(table as PgTable)
        .where(eq(table.id, id)),
      {
        notFound: target.notFound,
        lock: true,
      },
    );
    await tx.update(table).set(target.set).where(eq(table.id, id));
    await recordPriceChange(tx, actor, {
      action: target.action,
      entity: getTableName(table),
      entityId: id,
      before,
      after: target.set as Record<string, unknown>,
    });
  });
}
