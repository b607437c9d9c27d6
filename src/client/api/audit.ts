import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditActionName, auditEndpoints } from '@contract/audit';
import { call } from './call';
import { auditKeys } from './query-keys';

type Endpoints = typeof auditEndpoints;

/** GET /api/admin/audit: one page of the audit record, newest first, optionally of one action. */
export const auditQuery = (query: { page: number; pageSize: number; action?: AuditActionName }) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) =>
      call<Endpoints['list']>('GET', '/api/admin/audit', {
        query: { ...query, action: query.action || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
