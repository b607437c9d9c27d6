/**
 * The SMS templates: per operator, a named-group regular expression and the sender names real
 * messages come from. The shipped defaults (DEFAULT_SMS_TEMPLATES) exist in every database; admins
 * add, change and deactivate templates, each change with its audit line.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  smsTemplateInputSchema,
  smsTemplatePreviewSchema,
} from '../../../contract/sms-templates.ts';
import {
  DEFAULT_SMS_TEMPLATES,
  isOperatorSender,
  previewTemplate,
  readSms,
  type SmsTemplate,
} from '../../../contract/sms-reading.ts';
import type { Db, Tx } from '../../db/client.ts';
import { smsTemplates } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';

/** The database handle or a transaction. */
export type Executor = Db | Tx;

const DEFAULT_IDS: ReadonlySet<string> = new Set(DEFAULT_SMS_TEMPLATES.map((t) => t.id));

const templateColumns = {
  id: smsTemplates.id,
  operator: smsTemplates.operator,
  name: smsTemplates.name,
  pattern: smsTemplates.pattern,
  senders: smsTemplates.senders,
  verified: smsTemplates.verified,
  isActive: smsTemplates.isActive,
};

/**
 * The active templates, as readSms and isOperatorSender take them, in the order readSms tries
 * them: templates checked on a real SMS first, then the oldest first (the shipped defaults before
 * the ones admins add). For the inbox and the payment matcher.
 */
export async function listActiveTemplates(executor: Executor): Promise<SmsTemplate[]> {
  return executor
    .select(templateColumns)
    .from(smsTemplates)
    .where(eq(smsTemplates.isActive, true))
    .orderBy(desc(smsTemplates.verified), asc(smsTemplates.createdAt), asc(smsTemplates.id));
}

/**
 * Inserts the shipped templates that are missing, with their fixed ids (ON CONFLICT (id) DO
 * NOTHING): an admin's changes to a default are kept, and several instances starting at once
 * neither fail nor duplicate.
 */
export async function insertDefaultTemplates(executor: Executor): Promise<void> {
  await executor
    .insert(smsTemplates)
    .values(DEFAULT_SMS_TEMPLATES.map((t) => ({ ...t, senders: [...t.senders] })))
    .onConflictDoNothing({ target: smsTemplates.id });
}

/** What an audit line keeps of a template. */
const auditFields = (t: Omit<SmsTemplate, 'id'>) => ({
  operator: t.operator,
  name: t.name,
  pattern: t.pattern,
  senders: t.senders,
  verified: t.verified,
  isActive: t.isActive,
});

const rowColumns = {
  ...templateColumns,
  createdAt: smsTemplates.createdAt,
  updatedAt: smsTemplates.updatedAt,
};
type Row = { id: string } & Record<string, unknown>;
const shape = <R extends Row>(row: R) => ({ ...row, isDefault: DEFAULT_IDS.has(row.id) });

export function createSmsTemplatesService(db: Db) {
  let defaultsReady: Promise<void> | null = null;
  /** Once per process (again after a failure): the defaults are in the database. */
  function ensureDefaults(): Promise<void> {
    defaultsReady ??= insertDefaultTemplates(db).catch((err: unknown) => {
      defaultsReady = null;
      throw err;
    });
    return defaultsReady;
  }
  /** The active templates (the defaults inserted first if needed). */
  async function active(): Promise<SmsTemplate[]> {
    await ensureDefaults();
    return listActiveTemplates(db);
  }
  const loadForUpdate = (tx: Tx, id: string) =>
    loadRow(tx.select(rowColumns).from(smsTemplates).where(eq(smsTemplates.id, id)), {
      notFound: 'SMS_TEMPLATE_NOT_FOUND',
      lock: true,
    });

  return {
    ensureDefaults,

    active,

    /** GET /api/admin/sms-templates: every template, by operator then name. */
    async list() {
      await ensureDefaults();
      const rows = await db
        .select(rowColumns)
        .from(smsTemplates)
        .orderBy(asc(smsTemplates.operator), asc(smsTemplates.name), asc(smsTemplates.id));
      return rows.map(shape);
    },

    async create(admin: SessionUser, input: z.output<typeof smsTemplateInputSchema>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(smsTemplates).values(input).returning(rowColumns);
        await recordAudit(tx, admin, {
          action: 'sms_template.create',
          entity: 'sms_templates',
          entityId: row!.id,
          after: auditFields(row!),
        });
        return shape(row!);
      });
    },

    async update(admin: SessionUser, id: string, input: z.output<typeof smsTemplateInputSchema>) {
      await ensureDefaults();
      return db.transaction(async (tx) => {
        const before = await loadForUpdate(tx, id);
        const [row] = await tx
          .update(smsTemplates)
          .set(input)
          .where(eq(smsTemplates.id, id))
          .returning(rowColumns);
        await recordAudit(tx, admin, {
          action: 'sms_template.update',
          entity: 'sms_templates',
          entityId: id,
          before: auditFields(before),
          after: auditFields(row!),
        });
        return shape(row!);
      });
    },

    /** Only the ones admins added: a shipped default can be deactivated, not deleted (409). */
    async remove(admin: SessionUser, id: string) {
      await ensureDefaults();
      await db.transaction(async (tx) => {
        const before = await loadForUpdate(tx, id);
        if (DEFAULT_IDS.has(id)) throw appError('SMS_TEMPLATE_DEFAULT');
        await tx.delete(smsTemplates).where(eq(smsTemplates.id, id));
        await recordAudit(tx, admin, {
          action: 'sms_template.delete',
          entity: 'sms_templates',
          entityId: id,
          before: auditFields(before),
        });
      });
    },

    /**
     * POST /api/admin/sms-templates/preview: the named groups a pattern finds in a sample SMS,
     * what would be stored from them, and whether the sender is one of the operator's; or why
     * the pattern is not a valid regular expression.
     */
    async preview(input: z.output<typeof smsTemplatePreviewSchema>) {
      const tried = previewTemplate(input.pattern, input.text);
      if (!tried.ok) return tried;
      const template: SmsTemplate = {
        id: 'preview',
        operator: input.operator ?? 'mpesa',
        name: '',
        pattern: input.pattern,
        senders: [],
        verified: false,
        isActive: true,
      };
      const reading = tried.groups ? readSms(input.text, [template]) : null;
      const senderKnown =
        input.sender !== undefined && input.operator
          ? isOperatorSender(input.sender, await active(), input.operator)
          : null;
      return {
        ok: true as const,
        groups: tried.groups,
        reading: reading && {
          transactionId: reading.transactionId,
          amount: reading.amount,
          currency: reading.currency,
          payerNumber: reading.payerNumber,
          date: reading.date,
        },
        senderKnown,
      };
    },
  };
}

export type SmsTemplatesService = ReturnType<typeof createSmsTemplatesService>;
