import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { LIVE_CLASS_REMINDER_MS, liveClassMessages as m } from '../../../contract/live-classes.ts';
import type { Db } from '../../db/client.ts';
import { liveClasses, liveClassRegistrations } from '../../db/schema/index.ts';
import type { Delivery } from '../notifications/index.ts';
import type { LiveClassesDeps } from './live-classes.service.ts';

/** The job that warns confirmed registrants an hour before their class (app.ts runs it). */
export function createLiveClassReminders(
  db: Db,
  deps: Pick<LiveClassesDeps, 'notifications' | 'now'>,
) {
  return {
    /**
     * Notifies confirmed students of the classes starting within the hour, once: the UPDATE …
     * WHERE remindedAt IS NULL … RETURNING marks each registration as it picks it, so several
     * servers running it at once never remind anyone twice. Answers how many were reminded.
     */
    async sendReminders(): Promise<number> {
      const now = deps.now();
      const deliveries: Delivery[] = [];
      await db.transaction(async (tx) => {
        // The WHERE comes after FROM (UPDATE … FROM live_classes WHERE …), which the lint rule misses.
        // eslint-disable-next-line drizzle/enforce-update-with-where
        const due = await tx
          .update(liveClassRegistrations)
          .set({ remindedAt: now })
          .from(liveClasses)
          .where(
            and(
              eq(liveClassRegistrations.liveClassId, liveClasses.id),
              isNull(liveClassRegistrations.remindedAt),
              eq(liveClassRegistrations.paymentStatus, 'confirmed'),
              eq(liveClasses.isPublished, true),
              gt(liveClasses.scheduledAt, now),
              lte(liveClasses.scheduledAt, new Date(now.getTime() + LIVE_CLASS_REMINDER_MS)),
            ),
          )
          .returning({
            userId: liveClassRegistrations.userId,
            title: liveClasses.title,
            scheduledAt: liveClasses.scheduledAt,
          });
        for (const reminder of due) {
          const minutes = Math.max(
            1,
            Math.round((reminder.scheduledAt.getTime() - now.getTime()) / 60_000),
          );
          deliveries.push(
            await deps.notifications.notify(tx, {
              userId: reminder.userId,
              type: 'live_class_soon',
              title: m.reminderTitle,
              message: `Le cours en direct « ${reminder.title} » commence dans ${minutes} minute${minutes > 1 ? 's' : ''}. Le lien de la réunion est sur la page Cours en direct.`,
              link: '/live-classes',
            }),
          );
        }
      });
      for (const deliver of deliveries) deliver();
      return deliveries.length;
    },
  };
}
