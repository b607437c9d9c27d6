import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InternshipStatusUpdate, internshipEndpoints } from '@contract/internships';
import { isApiError } from '@client/lib/api';
import { call, sender } from './call';
import { getQuery, useMutationReloading } from './query-factories';
import { internshipKeys } from './query-keys';

type Endpoints = typeof internshipEndpoints;

/** GET /api/my-internships: the user's own requests, newest first, with their course title. */
export const myInternshipsQuery = () =>
  getQuery<Endpoints['mine']>(internshipKeys.mine, '/api/my-internships');

/** GET /api/admin/internships: every request, pending first, with the student and the course. */
export const adminInternshipsQuery = () =>
  getQuery<Endpoints['list']>(internshipKeys.admin, '/api/admin/internships');

/** POST /api/internships: the student's list is out of date afterwards. */
export const useCreateInternship = () =>
  useMutationReloading(sender<Endpoints['create']>('POST', '/api/internships'), [
    internshipKeys.mine,
  ]);

/**
 * PUT /api/admin/internships/{id}/status: approves, rejects or marks done, then reloads the list
 * (and its counters). A move refused because another admin decided first (409) reloads it too,
 * so the page shows the decision.
 */
export function useSetInternshipStatus() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: internshipKeys.admin });
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & InternshipStatusUpdate) =>
      call<Endpoints['setStatus']>('PUT', '/api/admin/internships/{id}/status', {
        params: { id },
        body: { status },
      }),
    onSuccess: reload,
    onError: (err) => {
      if (isApiError(err, 'INTERNSHIP_TRANSITION_REFUSED')) void reload();
    },
  });
}
