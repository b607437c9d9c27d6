import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcementInputSchema } from '../../../contract/announcements.ts';
import type { Db } from '../../db/client.ts';
import { announcements, users } from '../../db/schema/index.ts';
import * as announcementPolicy from '../../policies/announcement.ts';
import { loadRow, mustExist } from '../../policies/load-row.ts';
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
    return shape(
      await loadRow(select().where(eq(announcements.id, id)), {
        notFound: 'ANNOUNCEMENT_NOT_FOUND',
      }),
    );
  }

  return {
    /** GET /api/announcements: published ones for everyone, every one for admins; newest first. */
    async list(user: SessionUser | null) {
      const rows = await select()
        .where(announcementPolicy.visibleWhere(user))
        .orderBy(desc(announcements.createdAt));
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
      const row = await mustExist(
        db
          .update(announcements)
          .set(input)
          .where(eq(announcements.id, id))
          .returning({ id: announcements.id }),
        'ANNOUNCEMENT_NOT_FOUND',
      );
      return one(row.id);
    },

    /** DELETE /api/announcements/{id}, with its audit line in the same transaction. */
    async remove(admin: SessionUser, id: string) {
      await db.transaction(async (tx) => {
        const before = await mustExist(
          tx
            .delete(announcements)
            .where(eq(announcements.id, id))
            .returning({ title: announcements.title, isPublished: announcements.isPublished }),
          'ANNOUNCEMENT_NOT_FOUND',
        );
        await recordAudit(tx, admin, {
          action: 'announcement.delete',
          entity: 'announcements',
          entityId: id,
          before,
        });
      });
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
