/**
 * Reads back what a PDF written with pdf-lib shows: the strings of its text operators, one per
 * shown line, decoded as a PDF reader does. A font with a ToUnicode map (an embedded font, whose
 * codes are glyph ids) is decoded through the map; a standard font without one (Helvetica) is
 * read as WinAnsi, i.e. windows-1252.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/** The characters of windows-1252's bytes 0x80–0x9f (Node's decoder reads them as Latin-1). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Uint8Array) =>
  String.fromCodePoint(
    ...Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.codePointAt(b - 0x80)! : b)),
  );

function streamBytes(pdf: PDFDocument, object: PDFObject | undefined): Uint8Array[] {
  const resolved = object ? pdf.context.lookup(object) : undefined;
  if (resolved instanceof PDFArray)
    return resolved.asArray().flatMap((item) => streamBytes(pdf, item));
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  return [];
}

const streamText = (pdf: PDFDocument, object: PDFObject | undefined) =>
  streamBytes(pdf, object)
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');

/** UTF-16BE hex, as a CMap writes a destination string. */
const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's `bfchar` and `bfrange` entries: code to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(parseInt(src!, 16), utf16(dst!));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of body!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g,
    )) {
      const first = parseInt(lo!, 16);
      const targets = [...dst!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]!);
      for (let code = first; code <= parseInt(hi!, 16); code++) {
        if (dst!.startsWith('[')) map.set(code, utf16(targets[code - first] ?? ''));
        else {
          // One destination: the last UTF-16 unit goes up with the code.
          const base = Buffer.from(targets[0]!, 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + code - first, base.length - 2);
          map.set(code, utf16(base.toString('hex')));
        }
      }
    }
  return map;
}

/**
 * A ToUnicode CMap as a decoder: the code length comes from its codespace range (an unmapped
 * code becomes U+FFFD).
 */
function toUnicodeDecoder(cmap: string): (hex: string) => string {
  const codeLength = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap)?.[1]?.length ?? 4;
  const map = toUnicodeMap(cmap);
  return (hex) =>
    Array.from({ length: Math.ceil(hex.length / codeLength) }, (_, i) => {
      const code = parseInt(hex.slice(i * codeLength, (i + 1) * codeLength), 16);
      return map.get(code) ?? '\ufffd';
    }).join('');
}

const fontResources = (pdf: PDFDocument, index: number) =>
  pdf.getPage(index).node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)?.entries() ?? [];

/** How to decode the strings of each font resource of a page, by resource name. */
function fontDecoders(pdf: PDFDocument, index: number): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>();
  for (const [name, ref] of fontResources(pdf, index)) {
    const toUnicode = pdf.context.lookup(ref, PDFDict).get(PDFName.of('ToUnicode'));
    decoders.set(
      name.asString(),
      toUnicode
        ? toUnicodeDecoder(streamText(pdf, toUnicode))
        : (hex) => winAnsi(Buffer.from(hex, 'hex')),
    );
  }
  return decoders;
}

/** The lines a page shows, in drawing order. */
export function pdfPageLines(pdf: PDFDocument, index: number): string[] {
  const decoders = fontDecoders(pdf, index);
  const content = streamText(pdf, pdf.getPage(index).node.get(PDFName.of('Contents')));
  const lines: string[] = [];
  let decode = (hex: string) => winAnsi(Buffer.from(hex, 'hex'));
  for (const [, font, hex] of content.matchAll(
    /(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
  )) {
    if (font) decode = decoders.get(font) ?? decode;
    else lines.push(decode(hex!));
  }
  return lines;
}

/** The page's lines joined by newlines. */
export const pdfPageText = (pdf: PDFDocument, index: number) => pdfPageLines(pdf, index).join('\n');

export interface EmbeddedFont {
  baseFont: string;
  /** The font file (FontFile2: TrueType) embedded for it. */
  program: Uint8Array;
  /** Its ToUnicode map: glyph id to the text it shows. */
  toUnicode: Map<number, string>;
}

/** The TrueType fonts a page's text uses (Type0 fonts with an embedded FontFile2), once each. */
export function pdfEmbeddedFonts(pdf: PDFDocument, index: number): EmbeddedFont[] {
  const fonts = new Map<string, EmbeddedFont>();
  for (const [, ref] of fontResources(pdf, index)) {
    const font = pdf.context.lookup(ref, PDFDict);
    const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    if (!descendants) continue;
    const descriptor = descendants.lookup(0, PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
    const [program] = streamBytes(pdf, descriptor.get(PDFName.of('FontFile2')));
    if (!program) continue;
    const baseFont = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
    const toUnicode = toUnicodeMap(streamText(pdf, font.get(PDFName.of('ToUnicode'))));
    fonts.set(baseFont, { baseFont, program, toUnicode });
  }
  return [...fonts.values()];
}
