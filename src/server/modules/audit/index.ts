import { defineModule } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';

export { recordAudit, recordPriceChange } from './audit-record.ts';
export type { AuditAction } from './audit-record.ts';
export { updatePriced } from './priced-update.ts';

/** The audit record, read by admins ("Journal"); lines are written by recordAudit (audit-record.ts). */
export const auditModule = defineModule({
  name: 'audit',
  routes: (api, { services }) => auditRoutes(api, services.audit),
});
