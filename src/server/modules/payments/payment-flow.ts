/**
 * The one mobile-money flow of every kind of payment (docs/decisions/0013-one-payments-module.md):
 * request and proof → decision → effect → audit line → notifications. A kind plugs in only what
 * differs (payment-kind.ts). A person's decision and an SMS's go through the same `decideAs`.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatFc } from '../../../contract/currency.ts';
import type { PaymentKind } from '../../../contract/payments-labels.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, payments, users, type PaymentRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as paymentPolicy from '../../policies/payment.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Delivery, NotificationsService } from '../notifications/index.ts';
import type { AnyPaymentKind, PaymentItemFacts, PaymentKindPlugin } from './payment-kind.ts';

/** The proof every request carries, validated by the contract (mobileMoneyProofShape). */
export interface ProofInput {
  paymentMethod: PaymentRow['paymentMethod'];
  phoneNumber: string;
  transactionId?: string | null;
  proofImage?: string | null;
  smsText?: string | null;
}

export interface DecisionInput {
  status: 'confirmed' | 'rejected';
  reason?: string | null;
}

/** Who decides: a person, or the owner of the receiving phone whose SMS matched. */
export interface Decider {
  actor: Pick<SessionUser, 'id' | 'name' | 'email'>;
  via: 'person' | 'sms';
  smsId?: string;
}

/** How an adapter of a spec endpoint names the refusals of its own kind. */
export interface KindCodes {
  notFound?: ErrorCode;
  forbidden?: ErrorCode;
}

export interface PaymentFlowDeps {
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload. */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
  now: () => Date;
}

const loadPayment = (executor: Db | Tx, id: string) =>
  executor.select().from(payments).where(eq(payments.id, id));

