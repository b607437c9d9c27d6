import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcementInputSchema } from '../../../contract/announcements.ts';
import type { Db } from '../../db/client.ts';
import { announcements, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  type: announcements.type,
  isPublished: announcements.isPublished,
  authorName: users.name,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};
type Row = { authorName: string } & Record<string, unknown>;
const shape = <R extends Row>({ authorName, ...rest }: R) => ({
  ...rest,
  author: { name: authorName },
});

export function createAnnouncementsService(db: Db) {
  const select = () =>
    db.select(columns).from(announcements).innerJoin(users, eq(users.id, announcements.authorId));
  async function one(id: string) {
    const [row] = await select().where(eq(announcements.id, id));
    if (!row) throw appError('ANNOUNCEMENT_NOT_FOUND');
    return shape(row);
  }

  return {
    /** GET /api/announcements: published ones for everyone, every one for admins; newest first. */
    async list(user: SessionUser | null) {
      const query = select().orderBy(desc(announcements.createdAt)).$dynamic();
      const rows = await (user?.role === 'admin'
        ? query
        : query.where(eq(announcements.isPublished, true)));
      return rows.map(shape);
    },

    async create(admin: SessionUser, input: z.output<typeof announcementInputSchema>) {
      const [row] = await db
        .insert(announcements)
        .values({ ...input, authorId: admin.id })
        .returning({ id: announcements.id });
      return one(row!.id);
    },

    async update(id: string, input: z.output<typeof announcementInputSchema>) {
      const [row] = await db
        .update(announcements)
        .set(input)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      if (!row) throw appError('ANNOUNCEMENT_NOT_FOUND');
      return one(row.id);
    },

    /** DELETE /api/announcements/{id}, with its audit line in the same transaction. */
    async remove(admin: SessionUser, id: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(announcements)
          .where(eq(announcements.id, id))
          .returning({ title: announcements.title, isPublished: announcements.isPublished });
        if (!row) throw appError('ANNOUNCEMENT_NOT_FOUND');
        await recordAudit(tx, admin, {
          action: 'announcement.delete',
          entity: 'announcements',
          entityId: id,
          before: row,
        });
      });
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
