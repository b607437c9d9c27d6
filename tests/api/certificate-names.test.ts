/**
 * Certificates print the names students give, Congolese ones included: Lingala letters (ɛ, ɔ)
 * with tone marks that Unicode has no precomposed letter for, and accents typed as combining
 * marks. The PDF, downloaded through the API, shows them in NFC, with no "?".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { PDFDocument } from 'pdf-lib';
import { useTestApp } from '../helpers/app.ts';
import { enrolledStudent, insertCourse, insertLesson, signedInUser } from '../helpers/factories.ts';
import { pdfEmbeddedFonts, pdfPageText } from '../helpers/pdf.ts';
import { certificationOf } from '../helpers/rows.ts';

const t = useTestApp();

/** The PDF of the certificate a student named `name` earns by finishing a one-lesson course. */
async function certificateOf(name: string, courseTitle: string) {
  const owner = await signedInUser(t.app, t.db, 'instructor', 'Patrick Mbuyi');
  const course = await insertCourse(t.db, { instructorId: owner.user.id, title: courseTitle });
  const lesson = await insertLesson(t.db, { courseId: course.id });
  const student = await enrolledStudent(t.app, t.db, course.id, name);
  const done = await student.agent.post(
    `/api/enrollments/${student.enrollment.id}/complete-lesson`,
    { lessonId: lesson.id },
  );
  expect(done.statusCode).toBe(200);
  const row = await certificationOf(t.db, student.user.id, course.id);
  expect(row).toBeDefined();

  const res = await student.agent.get(`/api/certifications/${row!.id}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { pdf: await PDFDocument.load(res.rawPayload), bytes: res.rawPayload.length };
}

describe('names on the certificate', () => {
  it('prints Lingala letters with their tone marks', async () => {
    // "ɔ́" has no precomposed form: it stays ɔ + U+0301 in NFC.
    const name = 'Mb\u0254\u0301k\u0254 Ng\u025bl\u025b';
    const { pdf, bytes } = await certificateOf(name, 'Lingala : les tons du verbe');
    const text = pdfPageText(pdf, 0);
    expect(text).toContain(name.normalize('NFC'));
    expect(text).toContain('Lingala : les tons du verbe');
    expect(text).not.toContain('?');
    // The fonts are subset: the file stays small.
    expect(bytes).toBeLessThan(40_000);
  });

  it('prints an accent typed as a combining mark on its letter', async () => {
    const name = 'Ame\u0301lie \u0186\u0300ng\u025b'; // "Amélie Ɔ̀ngɛ", é typed as e + U+0301
    const { pdf } = await certificateOf(name, 'Cre\u0301er un site web');
    const text = pdfPageText(pdf, 0);
    expect(text).toContain('Am\u00e9lie \u0186\u0300ng\u025b');
    expect(text).not.toContain('e\u0301');
    expect(text).toContain('Cr\u00e9er un site web');
    expect(text).not.toContain('?');
    expect(pdf.getSubject()).toContain('Cr\u00e9er un site web');
  });
});

describe('the fonts embedded', () => {
  const require = createRequire(import.meta.url);
  const arimo = (style: string) =>
    fontkit.create(
      readFileSync(require.resolve(`@expo-google-fonts/arimo/${style}/Arimo_${style}.ttf`)),
    ) as fontkit.Font;
  const originals = { 'Arimo-Regular': arimo('400Regular'), 'Arimo-Bold': arimo('700Bold') };

  it('are subsets whose glyphs are those of the font (a broken subset prints blanks)', async () => {
    const { pdf } = await certificateOf('Mb\u0254\u0301k\u0254', 'Lingala : les tons du verbe');
    const fonts = pdfEmbeddedFonts(pdf, 0);
    // A subset's name starts with a tag of six capitals and "+".
    const name = (font: { baseFont: string }) => /^[A-Z]{6}\+(.*)$/.exec(font.baseFont)?.[1];
    expect(fonts.map(name).sort()).toEqual(['Arimo-Bold', 'Arimo-Regular']);
    for (const { baseFont, program, toUnicode } of fonts) {
      const original = originals[name({ baseFont }) as keyof typeof originals];
      const subset = fontkit.create(Buffer.from(program)) as fontkit.Font;
      // Only the glyphs the page uses, not the whole font.
      expect(subset.numGlyphs).toBeLessThan(100);
      expect(toUnicode.size).toBeGreaterThan(10);
      for (const [id, text] of toUnicode) {
        const want = original.glyphForCodePoint(text.codePointAt(0)!);
        const got = subset.getGlyph(id);
        expect(got.path.toSVG(), `${baseFont} "${text}"`).toBe(want.path.toSVG());
        expect(got.advanceWidth, `${baseFont} "${text}"`).toBe(want.advanceWidth);
      }
    }
  });
});
