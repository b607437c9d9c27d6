import { useMutation } from '@tanstack/react-query';
import type { receivingPhoneEndpoints } from '@contract/receiving-phones';
import type { smsTemplateEndpoints } from '@contract/sms-templates';
import { call, sender } from './call';
import {
  getQuery,
  idCaller,
  idSender,
  itemMutations,
  pagedQuery,
  useMutationReloading,
  type Reload,
} from './query-factories';
import { auditKeys, receivingPhoneKeys } from './query-keys';

type Endpoints = typeof receivingPhoneEndpoints;
type Templates = typeof smsTemplateEndpoints;

/** GET /api/receiving-phones: the caller's phones, with their last SMS and unattached count. */
export const receivingPhonesQuery = () =>
  getQuery<Endpoints['list']>(receivingPhoneKeys.all, '/api/receiving-phones');

/** GET /api/receiving-phones/{id}/sms: one page of a phone's SMS, newest first. */
export const receivedSmsQuery = (
  id: string,
  query: { page: number; pageSize: number; unmatched?: boolean },
) =>
  pagedQuery<Endpoints['sms']>(
    receivingPhoneKeys.sms(id, query),
    '/api/receiving-phones/{id}/sms',
    {
      params: { id },
      query: {
        page: query.page,
        pageSize: query.pageSize,
        unmatched: query.unmatched ? 'true' : undefined,
      },
    },
  );

/** After any change to a phone: the list (and its SMS lists, under the same prefix). */
const phoneLists: readonly Reload[] = [receivingPhoneKeys.all];

/** POST /api/receiving-phones: answers the forwarding address, shown once. */
export const useCreateReceivingPhone = () =>
  useMutationReloading(sender<Endpoints['create']>('POST', '/api/receiving-phones'), phoneLists);

/** PATCH /api/receiving-phones/{id}: "Confirmation automatique" or "Revue". */
export const useUpdateReceivingPhone = () =>
  useMutationReloading(
    idSender<Endpoints['update']>('PATCH', '/api/receiving-phones/{id}'),
    phoneLists,
  );

/** POST /api/receiving-phones/{id}/rotate: a new forwarding address, shown once. */
export function useRotateReceivingPhone() {
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['rotate']>('POST', '/api/receiving-phones/{id}/rotate', { params: { id } }),
  });
}

/** DELETE /api/receiving-phones/{id}: revoked; its SMS are kept. */
export const useRevokeReceivingPhone = () =>
  useMutationReloading(
    idCaller<Endpoints['revoke']>('DELETE', '/api/receiving-phones/{id}'),
    phoneLists,
  );

/** GET /api/admin/sms-templates: every template, by operator then name (admins). */
export const smsTemplatesQuery = () =>
  getQuery<Templates['list']>(receivingPhoneKeys.templates, '/api/admin/sms-templates');

/** After a template change: the list, and the audit record that now holds a line for it. */
const templateLists: readonly Reload[] = [receivingPhoneKeys.templates, auditKeys.all];

/** POST, PUT and DELETE /api/admin/sms-templates(/{id}); only the ones admins added can be
 * deleted (409 for a default). */
export const smsTemplateMutations = itemMutations<Templates>(
  templateLists,
  '/api/admin/sms-templates',
);
export const useDeleteSmsTemplate = smsTemplateMutations.useRemove;
