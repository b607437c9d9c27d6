/**
 * Receiving phones: the numbers buyers pay to, each with a secret forwarding address its SMS app
 * posts every SMS to. An instructor's phones are for their courses and live classes; an admin's
 * are the platform's numbers. Phones are personal (the address is a secret): someone else's is a
 * 404, even for an admin.
 */
import { and, count, desc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  receivedSmsQuerySchema,
  receivingPhoneCreateSchema,
  receivingPhoneUpdateSchema,
} from '../../../contract/receiving-phones.ts';
import type { Db } from '../../db/client.ts';
import { payments, receivingPhones, smsMessages } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { readPage } from '../../lib/paged-list.ts';
import { loadRow, mustExist } from '../../policies/load-row.ts';
import * as phonePolicy from '../../policies/receiving-phone.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../auth/index.ts';

export interface ReceivingPhonesDeps {
  /** The app's public address ("https://kelasi.cd"), which forwarding addresses start with. */
  publicUrl: string;
  now?: () => Date;
}

/** A new secret and its hash: only the hash is stored. */
function newSecret() {
  const secret = newToken();
  return { secret, secretHash: hashToken(secret) };
}

export function createReceivingPhonesService(
  db: Db,
  { publicUrl, now = () => new Date() }: ReceivingPhonesDeps,
) {
  const forwardingUrl = (secret: string) => `${publicUrl}/api/sms-inbox/${secret}`;
  /** The caller's phone `id`, not revoked. */
  const own = (user: SessionUser, id: string) =>
    and(eq(receivingPhones.id, id), phonePolicy.ownWhere(user));

  /** The caller's phones (one query): when their last SMS arrived, how many are unattached. */
  const listWhere = (where: SQL | undefined) =>
    db
      .select({
        id: receivingPhones.id,
        operator: receivingPhones.operator,
        phoneNumber: receivingPhones.phoneNumber,
        autoConfirm: receivingPhones.autoConfirm,
        createdAt: receivingPhones.createdAt,
        lastSmsAt: max(smsMessages.createdAt),
        unreadCount:
          sql<number>`count(${smsMessages.id}) filter (where ${payments.id} is null)`.mapWith(
            Number,
          ),
      })
      .from(receivingPhones)
      .leftJoin(smsMessages, eq(smsMessages.phoneId, receivingPhones.id))
      .leftJoin(payments, eq(payments.smsId, smsMessages.id))
      .where(where)
      .groupBy(receivingPhones.id)
      .orderBy(receivingPhones.createdAt, receivingPhones.id);

  const one = (user: SessionUser, id: string) =>
    loadRow(listWhere(own(user, id)), { notFound: 'RECEIVING_PHONE_NOT_FOUND' });

  const assertOwn = (user: SessionUser, id: string) =>
    loadRow(db.select({ id: receivingPhones.id }).from(receivingPhones).where(own(user, id)), {
      notFound: 'RECEIVING_PHONE_NOT_FOUND',
    });

  /** Changes one of the caller's phones: someone else's, like an unknown one, is a 404. */
  const changeOwn = (
    user: SessionUser,
    id: string,
    values: Partial<typeof receivingPhones.$inferInsert>,
  ) =>
    mustExist(
      db
        .update(receivingPhones)
        .set(values)
        .where(own(user, id))
        .returning({ id: receivingPhones.id }),
      'RECEIVING_PHONE_NOT_FOUND',
    );

  return {
    /** GET /api/receiving-phones: the caller's phones in service, oldest first. */
    list(user: SessionUser) {
      return listWhere(phonePolicy.ownWhere(user));
    },

    /**
     * POST /api/receiving-phones: the same number twice for the same owner is refused (409) while
     * the first is in service. Its forwarding address is answered here only.
     */
    async create(user: SessionUser, input: z.output<typeof receivingPhoneCreateSchema>) {
      const { secret, secretHash } = newSecret();
      const row = await db.transaction(async (tx) => {
        // Two registrations of one owner at once: the second sees the first.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`receiving-phones:${user.id}`}))`,
        );
        const [taken] = await tx
          .select({ id: receivingPhones.id })
          .from(receivingPhones)
          .where(
            and(phonePolicy.ownWhere(user), eq(receivingPhones.phoneNumber, input.phoneNumber)),
          );
        if (taken) throw appError('RECEIVING_PHONE_EXISTS');
        const [inserted] = await tx
          .insert(receivingPhones)
          .values({ ...input, ownerId: user.id, secretHash })
          .returning({
            id: receivingPhones.id,
            operator: receivingPhones.operator,
            phoneNumber: receivingPhones.phoneNumber,
            autoConfirm: receivingPhones.autoConfirm,
          });
        return inserted!;
      });
      return { ...row, forwardingUrl: forwardingUrl(secret) };
    },

    /** PATCH /api/receiving-phones/{id}: "Confirmation automatique" or "Revue". */
    async update(
      user: SessionUser,
      id: string,
      input: z.output<typeof receivingPhoneUpdateSchema>,
    ) {
      await changeOwn(user, id, { autoConfirm: input.autoConfirm });
      return one(user, id);
    },

    /** POST /api/receiving-phones/{id}/rotate: a new address; the old one stops working at once. */
    async rotate(user: SessionUser, id: string) {
      const { secret, secretHash } = newSecret();
      await changeOwn(user, id, { secretHash });
      return { forwardingUrl: forwardingUrl(secret) };
    },

    /** DELETE /api/receiving-phones/{id}: revoked (its address stops working); its SMS are kept. */
    async revoke(user: SessionUser, id: string) {
      await changeOwn(user, id, { revokedAt: now() });
    },

    /**
     * GET /api/receiving-phones/{id}/sms: one page of the phone's SMS, newest first, each with
     * what was read and the payment it is attached to (only the unattached ones on request).
     */
    async sms(user: SessionUser, id: string, query: z.output<typeof receivedSmsQuerySchema>) {
      await assertOwn(user, id);
      const where = and(
        eq(smsMessages.phoneId, id),
        query.unmatched ? isNull(payments.id) : undefined,
      );
      const from = () =>
        db
          .select({
            id: smsMessages.id,
            sender: smsMessages.sender,
            body: smsMessages.body,
            receivedAt: smsMessages.receivedAt,
            createdAt: smsMessages.createdAt,
            senderKnown: smsMessages.senderKnown,
            templateId: smsMessages.templateId,
            transactionId: smsMessages.transactionId,
            amount: smsMessages.amount,
            currency: smsMessages.currency,
            payerNumber: smsMessages.payerNumber,
            paymentId: payments.id,
          })
          .from(smsMessages)
          .leftJoin(payments, eq(payments.smsId, smsMessages.id));
      return readPage(
        query,
        from()
          .where(where)
          .orderBy(desc(smsMessages.receivedAt), desc(smsMessages.createdAt), desc(smsMessages.id)),
        db
          .select({ n: count() })
          .from(smsMessages)
          .leftJoin(payments, eq(payments.smsId, smsMessages.id))
          .where(where),
      );
    },
  };
}

export type ReceivingPhonesService = ReturnType<typeof createReceivingPhonesService>;
