import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { receivingPhoneEndpoints, smsTemplateEndpoints } from '@contract/receiving-phones';
import { call, sender } from './call';
import { auditKeys, receivingPhoneKeys } from './query-keys';

type Endpoints = typeof receivingPhoneEndpoints;
type Templates = typeof smsTemplateEndpoints;

/** GET /api/receiving-phones: the caller's phones, with their last SMS and unattached count. */
export const receivingPhonesQuery = () =>
  queryOptions({
    queryKey: receivingPhoneKeys.all,
    queryFn: ({ signal }) => call<Endpoints['list']>('GET', '/api/receiving-phones', { signal }),
  });

/** GET /api/receiving-phones/{id}/sms: one page of a phone's SMS, newest first. */
export const receivedSmsQuery = (
  id: string,
  query: { page: number; pageSize: number; unmatched?: boolean },
) =>
  queryOptions({
    queryKey: receivingPhoneKeys.sms(id, query),
    queryFn: ({ signal }) =>
      call<Endpoints['sms']>('GET', '/api/receiving-phones/{id}/sms', {
        params: { id },
        query: {
          page: query.page,
          pageSize: query.pageSize,
          unmatched: query.unmatched ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** After any change to a phone: the list (and its SMS lists, under the same prefix). */
function useReloadPhones() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: receivingPhoneKeys.all });
}

/** POST /api/receiving-phones: answers the forwarding address, shown once. */
export function useCreateReceivingPhone() {
  const reload = useReloadPhones();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/receiving-phones'),
    onSuccess: reload,
  });
}

/** PATCH /api/receiving-phones/{id}: "Confirmation automatique" or "Revue". */
export function useUpdateReceivingPhone() {
  const reload = useReloadPhones();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['update']> }) =>
      call<Endpoints['update']>('PATCH', '/api/receiving-phones/{id}', { params: { id }, body }),
    onSuccess: reload,
  });
}

/** POST /api/receiving-phones/{id}/rotate: a new forwarding address, shown once. */
export function useRotateReceivingPhone() {
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['rotate']>('POST', '/api/receiving-phones/{id}/rotate', { params: { id } }),
  });
}

/** DELETE /api/receiving-phones/{id}: revoked; its SMS are kept. */
export function useRevokeReceivingPhone() {
  const reload = useReloadPhones();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['revoke']>('DELETE', '/api/receiving-phones/{id}', { params: { id } }),
    onSuccess: reload,
  });
}

/** GET /api/admin/sms-templates: every template, by operator then name (admins). */
export const smsTemplatesQuery = () =>
  queryOptions({
    queryKey: receivingPhoneKeys.templates,
    queryFn: ({ signal }) => call<Templates['list']>('GET', '/api/admin/sms-templates', { signal }),
  });

/** After a template change: the list, and the audit record that now holds a line for it. */
function useReloadTemplates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: receivingPhoneKeys.templates }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/** POST /api/admin/sms-templates. */
export function useCreateSmsTemplate() {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: sender<Templates['create']>('POST', '/api/admin/sms-templates'),
    onSuccess: reload,
  });
}

/** PUT /api/admin/sms-templates/{id}. */
export function useUpdateSmsTemplate() {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Templates['update']> }) =>
      call<Templates['update']>('PUT', '/api/admin/sms-templates/{id}', { params: { id }, body }),
    onSuccess: reload,
  });
}

/** DELETE /api/admin/sms-templates/{id}: only the ones admins added (409 for a default). */
export function useDeleteSmsTemplate() {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Templates['remove']>('DELETE', '/api/admin/sms-templates/{id}', { params: { id } }),
    onSuccess: reload,
  });
}
