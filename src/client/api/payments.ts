import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDecision, paymentEndpoints } from '@contract/payments';
import { call, sender } from './call';
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
  queryOptions({
    queryKey: paymentKeys.mine,
    queryFn: ({ signal }) => call<Endpoints['mine']>('GET', '/api/my-payment-requests', { signal }),
  });

/** GET /api/instructor/payment-requests/{courseId}: a course's requests, for its instructor. */
export const coursePaymentRequestsQuery = (courseId: string) =>
  queryOptions({
    queryKey: paymentKeys.ofCourse(courseId),
    queryFn: ({ signal }) =>
      call<Endpoints['ofCourse']>('GET', '/api/instructor/payment-requests/{courseId}', {
        params: { courseId },
        signal,
      }),
  });

/** POST /api/payment-requests: the student's dashboard list is out of date afterwards. */
export function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/payment-requests'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.mine }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.allMine }),
      ]),
  });
}

/** GET /api/my-payments: every payment of the user's, whatever it paid for. */
export const myPaymentsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.allMine,
    queryFn: ({ signal }) => call<Endpoints['myPayments']>('GET', '/api/my-payments', { signal }),
  });

/** GET /api/payments/pending-counts: what waits for the caller's decision, per kind. */
export const pendingPaymentCountsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.pendingCounts,
    queryFn: ({ signal }) =>
      call<Endpoints['pendingCounts']>('GET', '/api/payments/pending-counts', { signal }),
  });

/** GET /api/payments/pending: what waits for the caller's decision and has no SMS yet. */
export const pendingPaymentsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.pending,
    queryFn: ({ signal }) => call<Endpoints['pending']>('GET', '/api/payments/pending', { signal }),
  });

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
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & PaymentDecision) =>
      call<Endpoints['decideAny']>('PUT', '/api/payments/{id}/decision', { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        ...decidedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
      ]),
  });
}

/** The phone's owner attaches a received SMS to a pending payment; the decider then sees it. */
export function useAttachSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, smsId }: { id: string; smsId: string }) =>
      call<Endpoints['attachSms']>('PUT', '/api/payments/{id}/sms', {
        params: { id },
        body: { smsId },
      }),
    onSettled: () =>
      Promise.all(decidedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** An admin reverses an automatic (SMS) confirmation: the payment waits again for a person. */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['reverse']>('POST', '/api/admin/payments/{id}/reverse', { params: { id } }),
    onSettled: () =>
      Promise.all(decidedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
