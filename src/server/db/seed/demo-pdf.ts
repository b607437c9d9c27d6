/**
 * A tiny PDF 1.4 writer for the demo documents: A4 pages, the title in Helvetica-Bold, the body
 * lines in Helvetica, wrapped at ~90 characters. Text is encoded in windows-1252
 * (WinAnsiEncoding), so French accents, « », ’, œ and € print correctly; other characters
 * become "?".
 */

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 56;
const TITLE = { font: 'F2', size: 16, leading: 20, wrap: 55 };
const BODY = { font: 'F1', size: 10, leading: 14, wrap: 90 };

/** Strings as Latin-1 bytes (the PDF syntax is ASCII), buffers as they are. */
const bin = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));

/** The windows-1252 bytes 0x80–0x9f that differ from Latin-1. */
const CP1252_EXTRA = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

/** A PDF string literal in windows-1252 bytes, with ( ) \ escaped. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const char of text.replace(/[\t\u2009\u202f]/g, ' ')) {
    const code = char.codePointAt(0)!;
    const extra = CP1252_EXTRA.indexOf(char);
    let byte = 0x3f; // "?"
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) byte = code;
    else if (extra >= 0 && char !== '\0') byte = 0x80 + extra;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

/** Greedy word wrap; continuation lines hang under the text of a "- ", "1. " or "[ ] " item. */
function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const [, lead, words] = /^( *)(.*)$/s.exec(line)!;
  const hang = ' '.repeat(/^ *(?:- |\d+\. |\[ \] )?/.exec(line)![0].length);
  const out: string[] = [];
  let current = lead!;
  for (const word of words!.trimEnd().split(/ +/)) {
    if (current.trim() && current.length + 1 + word.length > width) {
      out.push(current);
      current = hang + word;
    } else current = current.trim() ? `${current} ${word}` : current + word;
  }
  out.push(current);
  return out;
}

/** One text object: lines from baseline y downwards. */
function textBlock(style: typeof BODY, y: number, lines: string[]): Buffer {
  const shown = lines.flatMap((l, i) => [i ? ' T* ' : '', pdfString(l), ' Tj']);
  return bin(
    `BT /${style.font} ${style.size} Tf ${style.leading} TL ${MARGIN} ${y} Td `,
    ...shown,
    ' ET\n',
  );
}

/** A PDF of `title` then `lines` (an empty string is a blank line), on as many pages as needed. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const titleLines = wrap(title, TITLE.wrap);
  let rest = lines.flatMap((l) => wrap(l, BODY.wrap));
  const streams: Buffer[] = [];
  let top = HEIGHT - MARGIN - TITLE.size;
  const first = textBlock(TITLE, top, titleLines);
  top -= titleLines.length * TITLE.leading + 10;
  do {
    const fits = Math.floor((top - MARGIN) / BODY.leading) + 1;
    const page = rest.slice(0, fits);
    rest = rest.slice(fits);
    const body = page.length ? textBlock(BODY, top, page) : bin();
    streams.push(streams.length ? body : bin(first, body));
    top = HEIGHT - MARGIN - BODY.size;
  } while (rest.length);

  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const kids = streams.map((_, i) => `${5 + 2 * i} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${streams.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`,
      bin(`<< /Length ${stream.length} >>\nstream\n`, stream, '\nendstream'),
    ]),
  ];

  // The binary comment tells transfer tools the file is not plain text.
  const chunks = [bin('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let size = chunks[0]!.length;
  const offsets = objects.map((body, i) => {
    const offset = size;
    const chunk = bin(`${i + 1} 0 obj\n`, body, '\nendobj\n');
    chunks.push(chunk);
    size += chunk.length;
    return offset;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF`;
  return bin(...chunks, `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}${trailer}`);
}
