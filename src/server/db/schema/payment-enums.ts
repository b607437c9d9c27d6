/** The payment enums, shared by the payments table, the kinds' tables and the receiving phones. */
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  decisionVias,
  paymentKinds,
  paymentMethods,
  paymentStatuses,
} from '../../../contract/payments-labels.ts';

export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const paymentKindEnum = pgEnum('payment_kind', paymentKinds);
export const decisionViaEnum = pgEnum('decision_via', decisionVias);
