import { Transform, type TransformCallback } from 'node:stream';
import { tooLargeMessage, UPLOAD_TYPES, type UploadExtension } from '../../../contract/objects.ts';
import { appError, type AppError } from '../../http/app-error.ts';
import { matchesSignature, SIGNATURE_BYTES } from './file-signature.ts';

/**
 * Watches bytes on their way to the disk: refuses more than announced and, when the stream starts
 * at the file's first byte, a content that is not of the declared type — without buffering more
 * than the few bytes of the signature.
 */
export class UploadGuard extends Transform {
  bytes = 0;
  error: AppError | null = null;
  private head: Buffer | null;

  constructor(
    private readonly extension: UploadExtension,
    private readonly maxBytes: number,
    checkSignature: boolean,
  ) {
    super();
    this.head = checkSignature ? Buffer.alloc(0) : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      return done(
        this.refuse(
          appError('FILE_TOO_LARGE', {
            message: tooLargeMessage(UPLOAD_TYPES[this.extension].kind),
          }),
        ),
      );
    }
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
      if (this.head.length >= SIGNATURE_BYTES && !this.signatureMatches()) {
        return done(this.refuse(appError('CONTENT_MISMATCH')));
      }
      if (this.head.length >= SIGNATURE_BYTES) this.head = null;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (this.head && !this.signatureMatches())
      return done(this.refuse(appError('CONTENT_MISMATCH')));
    done();
  }

  private signatureMatches() {
    return matchesSignature(this.extension, this.head!);
  }

  private refuse(error: AppError) {
    this.error = error;
    return error;
  }
}
