import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { endpoint, endpointGroups } from './endpoint.ts';
import { pageQuerySchema, pagedList } from './paging.ts';

/**
 * The audit record (issue "Admin", part 8): every money decision, price change, admin deletion
 * and change to an account, read-only.
 * The actions, each with its French label for the "Journal" tab. An action written by a newer
 * server and not listed here is shown as is.
 */
export const auditActionLabels = {
  'payment_request.decide': 'Paiement de cours',
  'package_purchase.decide': 'Achat de package',
  'subscription.decide': 'Abonnement',
  'bundle_payment.decide': 'Paiement de pack',
  'live_class_registration.decide': 'Inscription à un cours en direct',
  'payment.reverse': 'Confirmation automatique annulée',
  'payment.attach_sms': 'SMS associé à un paiement',
  'quote_request.update': 'Demande de devis',
  'exchange_rate.set': 'Taux de change',
  'course.price': 'Prix d’un cours',
  'live_class.price': 'Prix d’un cours en direct',
  'package.price': 'Prix d’un package',
  'bundle.price': 'Prix d’un pack',
  'subscription_plan.price': 'Prix d’un plan d’abonnement',
  'course.delete': 'Cours supprimé',
  'live_class.delete': 'Cours en direct supprimé',
  'lesson.delete': 'Leçon supprimée',
  'quiz.delete': 'Quiz supprimé',
  'announcement.delete': 'Annonce supprimée',
  'subscription_plan.delete': 'Plan d’abonnement supprimé',
  'sms_template.create': 'Modèle de SMS ajouté',
  'sms_template.update': 'Modèle de SMS modifié',
  'sms_template.delete': 'Modèle de SMS supprimé',
  'user.role': 'Changement de rôle',
  'user.suspend': 'Suspension de compte',
  'user.reinstate': 'Réactivation de compte',
} as const satisfies Record<string, string>;
export type AuditActionName = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [
  AuditActionName,
  ...AuditActionName[],
];

export const auditMessages = {
  actionInvalid: 'Action inconnue',
} as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** A copy made when the line was written: renaming or deleting the account changes nothing. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  /** The table of the object acted on, and its id. */
  entity: z.string(),
  entityId: z.string(),
  /** A few words naming the object (e.g. the package and its buyer); null when it is gone. */
  subject: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.input<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.enum(auditActions, { message: auditMessages.actionInvalid }).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const { adminApi } = endpointGroups('Journal');
/** Read only: the record has no update nor delete endpoint (and the table refuses both). */
export const auditEndpoints = {
  list: endpoint.get(adminApi, '/api/admin/audit', {
    summary: "Le journal des décisions d'argent et de rôles, du plus récent au plus ancien",
    ...pagedList(auditQuerySchema, auditEntrySchema),
  }),
};
