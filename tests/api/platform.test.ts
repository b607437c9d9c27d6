import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import {
  Agent,
  createTestApp,
  postRawJson,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Ressource introuvable', code: 'NOT_FOUND' });
  });

  it('sends a Content-Security-Policy with pages, and nosniff with everything', async () => {
    // The API's documentation is a page the server renders itself.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const json = await t.app.inject({ method: 'GET', url: '/api/health' });
    // An API answer, refusals included, carries what protects any response, and no page header.
    const refused = await t.app.inject({ method: 'GET', url: '/api/my-certifications' });
    expect(refused.statusCode).toBe(401);
    for (const answer of [json, refused]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses control characters in queries and bodies with a French 400, changing nothing', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/courses?search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('Ce texte contient des caractères non autorisés');
    const visitor = new Agent(t.app);
    const email = uniqueEmail();
    const names = ['Jean\u0000Paul', 'Marie\u0007', 'Ex\u001bemple'];
    for (const name of names) {
      const res = await visitor.post('/api/auth/register', { name, email, password: 'secret12' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: 'Ce texte contient des caractères non autorisés' });
    }
    const login = await visitor.post('/api/auth/login', { email: 'a\u0000@b.cd', password: 'x' });
    expect(login.statusCode).toBe(400);
    const after = await visitor.post('/api/auth/login', { email, password: 'secret12' });
    expect(after.statusCode).toBe(401);
  });

  it('answers paths the router cannot read in the error shape', async () => {
    for (const url of ['/api/courses/%ff%fe', `/api/courses/${'a'.repeat(2000)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 30)).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable', code: 'NOT_FOUND' });
    }
  });

  it('refuses a cross-site call even through a percent-encoded path, and keeps the session', async () => {
    const { agent } = await registerUser(t.app);
    const forged = await agent.post('/%61pi/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF');
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses cross-site state-changing calls', async () => {
    const body = JSON.stringify({ name: 'Intrus', email: uniqueEmail(), password: 'secret12' });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CSRF');
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        host: 'kelasi.cd',
      },
      payload: body,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'content-type': 'application/json',
        origin: 'https://kelasi.cd',
        host: 'kelasi.cd',
      },
      payload: body,
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('does not parse form or plain-text bodies (what a cross-site form could send)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const { agent } = await registerUser(t.app);
      const res = await agent.request('POST', '/api/auth/logout', undefined, {
        headers: { 'content-type': type },
        payload: 'email=a@b.cd',
      });
      expect(res.statusCode).toBe(415);
      expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
    }
  });

  it('answers malformed JSON with a French 400 and oversize bodies with 413', async () => {
    const bad = await postRawJson(t.app, '/api/auth/login', '{"email":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Le corps de la requête est invalide',
      code: 'INVALID_BODY',
    });
    const huge = await postRawJson(
      t.app,
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never leaks internals in a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('logs', () => {
  it('never hold the values of a failed SQL statement', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: '/tmp/kelasi-test',
    });
    const broken = await createTestApp({
      config,
      logger: undefined,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const email = uniqueEmail('secret');
    await broken.database.close();
    const res = await new Agent(broken.app).post('/api/auth/login', { email, password: 'x' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Une erreur interne est survenue',
      code: 'INTERNAL_ERROR',
    });
    expect(lines.join('\n')).toContain('request failed');
    expect(lines.join('\n')).not.toContain(email);
    await broken.app.close();
  });

  it('keep reset links out of production logs; the outbox holds them', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: '/tmp/kelasi-test',
    });
    const prod = await createTestApp({
      config,
      logger: undefined,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const { email } = await registerUser(prod.app);
    await new Agent(prod.app).post('/api/auth/forgot-password', { email });
    let mail: { text: string } | undefined;
    while (!mail) {
      [mail] = await prod.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail.text).toContain('/reset-password?token=');
    const log = lines.join('\n');
    expect(log).toContain('mail written to outbox');
    expect(log).not.toContain('reset-password?token=');
    await prod.close();
  });
});

describe('slow bodies', () => {
  it('cuts a request whose small body does not arrive in time', async () => {
    const slow = await createTestApp({ bodyTimeoutMs: 200 });
    const base = await slow.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(base);
    const cut = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"email":',
        );
      });
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
    });
    expect(cut).toBe(true);
    await slow.close();
  });
});
