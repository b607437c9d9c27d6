import { defineModule } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit record, read by admins ("Journal"); lines are written by recordAudit (audit-record.ts). */
export const auditModule = defineModule({
  name: 'audit',
  routes: (api, { services }) => auditRoutes(api, services.audit),
});
