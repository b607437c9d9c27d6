import type { PaymentDecision, paymentEndpoints } from '@contract/payments';
import { call, sender } from './call';
import { getQuery, idCaller, useMutationReloading } from './query-factories';
import {
  adminKeys,
  auditKeys,
  bundleKeys,
  courseKeys,
  enrollmentKeys,
  liveClassKeys,
  packageKeys,
  paymentKeys,
  receivingPhoneKeys,
  subscriptionKeys,
} from './query-keys';

type Endpoints = typeof paymentEndpoints;

/** GET /api/my-payment-requests: the user's payment requests with their course and status. */
export const myPaymentRequestsQuery = () =>
  getQuery<Endpoints['mine']>(paymentKeys.mine, '/api/my-payment-requests');

/** GET /api/instructor/payment-requests/{courseId}: a course's requests, for its instructor. */
export const coursePaymentRequestsQuery = (courseId: string) =>
  getQuery<Endpoints['ofCourse']>(
    paymentKeys.ofCourse(courseId),
    '/api/instructor/payment-requests/{courseId}',
    { params: { courseId } },
  );

/** POST /api/payment-requests: the student's dashboard list is out of date afterwards. */
export const useCreatePaymentRequest = () =>
  useMutationReloading(sender<Endpoints['create']>('POST', '/api/payment-requests'), [
    paymentKeys.mine,
    paymentKeys.allMine,
  ]);

/** GET /api/my-payments: every payment of the user's, whatever it paid for. */
export const myPaymentsQuery = () =>
  getQuery<Endpoints['myPayments']>(paymentKeys.allMine, '/api/my-payments');

/** GET /api/payments/pending-counts: what waits for the caller's decision, per kind. */
export const pendingPaymentCountsQuery = () =>
  getQuery<Endpoints['pendingCounts']>(paymentKeys.pendingCounts, '/api/payments/pending-counts');

/** GET /api/payments/pending: what waits for the caller's decision and has no SMS yet. */
export const pendingPaymentsQuery = () =>
  getQuery<Endpoints['pending']>(paymentKeys.pending, '/api/payments/pending');

/** Every list a decision changes, whatever the payment's kind. */
const decidedLists = [
  ['/api/instructor/payment-requests'],
  paymentKeys.pendingCounts,
  paymentKeys.pending,
  receivingPhoneKeys.all,
  courseKeys.mine,
  packageKeys.adminPurchasesAll,
  subscriptionKeys.adminAll,
  subscriptionKeys.adminPlans,
  bundleKeys.adminPaymentsAll,
  liveClassKeys.instructor,
  adminKeys.stats,
  auditKeys.all,
] as const;

/**
 * The one decision of every payment (PUT /api/payments/{id}/decision), for the instructor's
 * pages and every admin review list. Whatever the answer, even a 409 because someone decided
 * first, the lists reload and show the decision as it stands.
 */
export const useDecidePayment = () =>
  useMutationReloading(
    ({ id, ...body }: { id: string } & PaymentDecision) =>
      call<Endpoints['decideAny']>('PUT', '/api/payments/{id}/decision', { params: { id }, body }),
    [...decidedLists, { queryKey: enrollmentKeys.all, refetchType: 'none' }],
    'settled',
  );

/** The phone's owner attaches a received SMS to a pending payment; the decider then sees it. */
export const useAttachSms = () =>
  useMutationReloading(
    ({ id, smsId }: { id: string; smsId: string }) =>
      call<Endpoints['attachSms']>('PUT', '/api/payments/{id}/sms', {
        params: { id },
        body: { smsId },
      }),
    decidedLists,
    'settled',
  );

/** An admin reverses an automatic (SMS) confirmation: the payment waits again for a person. */
export const useReversePayment = () =>
  useMutationReloading(
    idCaller<Endpoints['reverse']>('POST', '/api/admin/payments/{id}/reverse'),
    decidedLists,
    'settled',
  );
