import type { AuditActionName, auditEndpoints } from '@contract/audit';
import { pagedQuery } from './query-factories';
import { auditKeys } from './query-keys';

type Endpoints = typeof auditEndpoints;

/** GET /api/admin/audit: one page of the audit record, newest first, optionally of one action. */
export const auditQuery = (query: {
  page: number;
  pageSize: number;
  action?: AuditActionName | '';
}) =>
  pagedQuery<Endpoints['list']>(auditKeys.list(query), '/api/admin/audit', {
    query: { ...query, action: query.action || undefined },
  });
