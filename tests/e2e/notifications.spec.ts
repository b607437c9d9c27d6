import { describe, expect, it } from 'vitest';
import { createNotification } from '../../src/server/db/factories/notifications.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, visibleText } from './page-helpers.ts';

const e = useE2E();
const MINUTE = 60_000;

/** A student with two unread notifications (each with a link) and an older, read one. */
async function studentWithNotifications(name: string) {
  const student = await e.register('student', name);
  await createNotification(e.t.db, {
    userId: student.id,
    type: 'payment_confirmed',
    title: 'Paiement déjà vu',
    message: 'Une ancienne notification, lue.',
    createdAt: new Date(Date.now() - 3 * 24 * 60 * MINUTE),
    readAt: new Date(Date.now() - 2 * 24 * 60 * MINUTE),
  });
  await createNotification(e.t.db, {
    userId: student.id,
    type: 'live_class_soon',
    title: 'Classe en direct bientôt',
    message: 'La séance de questions-réponses commence dans 2 jours.',
    link: '/live-classes',
    createdAt: new Date(Date.now() - 2 * 60 * MINUTE),
  });
  await createNotification(e.t.db, {
    userId: student.id,
    type: 'certificate_issued',
    title: 'Certificat délivré',
    message:
      'Félicitations ! Votre certificat du cours « Introduction à Python » est prêt : téléchargez-le depuis la page des certifications.',
    link: '/certifications',
    createdAt: new Date(Date.now() - 5 * MINUTE),
  });
  return student;
}

describe('the notification bell', () => {
  for (const phone of [true, false]) {
    const screen = phone ? 'a 360 px phone' : 'a desktop';
    it(`shows the unread count, opens the list, marks it read and follows a link, on ${screen}`, async () => {
      const student = await studentWithNotifications(phone ? 'Aimée Kabila' : 'Benoît Lumbu');
      const { page, context, consoleErrors } = await e.newPage({ phone });
      const listLoads: string[] = [];
      const readAlls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/notifications') listLoads.push(path);
        if (path === '/api/notifications/read-all') readAlls.push(request.method());
      });
      await signIn(page, student.email, student.password);
      const header = page.getByRole('banner');

      // The count, in the bell's name and as its badge.
      const bell = header.getByRole('button', { name: 'Notifications (2 non lues)' });
      await bell.waitFor();
      expect((await bell.innerText()).trim()).toBe('2');
      await expectAxeClean(page, `${screen}, bell with a count`);
      // The list is not loaded until the bell opens it.
      expect(listLoads).toEqual([]);

      await bell.click();
      const list = page.getByRole('dialog', { name: 'Notifications' });
      await visibleText(list, /Certificat délivré/);
      await visibleText(list, /Classe en direct bientôt/);
      await visibleText(list, 'Paiement déjà vu');
      expect(listLoads).toHaveLength(1);
      // Newest first; the new ones are told apart from the one read before.
      const items = await list.getByRole('listitem').allInnerTexts();
      expect(items).toHaveLength(3);
      expect(items[0]).toContain('Certificat délivré');
      expect(items[1]).toContain('Classe en direct bientôt');
      expect(items[2]).toContain('Paiement déjà vu');
      expect(await list.getByText('Non lue :').count()).toBe(2);
      expect(items[2]).not.toContain('Non lue');
      await visibleText(list, 'il y a 5 minutes');

      // Opening the list read them all: the count goes, on the server too.
      await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      expect(await header.getByTestId('notification-count').count()).toBe(0);
      const count = await page.request.get('/api/notifications/unread-count');
      expect(await count.json()).toEqual({ count: 0 });
      expect(readAlls).toEqual(['POST']);

      // The open list fits the screen.
      const box = await list.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoHorizontalOverflow(page, `${screen}, list open`);
      await expectAxeClean(page, `${screen}, list open`);

      // A notification leads where it says; the list closes.
      await list.getByRole('link', { name: /Certificat délivré/ }).click();
      await page.waitForURL('**/certifications');
      await list.waitFor({ state: 'detached' });

      // Reopened: loaded again, nothing unread, every one shown as read.
      const bellRead = header.getByRole('button', { name: 'Notifications', exact: true });
      await bellRead.click();
      await visibleText(list, /Certificat délivré/);
      await list.getByText('Non lue :').first().waitFor({ state: 'detached' });
      expect(listLoads).toHaveLength(2);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      // And after a reload, from the server.
      await page.reload();
      await bellRead.click();
      await visibleText(list, /Certificat délivré/);
      expect(await list.getByText('Non lue :').count()).toBe(0);
      // Nothing was unread since: no second read-all.
      expect(readAlls).toEqual(['POST']);
      await expectNoHorizontalOverflow(page, `${screen}, list reopened`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('tells a user without notifications there are none', async () => {
    const student = await e.register('student', 'Chantal Mwamba');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    const readAlls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notifications/read-all')
        readAlls.push(request.method());
    });
    await signIn(page, student.email, student.password);
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications', exact: true });
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await visibleText(list, 'Aucune notification');
    await expectAxeClean(page, 'empty list');
    // Nothing to mark read: no call made for it.
    expect(readAlls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await context.close();
  });
});
