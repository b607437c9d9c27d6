/**
 * Reads back what a PDF written with pdf-lib's standard fonts shows: the strings of its text
 * operators (hex strings in WinAnsi, i.e. windows-1252), decoded, one per shown line.
 */
import {
  PDFArray,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/** The characters of windows-1252's bytes 0x80–0x9f (Node's decoder reads them as Latin-1). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Uint8Array) =>
    String.fromCodePoint(
      ...Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.codePointAt(b - 0x80)! : b)),
    ),
};

function streamBytes(pdf: PDFDocument, object: PDFObject | undefined): Uint8Array[] {
  const resolved = object ? pdf.context.lookup(object) : undefined;
  if (resolved instanceof PDFArray)
    return resolved.asArray().flatMap((item) => streamBytes(pdf, item));
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  return [];
}

/** The lines a page shows, in drawing order. */
export function pdfPageLines(pdf: PDFDocument, index: number): string[] {
  const page = pdf.getPage(index);
  const content = streamBytes(pdf, page.node.get(PDFName.of('Contents')))
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
    winAnsi.decode(Buffer.from(m[1]!, 'hex')),
  );
}

/** The page's lines joined by newlines. */
export const pdfPageText = (pdf: PDFDocument, index: number) => pdfPageLines(pdf, index).join('\n');
