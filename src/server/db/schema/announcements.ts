/** Announcements written by the admins. */
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { announcementTypes } from '../../../contract/announcements.ts';
import { id, flag, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';

export const announcementTypeEnum = pgEnum('announcement_type', announcementTypes);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull(),
    type: announcementTypeEnum().notNull().default('info'),
    authorId: userRef(),
    isPublished: flag(false),
    ...timestamps,
  },
  (t) => [
    index('announcements_is_published_created_at_idx').on(t.isPublished, t.createdAt),
    index('announcements_author_id_idx').on(t.authorId),
  ],
);

export type NewAnnouncementRow = typeof announcements.$inferInsert;
