import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type NotificationType } from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionUser } from '../auth/index.ts';

/** What the bell shows of a notification. */
const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

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

    /** The caller's latest notifications, newest first, and how many are unread. */
    async list(user: SessionUser) {
      const [items, unread] = await Promise.all([
        deps.db
          .select(notificationColumns)
          .from(notifications)
          .where(eq(notifications.userId, user.id))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NOTIFICATION_LIST_LIMIT),
        unreadCount(deps.db, user.id),
      ]);
      return { items, unreadCount: unread };
    },

    /** The bell's badge, asked on each page load: one count over the partial index of unread rows. */
    async unreadCount(user: SessionUser) {
      return { count: await unreadCount(deps.db, user.id) };
    },

    /** Marks one of the caller's notifications read (once: a second call keeps the first date). */
    async markRead(user: SessionUser, id: string) {
      const owned = and(eq(notifications.id, id), eq(notifications.userId, user.id));
      const [updated] = await deps.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(owned, isNull(notifications.readAt)))
        .returning(notificationColumns);
      if (updated) return updated;
      // Already read, someone else's or unknown: someone else's is as missing as an unknown one.
      return loadRow(deps.db.select(notificationColumns).from(notifications).where(owned), {
        notFound: 'NOTIFICATION_NOT_FOUND',
      });
    },

    /** Marks every unread notification of the caller read; answers the count left (0). */
    async markAllRead(user: SessionUser) {
      await deps.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return { count: 0 };
    },
  };
}

/** Unread notifications of a user; the where clause matches the partial index notifications_unread_idx. */
async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
