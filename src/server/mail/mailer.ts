import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every mail is recorded in the outbox. With SMTP_URL it is also sent and marked sent;
 * without it, the outbox is where it can be read, and in development the log too (a reset link
 * is a key to an account: it stays out of production logs).
 */
export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  /** Log the text of unsent mail (development only). */
  logContent?: boolean;
}): Mailer {
  const { smtpUrl } = opts;
  // nodemailer is loaded with the first mail sent, not at start (docs/memory.md).
  let transport: Promise<Transporter> | undefined;
  const smtp = smtpUrl
    ? () =>
        (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        ))
    : undefined;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!smtp) {
        const { to, subject, text } = message;
        opts.log.info(
          { mail: opts.logContent ? { to, subject, text } : { to, subject } },
          'mail written to outbox',
        );
        return;
      }
      try {
        await (await smtp()).sendMail({ from: opts.from, ...message });
        await opts.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        opts.log.error({ err, to: message.to }, 'mail delivery failed');
        await opts.db
          .update(mailOutbox)
          .set({ error: err instanceof Error ? err.message.slice(0, 500) : 'unknown' })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
