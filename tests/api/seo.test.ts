import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/db/factories/accounts.ts';
import { createCourses } from '../../src/server/db/factories/courses.ts';
import { loadConfig } from '../../src/server/config.ts';
import { titleLines } from '../../src/server/modules/seo/course-image.ts';
import { useTestApp } from '../helpers/app.ts';

const PUBLIC_URL = 'https://kelasi.example.cd';
const t = useTestApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/kelasi-test',
    PUBLIC_URL,
  }),
});

describe('what search engines read', () => {
  it('robots.txt keeps crawlers out of the API and the signed-in screens, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/admin/', '/instructor/', '/student/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /catalog');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap lists the public pages and the published courses only, never drafts', async () => {
    const instructor = await createUser(t.db, { role: 'instructor' });
    const [published, draft, archived] = await createCourses(t.db, [
      { instructorId: instructor.id, title: 'Publié', status: 'published' },
      { instructorId: instructor.id, title: 'Brouillon', status: 'draft' },
      { instructorId: instructor.id, title: 'Archivé', status: 'archived' },
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/catalog`,
      `${PUBLIC_URL}/packages`,
      `${PUBLIC_URL}/subscriptions`,
      `${PUBLIC_URL}/training-packages`,
      `${PUBLIC_URL}/verify`,
      `${PUBLIC_URL}/course/${published!.id}`,
    ]);
    expect(res.body).not.toContain(draft!.id);
    expect(res.body).not.toContain(archived!.id);
    expect(res.body).toContain(
      `<loc>${PUBLIC_URL}/course/${published!.id}</loc><lastmod>${published!.updatedAt.toISOString()}</lastmod>`,
    );
  });

  it('draws a course without a cover a PNG picture of its title, kept a week, and none for a draft', async () => {
    const instructor = await createUser(t.db, { role: 'instructor', name: 'Béatrice Ilunga' });
    const [published, draft] = await createCourses(t.db, [
      {
        instructorId: instructor.id,
        title:
          'Gestion de stock et comptabilité simplifiée pour les boutiques de Kinshasa, avec des exercices pratiques',
        status: 'published',
        price: 15000,
      },
      { instructorId: instructor.id, title: 'Brouillon', status: 'draft' },
    ]);

    const res = await t.app.inject({ method: 'GET', url: `/og/course/${published!.id}.png?v=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: 1200 × 630, as link previews crop it.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const again = await t.app.inject({ method: 'GET', url: `/og/course/${published!.id}.png` });
    expect(again.rawPayload.equals(png)).toBe(true);

    for (const id of [draft!.id, 'inconnu']) {
      const missing = await t.app.inject({ method: 'GET', url: `/og/course/${id}.png` });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message, id).toBe('Cours non trouvé');
    }
  });

  it('cuts a long title into at most three lines that fit the picture, the last one ending in …', () => {
    expect(titleLines('Excel')).toEqual(['Excel']);
    const lines = titleLines('Comptabilité '.repeat(30));
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(lines[0]).toMatch(/^Comptabilité( Comptabilité)+$/);
  });
});
