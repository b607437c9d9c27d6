import { describe, expect, it } from 'vitest';
import { useE2E } from './harness.ts';
import {
  expectAxeClean,
  expectNoHorizontalOverflow,
  visibleText,
  signedInAdminApi,
} from './page-helpers.ts';

const e = useE2E();

describe('announcements', () => {
  it('an admin publishes one, and a visitor sees it on the landing page, drafts not', async () => {
    // The admin screen comes with the admin issue; its API is used here.
    const adminApi = await signedInAdminApi(e, 'Équipe Kelasi');
    for (const data of [
      {
        title: 'Maintenance samedi',
        content: 'Le site sera indisponible de 6 h à 8 h.',
        type: 'warning',
        isPublished: true,
      },
      { title: 'Annonce en préparation', content: 'Pas encore publiée.', isPublished: false },
    ]) {
      const res = await adminApi.post('/api/announcements', { data });
      expect(res.status()).toBe(201);
    }
    await adminApi.dispose();

    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.goto('/');
    // A strip with its title (phone-polish.spec.ts covers several), the text in full behind it.
    const strip = page.getByRole('region', { name: 'Annonces' });
    await visibleText(strip, 'Maintenance samedi');
    expect(await strip.getAttribute('data-type')).toBe('warning');
    expect(await strip.getAttribute('class')).toContain('orange');
    await strip.getByRole('button', { name: 'Voir les annonces (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annonces' });
    await visibleText(dialog, 'Le site sera indisponible de 6 h à 8 h.');
    const item = dialog.locator('li[data-type="warning"]', { hasText: 'Maintenance samedi' });
    expect(await item.getAttribute('class')).toContain('orange');
    expect(await page.getByText('Annonce en préparation').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectNoHorizontalOverflow(page, 'landing page with an announcement');
    await expectAxeClean(page, 'landing page with an announcement');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
