/** What the object storage holds, read back whole. */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { uploads } from '../../src/server/db/schema/index.ts';
import { matchesSignature } from '../../src/server/modules/objects/file-signature.ts';
import type { ObjectStorage } from '../../src/server/storage/object-storage.ts';

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The screenshot a seeded payment cites (`proofImage`) is a complete PNG upload of `userId`,
 * stored whole with a PNG's first bytes. Answers its bytes.
 */
export async function expectSeededScreenshot(
  db: Db,
  storage: ObjectStorage,
  proofImage: string,
  userId: string,
): Promise<Buffer> {
  const id = /^\/objects\/uploads\/([0-9a-f-]{36})\.png$/.exec(proofImage)?.[1];
  expect(id, proofImage).toBeDefined();
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id!));
  expect(upload).toMatchObject({
    userId,
    status: 'complete',
    extension: 'png',
    contentType: 'image/png',
  });
  const png = await bytesOf(await storage.read(`uploads/${id}.png`));
  expect(png.length).toBe(upload!.size);
  expect(matchesSignature('png', png.subarray(0, 12))).toBe(true);
  return png;
}
