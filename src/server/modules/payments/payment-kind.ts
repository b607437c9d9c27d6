/**
 * What a kind of payment plugs into the payments module (docs/decisions/0013): how to find the
 * item and its price, who decides besides admins, the effect of each decision, and the words of
 * the buyer's notification. Everything else (proof, uniqueness, the decision, the audit line and
 * the notifications) is the module's, the same for every kind.
 */
import type { SQL } from 'drizzle-orm';
import type { PaymentKind } from '../../../contract/payments-labels.ts';
import type { NotificationType } from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { MobileMoneyNumbers, PaymentRow } from '../../db/schema/index.ts';
import type { AuditAction } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';

/** What a buyer is about to pay for, as the server prices it at request time. */
export interface PayableItem {
  id: string;
  /** Whole FC asked. */
  amount: number;
  /** The dollar price behind it, for what is priced in dollars. */
  amountUsd?: number | null;
  /** The numbers to pay to, per operator: a method is offered only if its number is set. */
  numbers: MobileMoneyNumbers | null | undefined;
}

/** What a decision needs to know of the item of an existing payment. */
export interface PaymentItemFacts {
  /** How people read it, e.g. the course's title. */
  title: string;
  /** The instructor who decides besides admins; null when only admins do. */
  ownerId: string | null;
  /** How many courses it gives, for the words of a package's notice. */
  courseCount?: number;
}

export type DecisionOutcome = 'confirmed' | 'rejected' | 'reversed';

export interface BuyerNotice {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
}

export interface PaymentKindPlugin<Extra = void> {
  kind: PaymentKind;
  /** The audit action of a decision, e.g. 'package_purchase.decide'. */
  auditAction: AuditAction;
  /**
   * Loads and checks the item inside the request's transaction (taking the locks the kind
   * needs); throws the kind's refusals (not found, not for sale, already bought…).
   */
  itemForRequest(tx: Tx, buyer: SessionUser, itemId: string, extra: Extra): Promise<PayableItem>;
  /** Writes the kind's own row for the new pending payment, when it has one. */
  onRequest?(tx: Tx, payment: PaymentRow, extra: Extra): Promise<void>;
  /** The item of a payment, for deciding and notifying; undefined when it is gone. */
  itemFacts(executor: Db | Tx, itemId: string): Promise<PaymentItemFacts | undefined>;
  /** The effect of a confirmation; what it answers goes into the audit line. */
  onConfirm(tx: Tx, payment: PaymentRow, at: Date): Promise<Record<string, unknown> | void>;
  onReject?(tx: Tx, payment: PaymentRow, at: Date): Promise<void>;
  /** Undoes the effect of a confirmation (an admin reversing an automatic decision). */
  onReverse(tx: Tx, payment: PaymentRow): Promise<void>;
  /** The buyer's notification of a decision. */
  notice(
    outcome: DecisionOutcome,
    item: PaymentItemFacts & { id: string },
    reason?: string | null,
  ): BuyerNotice;
  /** Where a decider reviews the payment (their bell's link). */
  reviewLink(item: { id: string }): string;
  /** For lists: the item's title, a subquery on `payments.item_id`. */
  itemTitleSql: SQL<string | null>;
  /** For lists: the deciding instructor's id, a subquery on `payments.item_id`; null: admins. */
  ownerIdSql: SQL<string | null>;
}

/** A plugin whatever its request's extra data, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPaymentKind = PaymentKindPlugin<any>;
