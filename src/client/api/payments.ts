import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDecision, paymentEndpoints } from '@contract/payments';
import { isApiError } from '@client/lib/api';
import { call, sender } from './call';
import { courseKeys, enrollmentKeys, paymentKeys } from './query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.mine }),
  });
}

/**
 * PATCH /api/instructor/payment-requests/{id}: confirms or rejects, then reloads the course's
 * table and the instructor's course list (its pending counts). A request already decided
 * elsewhere (409) reloads the table too, so it shows the decision.
 */
export function useDecidePayment(courseId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.ofCourse(courseId) }),
      queryClient.invalidateQueries({ queryKey: courseKeys.mine }),
      queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
    ]);
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & PaymentDecision) =>
      call<Endpoints['decide']>('PATCH', '/api/instructor/payment-requests/{id}', {
        params: { id },
        body: { status },
      }),
    onSuccess: reload,
    onError: (err) => {
      if (isApiError(err, 'PAYMENT_ALREADY_DECIDED')) void reload();
    },
  });
}
