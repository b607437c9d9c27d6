/**
 * A small PNG for the demo data, without an image library: the picture is a list of filled
 * rectangles painted in order on an RGB canvas, stored as one IDAT chunk (zlib deflate, every
 * scanline with filter type 0) and checked by the usual CRC32 of each chunk.
 */
import { crc32, deflateSync } from 'node:zlib';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  /** 0xRRGGBB */
  color: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data, CRC32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` pixels: the background, then each rectangle. */
export function rectanglesPng(
  width: number,
  height: number,
  background: number,
  rects: Rect[],
): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  const paint = ({ x, y, w, h, color }: Rect) => {
    for (let row = Math.max(0, y); row < Math.min(height, y + h); row++)
      for (let col = Math.max(0, x); col < Math.min(width, x + w); col++) {
        const at = row * rowBytes + 1 + col * 3;
        raw[at] = (color >> 16) & 0xff;
        raw[at + 1] = (color >> 8) & 0xff;
        raw[at + 2] = color & 0xff;
      }
  };
  paint({ x: 0, y: 0, w: width, h: height, color: background });
  rects.forEach(paint);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  // Compression, filter method and interlacing: 0 (the only defined methods, no interlacing).
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ORANGE = 0xff7900;
const WHITE = 0xffffff;
const TEXT = 0x5f6368;
const DARK = 0x202124;

/**
 * The screenshot a student sends with a course payment: a phone's messages screen showing the
 * operator's confirmation SMS (Orange Money), its lines drawn as grey bars, the amount darker
 * and the transaction ID in orange. 180 × 320 pixels, about one kilobyte.
 */
export function demoPaymentScreenshot(): Buffer {
  return rectanglesPng(180, 320, 0xf2f2f7, [
    // Status bar, then the conversation header: avatar and sender name.
    { x: 0, y: 0, w: 180, h: 12, color: 0x1f1f1f },
    { x: 0, y: 12, w: 180, h: 32, color: ORANGE },
    { x: 10, y: 20, w: 16, h: 16, color: WHITE },
    { x: 34, y: 24, w: 70, h: 8, color: WHITE },
    // Date of the message, then the SMS bubble and its lines.
    { x: 60, y: 52, w: 60, h: 5, color: 0x9aa0a6 },
    { x: 10, y: 64, w: 150, h: 118, color: WHITE },
    { x: 20, y: 76, w: 120, h: 6, color: TEXT },
    { x: 20, y: 88, w: 130, h: 6, color: TEXT },
    { x: 20, y: 100, w: 100, h: 6, color: TEXT },
    { x: 20, y: 116, w: 125, h: 6, color: TEXT },
    { x: 20, y: 128, w: 90, h: 6, color: TEXT },
    { x: 20, y: 144, w: 70, h: 8, color: DARK },
    { x: 20, y: 162, w: 110, h: 6, color: ORANGE },
    // The reply field and its send button.
    { x: 0, y: 290, w: 180, h: 30, color: WHITE },
    { x: 10, y: 298, w: 130, h: 14, color: 0xe8eaed },
    { x: 148, y: 298, w: 22, h: 14, color: ORANGE },
  ]);
}
