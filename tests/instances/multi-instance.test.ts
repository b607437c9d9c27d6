import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '../helpers/database.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { pdf } from '../helpers/typed-files.ts';
import { createClient, type Client } from './client.ts';
import { startBehindNginx, type Deployment, type Instance } from './instances.ts';

/**
 * Issue 31, part 3: two instances of the built server, two processes each (WEB_CONCURRENCY), on
 * one PostgreSQL, one Redis and one S3 bucket, with no disk in common, behind the deployment's
 * own nginx configuration balancing without stickiness. Every request of the checks goes through
 * the proxy; nginx's log tells which instance answered each.
 */
let work: string;
let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let deployment: Deployment;
let instances: Instance[] = [];
let proxy: Deployment['proxy'];
let sql: pg.Client;
let origin: string;
let httpOrigin: string;
let ca: Buffer;
const clients: Client[] = [];
const startedAt = new Date();

/** A phone of its own (an address of its own in 127/8, a cookie of its own). */
const phone = (localAddress = '127.0.0.2') => {
  const client = createClient(origin, { ca, localAddress });
  clients.push(client);
  return client;
};

/** The instances that answered the requests logged since `from` (an index in nginx's log). */
async function instancesSince(from: number, uri?: string) {
  const entries = (await proxy.log()).slice(from);
  return new Set(entries.filter((e) => !uri || e.uri.startsWith(uri)).map((e) => e.instance));
}
const logLength = async () => (await proxy.log()).length;

