/**
 * The demo documents as PDFs, written with pdf-lib: A4 pages, the title in Helvetica-Bold, the
 * body lines in Helvetica, wrapped to the page's width and continued on further pages. The
 * standard fonts print French accents, « », ’, œ and €; other characters become "?".
 */
import { encodable, wrapToWidth } from '../../lib/pdf-text.ts';

/** A4 portrait, in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const TITLE = { size: 16, leading: 20 };
const BODY = { size: 10, leading: 14 };

/** A PDF of `title` then `lines` (an empty string is a blank line), on as many pages as needed. */
export async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  // Only the first start of an empty database writes these: pdf-lib is not loaded otherwise.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Kelasi');
  doc.setCreator('Kelasi');
  doc.setProducer('Kelasi');
  doc.setLanguage('fr-FR');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  const ink = rgb(0, 0, 0);

  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN - TITLE.size;
  for (const line of wrapToWidth(bold, TITLE.size, encodable(bold, title), width)) {
    page.drawText(line, { x: MARGIN, y, size: TITLE.size, font: bold, color: ink });
    y -= TITLE.leading;
  }
  y -= 10;
  const body = lines.flatMap((l) => wrapToWidth(regular, BODY.size, encodable(regular, l), width));
  for (const line of body) {
    if (y < MARGIN) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN - BODY.size;
    }
    if (line) page.drawText(line, { x: MARGIN, y, size: BODY.size, font: regular, color: ink });
    y -= BODY.leading;
  }
  return Buffer.from(await doc.save());
}
