import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'kelasi-test';

/** Where s3rver's file store keeps an object (`{key}._S3rver_object`) and multipart uploads. */
const OBJECT_SUFFIX = '._S3rver_object';
const UPLOADS_FOLDER = '._S3rver_uploads';

/**
 * A real S3-compatible server (s3rver) on a loopback port, with one empty bucket.
 *
 * s3rver lacks two calls of multipart uploads that tus's S3 store makes to stage resumable
 * transfers, and that real S3, MinIO and R2 have: ListParts (where a transfer stands) and
 * AbortMultipartUpload (a cancelled one). A small server of ours in front answers those two
 * from s3rver's own files and hands every other request to s3rver.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kelasi-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  await server.run();
  const s3rver = server.callback();
  const uploadsDir = (bucket: string) => path.join(directory, bucket, UPLOADS_FOLDER);

  const front = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3.invalid');
    const [bucket, ...key] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const uploadId = url.searchParams.get('uploadId');
    const multipart = bucket && key.join('') && uploadId !== null;
    if (multipart && (req.method === 'GET' || req.method === 'DELETE')) {
      const upload = { bucket, key: key.join('/'), uploadId, dir: uploadsDir(bucket) };
      const answer = req.method === 'GET' ? listParts(upload, url.searchParams) : abort(upload);
      answer.then(
        ({ status, xml }) => {
          res.writeHead(status, xml ? { 'content-type': 'application/xml' } : {});
          res.end(xml);
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/xml' });
          res.end(errorXml('InternalError', String(err)));
        },
      );
      return;
    }
    void s3rver(req, res);
  });
  await new Promise<void>((ready) => front.listen(0, '127.0.0.1', ready));
  const { port } = front.address() as net.AddressInfo;

  return {
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The keys under `prefix` of the bucket's objects and of its open multipart uploads. */
    async keys(prefix = '') {
      const bucketDir = path.join(directory, S3_TEST_BUCKET);
      const files = (await readdir(bucketDir, { recursive: true })) as string[];
      const objects = files
        .filter((file) => file.endsWith(OBJECT_SUFFIX) && !file.startsWith(UPLOADS_FOLDER))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'));
      const uploadIds = await readdir(uploadsDir(S3_TEST_BUCKET)).catch(() => []);
      const multipartUploads = await Promise.all(
        uploadIds.map(async (id) =>
          (await readFile(path.join(uploadsDir(S3_TEST_BUCKET), id, 'key'))).toString(),
        ),
      );
      const under = (key: string) => key.startsWith(prefix);
      return {
        objects: objects.filter(under).sort(),
        multipartUploads: multipartUploads.filter(under).sort(),
      };
    },
    async close() {
      front.closeAllConnections();
      await new Promise((closed) => front.close(closed));
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface MultipartUpload {
  bucket: string;
  key: string;
  uploadId: string;
  /** s3rver's folder of multipart uploads: one folder each, with its key and its parts. */
  dir: string;
}

/** The folder of an upload open on that key, or null (NoSuchUpload). */
async function uploadFolder({ key, uploadId, dir }: MultipartUpload): Promise<string | null> {
  if (!/^[0-9a-f]+$/.test(uploadId)) return null;
  const folder = path.join(dir, uploadId);
  const storedKey = await readFile(path.join(folder, 'key')).catch(() => null);
  return storedKey?.toString() === key ? folder : null;
}

const noSuchUpload = (uploadId: string) => ({
  status: 404,
  xml: errorXml('NoSuchUpload', 'The specified upload does not exist.', uploadId),
});

/** ListParts: each finished part (s3rver writes its .md5 once the part is whole), in order. */
async function listParts(upload: MultipartUpload, query: URLSearchParams) {
  const folder = await uploadFolder(upload);
  if (!folder) return noSuchUpload(upload.uploadId);
  const marker = Number(query.get('part-number-marker') ?? 0);
  const maxParts = Number(query.get('max-parts') ?? 1000);
  const names = await readdir(folder);
  const numbers = names
    .filter((name) => /^\d+$/.test(name) && names.includes(`${name}.md5`))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const listed = numbers.slice(0, maxParts);
  const parts = await Promise.all(
    listed.map(async (n) => {
      const file = path.join(folder, String(n));
      const [{ size, mtime }, md5] = await Promise.all([stat(file), readFile(`${file}.md5`)]);
      return (
        `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified>` +
        `<ETag>"${md5.toString()}"</ETag><Size>${size}</Size></Part>`
      );
    }),
  );
  const truncated = numbers.length > listed.length;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${upload.bucket}</Bucket><Key>${escapeXml(upload.key)}</Key>` +
    `<UploadId>${upload.uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>` +
    `<NextPartNumberMarker>${listed.at(-1) ?? marker}</NextPartNumberMarker>` +
    `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>` +
    `<StorageClass>STANDARD</StorageClass>${parts.join('')}</ListPartsResult>`;
  return { status: 200, xml };
}

/** AbortMultipartUpload: its parts go. */
async function abort(upload: MultipartUpload) {
  const folder = await uploadFolder(upload);
  if (!folder) return noSuchUpload(upload.uploadId);
  await rm(folder, { recursive: true, force: true });
  return { status: 204, xml: '' };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function errorXml(code: string, message: string, uploadId?: string) {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code>` +
    `<Message>${escapeXml(message)}</Message>` +
    (uploadId ? `<UploadId>${escapeXml(uploadId)}</UploadId>` : '') +
    '</Error>'
  );
}