export function createPaymentFlow(db: Db, deps: PaymentFlowDeps) {
  const kinds = new Map<PaymentKind, AnyPaymentKind>();
  /** Runs after a request commits (the SMS matcher looks for an SMS received before it). */
  let afterRequest: ((paymentId: string) => Promise<void>) | undefined;

  function pluginOf(kind: PaymentKind): AnyPaymentKind {
    const plugin = kinds.get(kind);
    if (!plugin) throw new Error(`No payment kind '${kind}' registered`);
    return plugin;
  }

  async function factsOf(executor: Db | Tx, payment: PaymentRow): Promise<PaymentItemFacts> {
    // The item may be gone (a deleted course): its payment stays, decided by admins.
    return (
      (await pluginOf(payment.kind).itemFacts(executor, payment.itemId)) ?? {
        title: '—',
        ownerId: null,
      }
    );
  }

  /** The bell of whoever must decide: the instructor, else every admin but the buyer. */
  async function tellDeciders(tx: Tx, payment: PaymentRow, buyer: SessionUser) {
    const plugin = pluginOf(payment.kind);
    const facts = await factsOf(tx, payment);
    const deciders = facts.ownerId
      ? [{ id: facts.ownerId }]
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, buyer.id)));
    if (!deciders.length) return;
    await tx.insert(notifications).values(
      deciders.map((d) => ({
        userId: d.id,
        type: 'payment_pending' as const,
        title: paymentMessages.pendingTitle,
        message: `${buyer.name} a déclaré un paiement de ${formatFc(payment.amount)} pour « ${facts.title} ».`,
        link: plugin.reviewLink({ id: payment.itemId }),
      })),
    );
  }

  /**
   * The decision itself, for a person as for an SMS: one conditional UPDATE … WHERE status =
   * 'pending' lets exactly one of concurrent decisions through; the effect, the audit line and
   * the buyer's notification commit with it. The mail goes after the commit.
   */
  async function decideAs(
    decider: Decider,
    paymentId: string,
    input: DecisionInput,
    extra: { transactionId?: string | null } = {},
  ): Promise<PaymentRow> {
    let delivery: Delivery | undefined;
    const at = deps.now();
    const decided = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({
          status: input.status,
          decidedById: decider.actor.id,
          decidedAt: at,
          decidedVia: decider.via,
          updatedAt: at,
          ...(decider.smsId ? { smsId: decider.smsId } : {}),
          ...(extra.transactionId
            ? { transactionId: sql`coalesce(${payments.transactionId}, ${extra.transactionId})` }
            : {}),
        })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning();
      if (!updated) throw appError('PAYMENT_ALREADY_DECIDED');
      const plugin = pluginOf(updated.kind);
      const effect =
        input.status === 'confirmed'
          ? await plugin.onConfirm(tx, updated, at)
          : await plugin.onReject?.(tx, updated, at);
      await recordAudit(
        tx,
        decider.actor,
        {
          action: plugin.auditAction,
          entity: 'payments',
          entityId: updated.id,
          before: { status: 'pending' },
          after: {
            status: input.status,
            amount: updated.amount,
            via: decider.via,
            ...(decider.smsId ? { smsId: decider.smsId } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
            ...(effect ?? {}),
          },
        },
        at,
      );
      const facts = await factsOf(tx, updated);
      delivery = await deps.notifications.notify(tx, {
        userId: updated.buyerId,
        ...plugin.notice(input.status, { ...facts, id: updated.itemId }, input.reason),
      });
      return updated;
    });
    delivery?.();
    return decided;
  }

  return {
    /** Each kind registers itself once, when the services are wired. */
    register(plugin: AnyPaymentKind) {
      kinds.set(plugin.kind, plugin);
    },
    /** The registered kinds (the read side builds its per-kind SQL from them). */
    kinds: () => [...kinds.values()],
    /** Set once by the SMS matcher. */
    onRequested(callback: (paymentId: string) => Promise<void>) {
      afterRequest = callback;
    },

    /**
     * A pending payment at the price the kind computes now (never the client's), by a method the
     * item offers, with its proof. One pending request per buyer and item, and a transaction ID
     * once across every kind: both are unique indexes, written with ON CONFLICT DO NOTHING, so a
     * race ends in the same 409 as a repeat, never in a database error.
     */
    async request<Extra>(
      plugin: PaymentKindPlugin<Extra>,
      buyer: SessionUser,
      itemId: string,
      input: ProofInput,
      // What the kind asks besides the proof; kinds that ask nothing may leave it out.
      ...rest: undefined extends Extra ? [extra?: Extra] : [extra: Extra]
    ): Promise<PaymentRow> {
      const extra = rest[0] as Extra; // left out only when Extra admits undefined
      const proofImage = input.proofImage
        ? await deps.assertOwnProof(buyer, input.proofImage)
        : null;
      const transactionId = input.transactionId ?? null;
      const created = await db.transaction(async (tx) => {
        const item = await plugin.itemForRequest(tx, buyer, itemId, extra);
        const payeeNumber = item.numbers?.[input.paymentMethod]?.trim();
        if (!payeeNumber)
          throw appError('PAYMENT_METHOD_UNAVAILABLE', {
            fields: { paymentMethod: paymentMessages.methodUnavailable },
          });
        const transactionUsed = async () =>
          transactionId !== null &&
          (
            await tx
              .select({ id: payments.id })
              .from(payments)
              .where(eq(payments.transactionId, transactionId))
          ).length > 0;
        if (await transactionUsed())
          throw appError('TRANSACTION_ID_USED', {
            fields: { transactionId: paymentMessages.transactionUsed },
          });
        const [row] = await tx
          .insert(payments)
          .values({
            kind: plugin.kind,
            itemId: item.id,
            buyerId: buyer.id,
            amount: item.amount,
            amountUsd: item.amountUsd ?? null,
            paymentMethod: input.paymentMethod,
            phoneNumber: input.phoneNumber,
            payeeNumber,
            transactionId,
            proofImage,
            smsText: input.smsText ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          if (await transactionUsed())
            throw appError('TRANSACTION_ID_USED', {
              fields: { transactionId: paymentMessages.transactionUsed },
            });
          throw appError('PAYMENT_ALREADY_PENDING');
        }
        await plugin.onRequest?.(tx, row, extra);
        await tellDeciders(tx, row, buyer);
        return row;
      });
      await afterRequest?.(created.id);
      return created;
    },

    /**
     * A person's decision: the payment's decider (policies/payment.ts), never its buyer.
     * `expect` lets a spec endpoint of one kind answer its own 404 for a payment of another.
     */
    async decide(
      user: SessionUser,
      paymentId: string,
      input: DecisionInput,
      expect?: { kind: PaymentKind } & KindCodes,
    ): Promise<PaymentRow> {
      const notFound = expect?.notFound ?? 'PAYMENT_NOT_FOUND';
      const payment = await loadRow(loadPayment(db, paymentId), {
        notFound,
        allow: (row) => !expect || row.kind === expect.kind,
        forbidden: notFound,
      });
      const facts = await factsOf(db, payment);
      const decision = { buyerId: payment.buyerId, ownerId: facts.ownerId };
      if (!paymentPolicy.canDecide(user, decision))
        throw appError(expect?.forbidden ?? 'PAYMENT_FORBIDDEN');
      if (paymentPolicy.isOwnPayment(user, decision)) throw appError('PAYMENT_OWN_DECISION');
      return decideAs({ actor: user, via: 'person' }, payment.id, input);
    },

    decideAs,

    /**
     * An admin undoes an automatic (SMS) confirmation: the effect is undone, the payment waits
     * again for a person, the SMS is detached, and the audit line and the buyer's notification
     * say so.
     */
    async reverse(admin: SessionUser, paymentId: string): Promise<PaymentRow> {
      let delivery: Delivery | undefined;
      const at = deps.now();
      const reversed = await db.transaction(async (tx) => {
        const before = await loadRow(loadPayment(tx, paymentId), { notFound: 'PAYMENT_NOT_FOUND' });
        const [updated] = await tx
          .update(payments)
          .set({
            status: 'pending',
            decidedById: null,
            decidedAt: null,
            decidedVia: null,
            smsId: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(payments.id, paymentId),
              eq(payments.status, 'confirmed'),
              eq(payments.decidedVia, 'sms'),
            ),
          )
          .returning();
        if (!updated) throw appError('PAYMENT_NOT_AUTOMATIC');
        const plugin = pluginOf(updated.kind);
        await plugin.onReverse(tx, updated);
        await recordAudit(
          tx,
          admin,
          {
            action: 'payment.reverse',
            entity: 'payments',
            entityId: updated.id,
            before: { status: 'confirmed', via: 'sms', smsId: before.smsId },
            after: { status: 'pending' },
          },
          at,
        );
        const facts = await factsOf(tx, updated);
        delivery = await deps.notifications.notify(tx, {
          userId: updated.buyerId,
          ...plugin.notice('reversed', { ...facts, id: updated.itemId }),
        });
        return updated;
      });
      delivery?.();
      return reversed;
    },

    /** The facts a decision needs, for the matcher. */
    factsOf,
    pluginOf,
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
