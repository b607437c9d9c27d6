import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, postRawJson, type TestApp } from '../helpers/app.ts';

// A stand-in client build: the server must serve whatever `vite build` wrote.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'kelasi-client-'));
const script = `console.log(${JSON.stringify('Kelasi '.repeat(2000))});`;
// The shell's own inline script, as the theme's in src/client/index.html.
const themeScript = "document.documentElement.classList.add('dark');";

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html lang="fr"><head><script>${themeScript}</script></head><div id="root"></div></html>`,
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'theme-init.js'), 'void 0;');
  const config = { ...loadConfig({ NODE_ENV: 'test' }), clientDir };
  t = await createTestApp({ config, serveClient: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves the SPA entry at / and at every client route, revalidated', async () => {
    for (const url of ['/', '/catalog', '/course/123/learn', '/une-page-inconnue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("lets the shell's own inline script run, by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src'));
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(
      script.length / 5,
    );
  });

  it('sends the page-only security headers with pages, and only nosniff with files and JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/catalog' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/assets/index-abc123.js', '/theme-init.js', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A hashed file is never revalidated: no validators to carry.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    const headerBytes = Object.entries(asset.headers)
      .map(([k, v]) => `${k}: ${String(v)}\r\n`)
      .join('').length;
    expect(headerBytes).toBeLessThan(400);
  });

  it('keeps unknown API paths and non-GET calls as JSON 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/inconnu' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await postRawJson(t.app, '/catalog', '{}');
    expect(post.statusCode).toBe(404);
  });
});
