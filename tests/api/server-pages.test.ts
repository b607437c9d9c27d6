import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { Agent, createTestApp, registerUser, type TestApp } from '../helpers/app.ts';

/**
 * A stand-in for the server-rendering build (dist/ssr next to dist/client): it answers each
 * page by what the in-process API said to the visitor, fails on /catalog, renders nothing on
 * /login, writes replacement patterns ($&, $') in its page, carries a state that tries to
 * close its script element, and answers /course/disparu as not found.
 */
const renderer = `
export async function renderPage(url, fetcher, origin) {
  if (url === '/login') return null;
  if (url.startsWith('/catalog')) throw new Error('rendu impossible');
  const me = await fetcher('/api/auth/me', { method: 'GET' });
  const who = me.status === 200 ? (await me.json()).name : 'visiteur ' + me.status;
  return {
    html: '<p>Bonjour ' + who + ' ($& $\\' $1)</p>',
    head: '<title>Page rendue</title><link rel="canonical" href="' + origin + url + '" />',
    state: { note: '</script><script>alert(1)</script>' },
    status: url === '/course/disparu' ? 404 : 200,
  };
}
`;

const build = mkdtempSync(path.join(os.tmpdir(), 'kelasi-build-'));
const shell =
  '<!doctype html><html lang="fr"><head><title>Kelasi</title>\n<meta name="description" content="La coquille" />\n</head><body><div id="root"></div></body></html>';
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(build, 'client'));
  mkdirSync(path.join(build, 'ssr'));
  writeFileSync(path.join(build, 'client', 'index.html'), shell);
  writeFileSync(path.join(build, 'ssr', 'entry-server.js'), renderer);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://kelasi.example.cd' }),
    clientDir: path.join(build, 'client'),
  };
  t = await createTestApp({ config, serveClient: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(build, { recursive: true, force: true });
});

describe('pages rendered by the server', () => {
  it('puts the rendered page and its data in the shell, as the visitor sees it', async () => {
    const res = await new Agent(t.app).get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<div id="root"><p>Bonjour visiteur 401 ($& $\' $1)</p></div><script type="application/json" id="kelasi-state">',
    );
    // The page's own head replaces the shell's title and description.
    expect(res.body).toContain(
      '<head><title>Page rendue</title><link rel="canonical" href="https://kelasi.example.cd/" />\n</head>',
    );
    expect(res.body).not.toContain('La coquille');
    // The page names who is signed in: no shared cache may keep it for someone else.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('renders the page as the signed-in user, with their cookie', async () => {
    const { agent } = await registerUser(t.app, { name: 'Grâce Mbuyi' });
    const res = await agent.get('/course/123');
    expect(res.body).toContain("<p>Bonjour Grâce Mbuyi ($& $' $1)</p>");
  });

  it('keeps the data from closing its script element', async () => {
    const res = await new Agent(t.app).get('/');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const json = /id="kelasi-state">(.*?)<\/script>/.exec(res.body)![1]!;
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('sends the not-found page with its 404 status and no data to hydrate', async () => {
    const res = await new Agent(t.app).get('/course/disparu');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"><p>Bonjour visiteur 401');
    expect(res.body).not.toContain('kelasi-state');
  });

  it('sends the plain shell when rendering fails or the page is not rendered', async () => {
    for (const url of ['/catalog?search=web', '/login']) {
      const res = await new Agent(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
