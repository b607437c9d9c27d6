import { defineModule } from '../module.ts';
import { paymentsRoutes } from './payments.routes.ts';

export { cdfPerUsd, toCdf } from './exchange-rate.ts';
export { mobileMoneyNumbers } from './mobile-money-numbers.ts';
export type { PaymentFlow } from './payment-flow.ts';
export type { PaymentKindPlugin } from './payment-kind.ts';
export { paymentReviewColumns, reviewedPaymentColumns } from './payment-review.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: (api, { services }) => paymentsRoutes(api, services.payments),
});
