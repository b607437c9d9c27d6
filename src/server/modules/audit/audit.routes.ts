import type { FastifyInstance } from 'fastify';
import { auditEndpoints as e } from '../../../contract/audit.ts';
import { route } from '../../http/route.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(api: FastifyInstance, audit: AuditService) {
  route(api, e.list, ({ query }) => audit.list(query));
}
