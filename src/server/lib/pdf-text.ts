/**
 * Text helpers for PDFs written with pdf-lib's standard fonts (Helvetica): they encode text in
 * WinAnsi (windows-1252), so French accents, « », ’, œ and € print, and any other character
 * would throw; it becomes "?" instead.
 */
import type { PDFFont } from 'pdf-lib';

const SPACES = /[\t\u2009\u202f]/g;

/** The text with every character the font cannot encode replaced by "?". */
export function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(SPACES, ' ')) {
    const code = char.codePointAt(0)!;
    out += code >= 0x20 && known.has(code) ? char : '?';
  }
  return out;
}

/**
 * Greedy word wrap to a width in points; continuation lines hang under the text of a "- ",
 * "1. " or "[ ] " item. A word longer than the width is cut.
 */
export function wrapToWidth(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  if (fits(text)) return [text];
  const [, lead, words] = /^( *)(.*)$/s.exec(text)!;
  const hang = ' '.repeat(/^ *(?:- |\d+\. |\[ \] )?/.exec(text)![0].length);
  const out: string[] = [];
  let current = lead!;
  for (let word of words!.trimEnd().split(/ +/)) {
    const joined = current.trim() ? `${current} ${word}` : current + word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current.trim()) out.push(current);
    current = hang;
    // A word wider than the line: cut it where it overflows.
    while (!fits(current + word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(current + word.slice(0, cut))) cut -= 1;
      out.push(current + word.slice(0, cut));
      word = word.slice(cut);
    }
    current += word;
  }
  out.push(current);
  return out;
}
