/**
 * The picture a link preview shows of a course without a cover: its title on the brand's colours,
 * 1200×630 as WhatsApp, Facebook and X crop it. Drawn as SVG, rasterised to PNG by resvg with
 * Kelasi's own font (link previews do not read SVG), and kept in memory per course version.
 */
import { createRequire } from 'node:module';
import type * as ResvgJs from '@resvg/resvg-js';
import type * as Fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import { COURSE_IMAGE_SIZE } from '../../../contract/courses-labels.ts';
import { loadFontkit, textFontPath } from '../../lib/pdf-text.ts';

const require = createRequire(import.meta.url);

const { width: COURSE_IMAGE_WIDTH, height: COURSE_IMAGE_HEIGHT } = COURSE_IMAGE_SIZE;
/** Sizes in pixels; the margin also bounds the title's lines. */
const MARGIN = 80;
const TITLE_SIZE = 68;
const TITLE_LINE = 82;
const TITLE_MAX_LINES = 3;
/** The brand's colours (styles.css, light theme): primary and its hover shade. */
const BRAND = '#c2410c';
const BRAND_DARK = '#9a3412';
const SOFT = '#ffedd5';

/** Drawn images kept: about 40 KB each. */
const cache = new LRUCache<string, Buffer>({ max: 200 });

let boldFont: Fontkit.Font | undefined;
function titleFont(): Fontkit.Font {
  boldFont ??= loadFontkit().openSync(textFontPath('bold')) as Fontkit.Font;
  return boldFont;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** The title cut into lines that fit the picture, the last one ending with "…" when cut short. */
export function titleLines(title: string, width = COURSE_IMAGE_WIDTH - 2 * MARGIN): string[] {
  const font = titleFont();
  const measure = (text: string) => (font.layout(text).advanceWidth / font.unitsPerEm) * TITLE_SIZE;
  const lines: string[] = [];
  let line = '';
  for (const word of title.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_MAX_LINES) return lines;
  const kept = lines.slice(0, TITLE_MAX_LINES);
  let last = kept[TITLE_MAX_LINES - 1]!;
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[TITLE_MAX_LINES - 1] = `${last.trimEnd()}…`;
  return kept;
}

export interface CourseImageFacts {
  id: string;
  title: string;
  /** Who teaches it, and what it costs ("15 000 FC" or "Gratuit"). */
  byline: string;
  updatedAt: Date;
}

function courseSvg(course: CourseImageFacts): string {
  const lines = titleLines(course.title);
  const top = (COURSE_IMAGE_HEIGHT - lines.length * TITLE_LINE) / 2 + TITLE_SIZE * 0.8;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${top + i * TITLE_LINE}" font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COURSE_IMAGE_WIDTH}" height="${COURSE_IMAGE_HEIGHT}" font-family="Arimo">
<rect width="100%" height="100%" fill="${BRAND}"/>
<rect y="${COURSE_IMAGE_HEIGHT - 120}" width="100%" height="120" fill="${BRAND_DARK}"/>
<text x="${MARGIN}" y="${MARGIN + 24}" font-size="44" font-weight="700" fill="#ffffff">Kelasi</text>
${title}
<text x="${MARGIN}" y="${COURSE_IMAGE_HEIGHT - 48}" font-size="34" fill="${SOFT}">${escapeXml(course.byline)}</text>
</svg>`;
}

/** The course's preview picture as PNG, drawn once per version of the course. */
export function courseImagePng(course: CourseImageFacts): Buffer {
  const key = `${course.id}:${course.updatedAt.getTime()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // The renderer is loaded with the first picture drawn, not at start (docs/memory.md).
  const { Resvg } = require('@resvg/resvg-js') as typeof ResvgJs;
  const png = new Resvg(courseSvg(course), {
    font: {
      fontFiles: [textFontPath('regular'), textFontPath('bold')],
      loadSystemFonts: false,
      defaultFontFamily: 'Arimo',
    },
  })
    .render()
    .asPng();
  cache.set(key, png);
  return png;
}
