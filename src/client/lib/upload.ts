/**
 * File uploads for lesson videos and documents, and course cover images (spec 01 §7,
 * docs/architecture.md « Fichiers »):
 *
 *   1. POST /api/objects/upload            → { uploadURL } (a short-lived, single-use address)
 *   2. the file goes to uploadURL with the tus resumable protocol, in 2 MB chunks: a dropped
 *      connection resumes where it stopped instead of starting again (our users pay per byte)
 *   3. POST /api/lessons/upload-file { fileUrl: uploadURL } → { objectPath }, the stable path a
 *      lesson stores (e.g. /objects/uploads/<id>.pdf)
 *
 * tus-js-client is imported on demand: only someone who actually sends a file downloads it.
 */
import { UPLOAD_LIMITS, uploadMessages, type ObjectPath, type UploadKind } from '@contract/objects';
import { ApiError } from './api';
import { requestUploadAddress, storeUploadedFile } from '@client/api/uploads';

export const UPLOAD_CHUNK_SIZE = 2 * 1024 * 1024;
/** Waits between attempts after a network failure (ms); then the upload gives up. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

export interface UploadProgress {
  bytesSent: number;
  bytesTotal: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** An upload refused or failed; `message` is French, meant for a person. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** HTTP status of the refusal, when the server answered. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** True when the file is over the size limit of its kind (checked before anything is sent). */
export function isTooLarge(file: Pick<File, 'size'>, kind: UploadKind): boolean {
  return file.size > UPLOAD_LIMITS[kind];
}

function abortError(): DOMException {
  return new DOMException('Upload aborted', 'AbortError');
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** The French message of a JSON error body (`{ message }`), if any. */
function messageOfBody(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML page): no message for a person.
  }
  return undefined;
}

interface TusLikeError extends Error {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/**
 * Turns a tus failure into an UploadError. A size refusal (413) and the server's own refusals
 * (4xx with a French message) keep their message; anything else is the generic upload failure.
 */
function toUploadError(err: TusLikeError): UploadError {
  const response = err.originalResponse;
  const status = response?.getStatus();
  if (response && status && status >= 400 && status < 500) {
    const message = messageOfBody(response.getBody());
    if (message) return new UploadError(message, status);
  }
  return new UploadError(uploadMessages.failed, status || undefined);
}

/** Step 2: sends the file to `uploadURL` with tus; resolves when every byte is stored. */
async function sendWithTus(file: File, uploadURL: string, options: UploadOptions): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortError();

  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: uploadURL,
      chunkSize: UPLOAD_CHUNK_SIZE,
      retryDelays: UPLOAD_RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (bytesSent, bytesTotal) => onProgress?.({ bytesSent, bytesTotal }),
      onSuccess: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      onError: (err) => {
        signal?.removeEventListener('abort', onAbort);
        reject(toUploadError(err as TusLikeError));
      },
    });
    function onAbort() {
      // true: also ask the server to drop what it received.
      upload.abort(true).catch(() => {
        // The server may already have forgotten the upload: nothing more to do.
      });
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
}

function fromApiError(err: unknown): never {
  if (err instanceof ApiError) {
    throw new UploadError(err.serverMessage ?? uploadMessages.failed, err.status);
  }
  throw new UploadError(uploadMessages.failed);
}

/**
 * Uploads a file and answers the object path to store in the lesson. Rejects with an UploadError
 * (French message) on failure, or an AbortError when `signal` aborts. Check the size limit with
 * isTooLarge before calling: the server refuses oversized files too (413), but only after a round
 * trip.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<ObjectPath> {
  const { signal } = options;
  if (signal?.aborted) throw abortError();
  const { uploadURL } = await requestUploadAddress().catch(fromApiError);
  await sendWithTus(file, uploadURL, options);
  if (signal?.aborted) throw abortError();
  const result = await storeUploadedFile({ fileUrl: uploadURL }).catch(fromApiError);
  if (!result?.objectPath) throw new UploadError(uploadMessages.failed);
  return result;
}
