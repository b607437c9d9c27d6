import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../src/server/config.ts';
import {
  courses,
  lessons,
  liveClassRegistrations,
  payments,
  uploads,
  users,
} from '../../src/server/db/schema/index.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { demoDocuments, seedDemoFiles } from '../../src/server/db/seed/demo-files.ts';
import { A4, demoPdf } from '../../src/server/db/seed/demo-pdf.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import {
  createObjectStorage,
  type ObjectStorage,
} from '../../src/server/storage/object-storage.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { pdfPageLines } from '../helpers/pdf.ts';
import { bytesOf, expectSeededScreenshot } from '../helpers/stored-files.ts';

const UPLOAD_PATH =
  /^\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/** Loads a PDF with pdf-lib (it fails on a broken file) and checks its pages are A4. */
async function expectValidPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(pdf);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  }
  return doc;
}

/** Every line the document shows, page after page. */
const allLines = (doc: PDFDocument) => doc.getPages().flatMap((_, i) => pdfPageLines(doc, i));

describe('demoPdf', () => {
  it('writes a valid A4 page with windows-1252 text', async () => {
    const doc = await expectValidPdf(
      await demoPdf('Leçon : les accents', [
        'Été, garçon, œuvre, 10 €, l’élève « ici »',
        'f(x) \\ y',
      ]),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Leçon : les accents');
    expect(pdfPageLines(doc, 0)).toEqual([
      'Leçon : les accents',
      'Été, garçon, œuvre, 10 €, l’élève « ici »',
      'f(x) \\ y',
    ]);
  });

  it('prints every windows-1252 character, others as "?"', async () => {
    // The code points of bytes 0x80–0x9f (WHATWG index); 0xa0–0xff are those of Latin-1.
    const high = [
      0x20ac, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
      0x17d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
      0x153, 0x17e, 0x178,
    ];
    const text = String.fromCodePoint(...high, ...Array.from({ length: 96 }, (_, i) => 0xa0 + i));
    const doc = await expectValidPdf(await demoPdf('T', [text, 'ok ✓ 😀 \u0081']));
    const lines = pdfPageLines(doc, 0).slice(1);
    // The long line has no space: it is cut where it reaches the margin.
    expect(lines.slice(0, -1).join('')).toBe(text);
    expect(lines.at(-1)).toBe('ok ? ? ?');
  });

  it('wraps long lines to the page and continues on further pages', async () => {
    const long = 'mot '.repeat(60).trim();
    const doc = await expectValidPdf(
      await demoPdf(
        'Beaucoup de lignes',
        Array.from({ length: 80 }, () => long),
      ),
    );
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const shown = allLines(doc).slice(1);
    for (const line of shown)
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(A4.width - 2 * 56);
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
    // The documents, and the screenshots of the demo student's pending course payment and
    // pending live-class registration.
    expect(stored).toBe(Object.keys(demoDocuments).length + 2);
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
      const doc = await expectValidPdf(pdf);
      const title = demoDocuments[upload!.fileName!]!.title;
      expect(doc.getTitle()).toBe(title);
      expect(pdfPageLines(doc, 0).join(' ')).toContain(title);
      expect(pdfPageLines(doc, 0).join(' ')).toContain(`Kelasi - leçon « ${lesson.title} »`);
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
      .from(payments)
      .where(and(eq(payments.kind, 'course'), like(payments.proofImage, '/objects/%')));
    expect(proved).toMatchObject({ buyerId: grace!.id, status: 'pending' });
    const png = await expectSeededScreenshot(t.db, storage, proved!.proofImage!, grace!.id);

    // The demo instructor decides on the payment: his list links the screenshot, he may open it.
    const instructor = await signIn(demoAccounts.instructor);
    const list = await instructor.get(`/api/instructor/payment-requests/${proved!.itemId}`);
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

  it('serves the live-class screenshot to its payer and the class’s instructor', async () => {
    const [row] = await t.db
      .select({ registration: liveClassRegistrations, payment: payments })
      .from(liveClassRegistrations)
      .innerJoin(payments, eq(payments.id, liveClassRegistrations.paymentId))
      .where(like(payments.proofImage, '/objects/%'));
    expect(row?.registration).toMatchObject({ paymentStatus: 'pending' });
    expect(row?.payment).toMatchObject({ kind: 'live_class', status: 'pending' });
    const proved = row?.payment;
    const instructor = new Agent(t.app, { remoteAddress: '10.77.2.1' });
    expect((await instructor.post('/api/auth/login', demoAccounts.instructor)).statusCode).toBe(
      200,
    );
    const list = await instructor.get('/api/instructor/live-classes');
    expect(JSON.stringify(list.json())).toContain(proved!.proofImage!);
    expect((await instructor.get(proved!.proofImage!)).statusCode).toBe(200);
    expect((await new Agent(t.app).get(proved!.proofImage!)).statusCode).toBe(404);
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
