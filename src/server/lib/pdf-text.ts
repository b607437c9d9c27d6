/**
 * The one way Kelasi writes text into a PDF (pdf-lib): embed the fonts with `embedTextFonts`,
 * pass every text through `encodable`, wrap it with `wrapToWidth`.
 *
 * The fonts are Arimo regular and bold (npm `@expo-google-fonts/arimo`), metrically compatible
 * with Helvetica, so a page looks as it did with pdf-lib's standard fonts. Unlike those (limited
 * to windows-1252), Arimo covers Latin Extended, the IPA letters of Congolese names (ɛ, ɔ, Ɛ, Ɔ of
 * Lingala) and every combining diacritic (tone marks: "ɔ́" has no precomposed form). Each PDF
 * embeds only the glyphs it uses (`subset`), with a ToUnicode map so its text can be copied.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type * as Fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
/** fontkit, loaded with the first font used rather than at start (docs/memory.md). */
export const loadFontkit = () => require('fontkit') as typeof Fontkit;

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;

/**
 * fontkit (upstream) as pdf-lib wants it. Not `@pdf-lib/fontkit`, the fork pdf-lib documents: it
 * is unmaintained and writes broken TrueType subsets (a short `loca` table over glyphs of odd
 * length, so most letters of an Arimo subset print blank; fixed upstream by foliojs/fontkit#191).
 * pdf-lib only lacks `subset.encodeStream()`, which fontkit 2 replaced by `encode()`.
 */
const pdfFontkit: PdfLibFontkit = {
  create(bytes) {
    const font = loadFontkit().create(Buffer.from(bytes)) as Fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    const withStream = Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, {
          encodeStream: () => Readable.from([subset.encode()]),
        });
      },
    });
    return withStream as unknown as PdfLibFont;
  },
};

const FONT_FILES = {
  regular: '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  bold: '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
} as const;
type FontStyle = keyof typeof FONT_FILES;
/** Where a font's file is on disk, for other renderers of Kelasi's text (link-preview images). */
export const textFontPath = (style: FontStyle) => require.resolve(FONT_FILES[style]);
/** Names as a PDF gives a subset font: a tag of six capitals, "+", the font's name. */
const SUBSET_NAMES: Record<FontStyle, string> = {
  regular: 'KELREG+Arimo-Regular',
  bold: 'KELBLD+Arimo-Bold',
};

/** The fonts' files, read once per process (the first PDF waits for them). */
let fontBytes: Promise<Record<FontStyle, Uint8Array>> | undefined;
function loadFontBytes() {
  fontBytes ??= (async () => {
    const [regular, bold] = await Promise.all(
      [textFontPath('regular'), textFontPath('bold')].map((file) => readFile(file)),
    );
    return { regular: regular!, bold: bold! };
  })().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

export type TextFonts = Record<FontStyle, PDFFont>;

/** Embeds the regular and bold fonts in `doc`, each subset to the glyphs the document uses. */
export async function embedTextFonts(doc: PDFDocument): Promise<TextFonts> {
  const bytes = await loadFontBytes();
  doc.registerFontkit(pdfFontkit);
  // pdf-lib draws each glyph at its advance width and ignores the positions of the font's GPOS
  // features (kerning, mark placement): switching them off saves shaping ~20 ms per PDF and
  // changes nothing on the page. A fresh object each time: fontkit writes into it. So a tone mark
  // on a letter with no precomposed form ("ɔ́") sits where the font puts it by default, a little
  // right of centre; drawn apart at its anchor it would split the word for text extraction.
  const options = (style: FontStyle) => ({
    subset: true,
    customName: SUBSET_NAMES[style],
    features: { kern: false, mark: false, mkmk: false },
  });
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, options('regular')),
    doc.embedFont(bytes.bold, options('bold')),
  ]);
  return { regular: regular!, bold: bold! };
}

const SPACES = /[\t\u2009\u202f]/g;
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text in NFC (an accent typed as a combining mark joins its letter where Unicode has the
 * letter, "é" rather than "e" + U+0301), with every character the font has no glyph for (and
 * every control character) replaced by "?".
 */
export function encodable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  let out = '';
  for (const char of text.normalize('NFC').replace(SPACES, ' ')) {
    const code = char.codePointAt(0)!;
    out += code >= 0x20 && known.has(code) ? char : '?';
  }
  return out;
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/**
 * Greedy word wrap to a width in points; continuation lines hang under the text of a "- ",
 * "1. " or "[ ] " item. A word longer than the width is cut, between two letters (a letter keeps
 * its combining marks).
 */
export function wrapToWidth(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  if (fits(text)) return [text];
  const [, lead, words] = /^( *)(.*)$/s.exec(text)!;
  const hang = ' '.repeat(/^ *(?:- |\d+\. |\[ \] )?/.exec(text)![0].length);
  const out: string[] = [];
  let current = lead!;
  for (const word of words!.trimEnd().split(/ +/)) {
    const joined = current.trim() ? `${current} ${word}` : current + word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current.trim()) out.push(current);
    current = hang;
    // A word wider than the line: cut it where it overflows.
    let letters = Array.from(graphemes.segment(word), (s) => s.segment);
    while (letters.length > 1 && !fits(current + letters.join(''))) {
      let cut = letters.length - 1;
      while (cut > 1 && !fits(current + letters.slice(0, cut).join(''))) cut -= 1;
      out.push(current + letters.slice(0, cut).join(''));
      letters = letters.slice(cut);
    }
    current += letters.join('');
  }
  out.push(current);
  return out;
}
