import { eq } from 'drizzle-orm';
import type { NotificationType } from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /** French, shown in the bell's list and as the mail's subject. */
  title: string;
  message: string;
  /** A path of this site the notification leads to. */
  link?: string | null;
}

/** Sends the mail of a notification; call it once the transaction that wrote it has committed. */
export type Delivery = () => void;

export function createNotificationsService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  onMailError: (err: unknown) => void;
}) {
  return {
    /**
     * Writes a notification in the caller's transaction, so it exists exactly when the decision
     * behind it does. The mail goes after the commit (the returned Delivery): a mail sent for a
     * decision that was rolled back could not be taken back.
     */
    async notify(tx: Db | Tx, input: NotificationInput): Promise<Delivery> {
      await tx.insert(notifications).values({
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      });
      return () => {
        void (async () => {
          const [user] = await deps.db
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, input.userId));
          if (!user) return;
          const link = input.link ? `\n\n${deps.publicUrl}${input.link}` : '';
          await deps.mailer.send({
            to: user.email,
            subject: input.title,
            text: `Bonjour ${user.name},\n\n${input.message}${link}\n\nL'équipe Kelasi`,
          });
        })().catch(deps.onMailError);
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