async function register(client: Client, role: 'student' | 'instructor') {
  const email = `${role}.${randomUUID().slice(0, 8)}@exemple.cd`;
  const res = await client.post('/api/auth/register', {
    name: role === 'student' ? 'Grâce Mbuyi' : 'Joël Kasongo',
    email,
    password: 'motdepasse1',
    role,
  });
  expect(res.status, res.body.toString()).toBe(201);
  return email;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'kelasi-instances-'));
  [scratch, s3] = await Promise.all([scratchPostgresDatabase(), startS3Server()]);
  // Keys and channels of this run only, shared by both instances.
  const redisPrefix = `test-${randomUUID()}`;
  deployment = await startBehindNginx(work, {
    count: 2,
    env: (publicUrl) => ({
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: redisPrefix,
      ...s3.env,
      TRUST_PROXY: '1',
      PUBLIC_URL: publicUrl,
      WEB_CONCURRENCY: '2',
      // Both instances start at once on the empty database: it is migrated and seeded once.
      SEED_DEMO_DATA: 'true',
    }),
  });
  ({ instances, proxy, origin, httpOrigin, ca } = deployment);
  sql = new pg.Client({ connectionString: scratch.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await sql?.end();
  await deployment?.stop();
  await s3?.close();
  await scratch?.drop();
  if (work && !process.env.KEEP_INSTANCES_DIR) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('two instances behind nginx', () => {
  it('were migrated and seeded once, though four processes started at once', async () => {
    const { rows: admins } = await sql.query(
      `select count(*)::int as n from users where email = 'admin@kelasi.cd'`,
    );
    expect(admins[0].n).toBe(1);
    const { rows: twice } = await sql.query(
      `select title from courses group by title having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    for (const instance of instances) expect(instance.output()).not.toMatch(/"level":50/);
  });

  it('serves HTTPS over HTTP/2, sends plain HTTP there, and keeps hashed assets a year', async () => {
    const session = http2.connect(origin, { ca });
    const status = await new Promise<number>((resolve, reject) => {
      const req = session.request({ ':path': '/api/health' });
      req.on('response', (headers) => resolve(Number(headers[':status'])));
      req.on('error', reject);
      req.resume();
      req.end();
    });
    expect(session.alpnProtocol).toBe('h2');
    expect(status).toBe(200);
    session.close();

    const plain = await fetch(`${httpOrigin}/catalog`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    const client = phone();
    const script = readdirSync(path.resolve('dist/client/assets')).find((name) =>
      name.endsWith('.js'),
    )!;
    const first = await client.get(`/assets/${script}`, { 'accept-encoding': 'br' });
    const second = await client.get(`/assets/${script}`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('keeps a session on every instance, and a sign-out on one is seen by the other', async () => {
    const client = phone();
    await register(client, 'student');
    const from = await logLength();
    for (let i = 0; i < 4; i++) expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(await instancesSince(from, '/api/auth/me')).toEqual(
      new Set(instances.map((instance) => instance.address)),
    );

    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    const after = await logLength();
    for (let i = 0; i < 4; i++) expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await instancesSince(after, '/api/auth/me')).size).toBe(2);
  });

  it('counts failed sign-ins across both instances, by the real address of the phone', async () => {
    const victim = await register(phone(), 'student');
    // Ten failures for one account, from one phone, spread over both instances: the 11th is refused.
    const attacker = phone('127.0.0.3');
    const from = await logLength();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await attacker.post('/api/auth/login', { email: victim, password: `faux-${i}` })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await instancesSince(from, '/api/auth/login')).size).toBe(2);

    // A phone forging X-Forwarded-For is still counted by its own address: nginx appends the
    // real one and the app trusts that one hop only (TRUST_PROXY=1).
    const forger = phone('127.0.0.4');
    let refusedAt = 0;
    for (let i = 1; i <= 101 && !refusedAt; i++) {
      const res = await forger.post(
        '/api/auth/login',
        { email: `inconnu.${i}@exemple.cd`, password: 'mauvais1' },
        { 'x-forwarded-for': `10.9.${i % 250}.${(i * 7) % 250}` },
      );
      if (res.status === 429) refusedAt = i;
    }
    expect(refusedAt).toBe(101);
    // Another phone, behind the same nginx, is not refused: the app does not see nginx's address.
    const neighbour = phone('127.0.0.5');
    expect(
      (await neighbour.post('/api/auth/login', { email: 'inconnu@exemple.cd', password: 'x1' }))
        .status,
    ).toBe(401);
  });

  it('resumes on one instance a tus upload begun on the other, then both serve it byte for byte', async () => {
    const instructor = phone();
    await register(instructor, 'instructor');
    const { uploadURL } = (await instructor.post('/api/objects/upload')).json<{
      uploadURL: string;
    }>();
    // Over S3's 5 MiB smallest part, so the transfer is staged as a multipart upload.
    const file = pdf(9 * 1024 * 1024);
    const cut = 6 * 1024 * 1024;
    const tus = { 'tus-resumable': '1.0.0' };
    const from = await logLength();
    const created = await instructor.request('POST', uploadURL, {
      headers: {
        ...tus,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('cours.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
      },
    });
    expect(created.status, created.body.toString()).toBe(201);
    const patch = (offset: number, part: Buffer) =>
      instructor.request('PATCH', uploadURL, {
        raw: part,
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
      });
    expect((await patch(0, file.subarray(0, cut))).status).toBe(204);
    const head = await instructor.request('HEAD', uploadURL, { headers: tus });
    expect(head.headers['upload-offset']).toBe(String(cut));
    const last = await patch(cut, file.subarray(cut));
    expect(last.status, last.body.toString()).toBe(204);
    // The transfer's requests went to both instances, which share no disk.
    expect((await instancesSince(from, uploadURL)).size).toBe(2);

    const stored = await instructor.post('/api/lessons/upload-file', { fileUrl: uploadURL });
    expect(stored.status, stored.body.toString()).toBe(200);
    const { objectPath } = stored.json<{ objectPath: string }>();
    const served = await logLength();
    const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');
    for (let i = 0; i < 2; i++) {
      const res = await instructor.get(objectPath);
      expect(res.status).toBe(200);
      expect(digest(res.body)).toBe(digest(file));
    }
    expect((await instancesSince(served, objectPath)).size).toBe(2);
  });

  it('gives a payment confirmed twice at once, once on each instance, one effect', async () => {
    const { rows } = await sql.query(
      `select id from courses where price > 0 and status = 'published'
         and mobile_money_info->>'mpesa' is not null limit 1`,
    );
    const courseId = rows[0].id as string;
    const buyer = phone();
    await register(buyer, 'student');
    const requested = await buyer.post('/api/payment-requests', {
      courseId,
      paymentMethod: 'mpesa',
      phoneNumber: '0812345678',
    });
    expect(requested.status, requested.body.toString()).toBe(201);
    const { id } = requested.json<{ id: string }>();

    const admin = phone();
    expect(
      (await admin.post('/api/auth/login', { email: 'admin@kelasi.cd', password: 'Admin123!' }))
        .status,
    ).toBe(200);
    const from = await logLength();
    const answers = await Promise.all(
      [0, 1].map(() =>
        admin.patch(`/api/instructor/payment-requests/${id}`, { status: 'confirmed' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await instancesSince(from, '/api/instructor/payment-requests')).size).toBe(2);
    const { rows: enrolled } = await sql.query(
      `select count(*)::int as n from enrollments e join users u on u.id = e.user_id
         where e.course_id = $1 and u.email like 'student.%' and e.user_id =
           (select user_id from payments where id = $2)`,
      [courseId, id],
    );
    expect(enrolled[0].n).toBe(1);
  });

  it('runs scheduled work once per due minute, not once per instance', async () => {
    // The live-class reminders are due every minute; wait for two of their runs.
    const runs = async () =>
      (
        await sql.query(
          `select created_on from pgboss.job where name = 'live-class-reminders'
           union all select created_on from pgboss.archive where name = 'live-class-reminders'
           order by created_on`,
        )
      ).rows.map((row: { created_on: Date }) => row.created_on.getTime());
    for (let i = 0; i < 200 && (await runs()).length < 2; i++) await sleep(1_000);
    const times = await runs();
    expect(times.length).toBeGreaterThanOrEqual(2);
    // Four processes watch the clock: were each to run it, there would be about four runs a
    // minute, some within moments of one another.
    const minutes = (Date.now() - startedAt.getTime()) / 60_000;
    expect(times.length).toBeLessThanOrEqual(Math.ceil(minutes) + 1);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(5_000);
  }, 240_000);
});
