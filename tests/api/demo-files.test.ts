import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import {
  courses,
  lessons,
  paymentRequests,
  uploads,
  users,
} from '../../src/server/db/schema/index.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { demoDocuments, seedDemoFiles } from '../../src/server/db/seed/demo-files.ts';
import { demoPdf } from '../../src/server/db/seed/demo-pdf.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import {
  createObjectStorage,
  type ObjectStorage,
} from '../../src/server/storage/object-storage.ts';
import { matchesSignature } from '../../src/server/modules/objects/file-signature.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';

const UPLOAD_PATH =
  /^\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks the structure a PDF reader relies on: header, trailer, and every xref offset. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
  expect(table.slice(0, 20)).toBe('0000000000 65535 f \n');
  for (let n = 1; n < Number(count); n++) {
    const entry = table.slice(n * 20, n * 20 + 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`);
  }
  // Each stream's declared /Length is its exact byte length.
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  }
}

describe('demoPdf', () => {
  it('writes a valid A4 page with windows-1252 text and escaped delimiters', () => {
    const pdf = demoPdf('Leçon : les accents', [
      'Été, garçon, œuvre, 10 €, l’élève « ici »',
      'f(x) \\ y',
    ]);
    expectValidPdf(pdf);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595 842]');
    expect(pdf.toString('latin1')).toContain('/Count 1');
    expect(pdf.includes(Buffer.from('(Le\xe7on : les accents) Tj', 'latin1'))).toBe(true);
    expect(
      pdf.includes(
        Buffer.from(
          '(\xc9t\xe9, gar\xe7on, \x9cuvre, 10 \x80, l\x92\xe9l\xe8ve \xab ici \xbb)',
          'latin1',
        ),
      ),
    ).toBe(true);
    expect(pdf.includes(Buffer.from('(f\\(x\\) \\\\ y)', 'latin1'))).toBe(true);
  });

  it('encodes every windows-1252 character to its byte, others as "?"', () => {
    // The code points of bytes 0x80–0x9f (WHATWG index); 0xa0–0xff are those of Latin-1.
    const high: Record<number, number> = {
      0x80: 0x20ac,
      0x82: 0x201a,
      0x83: 0x192,
      0x84: 0x201e,
      0x85: 0x2026,
      0x86: 0x2020,
      0x87: 0x2021,
      0x88: 0x2c6,
      0x89: 0x2030,
      0x8a: 0x160,
      0x8b: 0x2039,
      0x8c: 0x152,
      0x8e: 0x17d,
      0x91: 0x2018,
      0x92: 0x2019,
      0x93: 0x201c,
      0x94: 0x201d,
      0x95: 0x2022,
      0x96: 0x2013,
      0x97: 0x2014,
      0x98: 0x2dc,
      0x99: 0x2122,
      0x9a: 0x161,
      0x9b: 0x203a,
      0x9c: 0x153,
      0x9e: 0x17e,
      0x9f: 0x178,
    };
    const bytes = [
      ...Object.keys(high).map(Number),
      ...Array.from({ length: 96 }, (_, i) => 0xa0 + i),
    ];
    const text = String.fromCodePoint(...bytes.map((b) => high[b] ?? b));
    expect(demoPdf('T', [text]).includes(Buffer.from(bytes))).toBe(true);
    expect(demoPdf('T', ['ok ✓ 😀 \u0081']).includes(Buffer.from('(ok ? ? ?) Tj'))).toBe(true);
  });

  it('wraps long lines and continues on further pages', () => {
    const long = 'mot '.repeat(60).trim();
    const pdf = demoPdf(
      'Beaucoup de lignes',
      Array.from({ length: 80 }, () => long),
    );
    expectValidPdf(pdf);
    const text = pdf.toString('latin1');
    // 240 wrapped lines: 49 under the title, then 52 per page.
    expect(text).toContain('/Count 5');
    const shown = [...text.matchAll(/\((mot[^)]*)\) Tj/g)].map((m) => m[1]!);
    expect(shown).toHaveLength(240);
    for (const line of shown) expect(line.length).toBeLessThanOrEqual(90);
    expect(shown.join(' ')).toBe(Array.from({ length: 80 }, () => long).join(' '));
  });
});

describe('demo files seeded into a fresh database', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: ObjectStorage;
  let stored: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-demo-files-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    t = await createTestApp({ config });
    expect(await seedIfEmpty(t.db)).toBe(true);
    storage = createObjectStorage(config.storage);
    stored = await seedDemoFiles({ db: t.db, storage });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const lessonFiles = () =>
    t.db
      .select({
        title: lessons.title,
        fileUrl: lessons.fileUrl,
        isFree: lessons.isFree,
        instructorId: courses.instructorId,
        status: courses.status,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(like(lessons.fileUrl, '/objects/%'));

  it('stores every demo document as a complete upload of the instructor', async () => {
    const files = await lessonFiles();
    // The documents, and the screenshot of the demo student's pending payment.
    expect(stored).toBe(Object.keys(demoDocuments).length + 1);
    expect(files).toHaveLength(Object.keys(demoDocuments).length);
    const names = new Set<string>();
    for (const lesson of files) {
      const id = UPLOAD_PATH.exec(lesson.fileUrl!)?.[1];
      expect(id, lesson.fileUrl!).toBeDefined();
      const [upload] = await t.db.select().from(uploads).where(eq(uploads.id, id!));
      expect(upload).toMatchObject({
        status: 'complete',
        extension: 'pdf',
        contentType: 'application/pdf',
        userId: lesson.instructorId,
      });
      expect(upload!.completedAt).toBeInstanceOf(Date);
      expect(demoDocuments).toHaveProperty([upload!.fileName!]);
      names.add(upload!.fileName!);
      expect(await storage.exists(`uploads/${id}.pdf`)).toBe(true);
      const pdf = await bytesOf(await storage.read(`uploads/${id}.pdf`));
      expect(pdf.length).toBe(upload!.size);
      expectValidPdf(pdf);
      const title = demoDocuments[upload!.fileName!]!.title;
      expect(pdf.includes(Buffer.from(`(${title}) Tj`, 'latin1'))).toBe(true);
    }
    expect(names.size).toBe(files.length);
  });

  it('leaves nothing to do when run again', async () => {
    expect(await seedDemoFiles({ db: t.db, storage })).toBe(0);
  });

  it('serves a free lesson’s document to everyone and the others to readers only', async () => {
    const files = await lessonFiles();
    const free = files.find((f) => f.isFree && f.status === 'published')!;
    expect(free).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: free.fileUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const id = UPLOAD_PATH.exec(free.fileUrl!)![1];
    expect(res.rawPayload.equals(await bytesOf(await storage.read(`uploads/${id}.pdf`)))).toBe(
      true,
    );

    const paid = files.find((f) => !f.isFree)!;
    expect((await t.app.inject({ method: 'GET', url: paid.fileUrl! })).statusCode).toBe(401);
  });

  it('serves the payment screenshot to its payer and the course’s instructor only', async () => {
    let address = 0;
    const signIn = async (account: { email: string; password: string }) => {
      address += 1;
      const agent = new Agent(t.app, { remoteAddress: `10.77.0.${address}` });
      const res = await agent.post('/api/auth/login', account);
      expect(res.statusCode, account.email).toBe(200);
      return agent;
    };
    const [grace] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.student.email));
    const [proved] = await t.db
      .select()
      .from(paymentRequests)
      .where(like(paymentRequests.proofImage, '/objects/%'));
    expect(proved).toMatchObject({ userId: grace!.id, status: 'pending' });
    const id = /^\/objects\/uploads\/([0-9a-f-]{36})\.png$/.exec(proved!.proofImage!)?.[1];
    expect(id, proved!.proofImage!).toBeDefined();
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.id, id!));
    expect(upload).toMatchObject({
      userId: grace!.id,
      status: 'complete',
      extension: 'png',
      contentType: 'image/png',
    });
    const png = await bytesOf(await storage.read(`uploads/${id}.png`));
    expect(png.length).toBe(upload!.size);
    expect(matchesSignature('png', png.subarray(0, 12))).toBe(true);

    // The demo instructor decides on the payment: his list links the screenshot, he may open it.
    const instructor = await signIn(demoAccounts.instructor);
    const list = await instructor.get(`/api/instructor/payment-requests/${proved!.courseId}`);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(proved!.proofImage!);
    for (const agent of [instructor, await signIn(demoAccounts.student)]) {
      const res = await agent.get(proved!.proofImage!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png)).toBe(true);
    }

    // Another student, another instructor and a visitor are refused.
    const others = [
      await signIn({
        email: 'jonathan.kasongo@example.cd',
        password: demoAccounts.student.password,
      }),
      await signIn({
        email: 'nadine.kalala@kelasi.cd',
        password: demoAccounts.instructor.password,
      }),
      new Agent(t.app),
    ];
    for (const agent of others) {
      const res = await agent.get(proved!.proofImage!);
      // Not found, as for any file the caller may not know of (no lesson uses it).
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.equals(png)).toBe(false);
    }
  });

  it('shows the demo student her commerce in every state through the API', async () => {
    const grace = new Agent(t.app, { remoteAddress: '10.77.1.1' });
    expect((await grace.post('/api/auth/login', demoAccounts.student)).statusCode).toBe(200);
    const statuses = async (url: string) =>
      new Set(((await grace.get(url)).json() as { status: string }[]).map((r) => r.status));
    const all = new Set(['pending', 'confirmed', 'rejected']);
    // The dashboard's payments and the packages page.
    expect(await statuses('/api/my-payment-requests')).toEqual(all);
    expect(await statuses('/api/package-purchases/my')).toEqual(all);
    // The subscriptions page.
    const subscription = await grace.get('/api/my-subscription');
    expect(subscription.statusCode).toBe(200);
    expect(subscription.json()).toMatchObject({ isActive: true });
  });
});
