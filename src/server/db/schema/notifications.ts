/** The in-app notifications of each user (the header's bell), newest first. */
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { notificationTypes } from '../../../contract/notifications.ts';
import { id, createdAt, tstz } from './columns.ts';
import { userRef } from './accounts.ts';

export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef(),
    type: notificationTypeEnum().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    /** A path of this site to open from the notification, e.g. /course/<id>/learn. */
    link: text(),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The unread count of the bell reads only these.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
