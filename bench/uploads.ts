/**
 * Upload and download benchmark: a real server process (embedded database, disk storage) receives
 * a 500 MB video by plain PUT and by resumable tus chunks, then serves it back whole and by
 * ranges. Prints throughput and the server's peak resident memory above its idle level, which
 * must stay under 64 MB: files are streamed end to end, never buffered.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { registerForCookie } from './load.ts';

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 500 * 1024 * 1024);
const MEMORY_BUDGET = 64 * 1024 * 1024;
const TUS_CHUNK = 8 * 1024 * 1024;
const MB = 1024 * 1024;

/** A synthetic MP4 of `size` bytes, produced chunk by chunk so the client holds almost nothing. */
function videoStream(size: number, from = 0): Readable {
  const block = Buffer.alloc(MB, 0x2a);
  const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
  let position = from;
  return new Readable({
    read() {
      if (position >= size) return this.push(null);
      const length = Math.min(MB, size - position);
      const chunk = Buffer.from(block.subarray(0, length));
      if (position < header.length) header.copy(chunk, 0, position);
      position += length;
      this.push(chunk);
    },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))![1]) *
  1024;
/** Linux: writing 5 to clear_refs resets the peak (VmHWM) to the current resident size. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

function request(
  url: string,
  options: http.RequestOptions,
  body?: Readable,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

interface Row {
  scenario: string;
  seconds: number;
  throughput: string;
  peakGrowth: number;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-bench-uploads-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      STORAGE_DRIVER: 'disk',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = server.pid!;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const cookie = await registerForCookie(base, {
      name: 'Banc Formateur',
      email: 'banc.formateur@exemple.cd',
      role: 'instructor',
    });
    const newAddress = async () =>
      (
        (await (
          await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: { cookie } })
        ).json()) as { uploadURL: string }
      ).uploadURL;
    const objectPathOf = async (fileUrl: string) =>
      (
        (await (
          await fetch(`${base}/api/lessons/upload-file`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ fileUrl }),
          })
        ).json()) as { objectPath: string }
      ).objectPath;
    const put = async (size: number) => {
      const address = await newAddress();
      const res = await request(
        base + address,
        {
          method: 'PUT',
          headers: { cookie, 'content-type': 'video/mp4', 'content-length': size },
        },
        videoStream(size),
      );
      if (res.status !== 204) throw new Error(`PUT answered ${res.status}`);
      return objectPathOf(address);
    };

    // Warm up every code path once with a small file, then measure from the idle level.
    const warm = await put(2 * MB);
    await request(base + warm, { headers: { cookie } });
    const idle = memory(pid, 'VmRSS');
    const rows: Row[] = [];
    const measure = async (scenario: string, bytes: number, run: () => Promise<unknown>) => {
      resetPeak(pid);
      const started = performance.now();
      await run();
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        scenario,
        seconds: Number(seconds.toFixed(2)),
        throughput: `${(bytes / MB / seconds).toFixed(0)} Mo/s`,
        peakGrowth: memory(pid, 'VmHWM') - idle,
      });
    };

    let objectPath = '';
    await measure(`PUT ${SIZE / MB} Mo (envoi simple)`, SIZE, async () => {
      objectPath = await put(SIZE);
    });

    await measure(`tus ${SIZE / MB} Mo (morceaux de ${TUS_CHUNK / MB} Mo)`, SIZE, async () => {
      const address = await newAddress();
      const metadata = `filename ${Buffer.from('video.mp4').toString('base64')}`;
      const tus = { cookie, 'tus-resumable': '1.0.0' };
      const created = await request(base + address, {
        method: 'POST',
        headers: { ...tus, 'upload-length': SIZE, 'upload-metadata': metadata },
      });
      if (created.status !== 201) throw new Error(`tus creation answered ${created.status}`);
      for (let offset = 0; offset < SIZE; offset += TUS_CHUNK) {
        const length = Math.min(TUS_CHUNK, SIZE - offset);
        const source = videoStream(offset + length, offset);
        const res = await request(
          base + address,
          {
            method: 'PATCH',
            headers: {
              ...tus,
              'upload-offset': offset,
              'content-type': 'application/offset+octet-stream',
              'content-length': length,
            },
          },
          source,
        );
        if (res.status !== 204) throw new Error(`tus PATCH answered ${res.status}`);
      }
      await objectPathOf(address);
    });

    await measure(`GET ${SIZE / MB} Mo (téléchargement)`, SIZE, async () => {
      const res = await request(base + objectPath, { headers: { cookie } });
      if (res.bytes !== SIZE) throw new Error(`downloaded ${res.bytes} bytes`);
    });

    await measure(`GET 200 plages de 1 Mo (lecture vidéo)`, 200 * MB, async () => {
      for (let i = 0; i < 200; i++) {
        const start = Math.floor(Math.random() * (SIZE - MB));
        const res = await request(base + objectPath, {
          headers: { cookie, range: `bytes=${start}-${start + MB - 1}` },
        });
        if (res.status !== 206 || res.bytes !== MB) throw new Error('bad range answer');
      }
    });

    console.log(`\nMémoire résidente du serveur au repos : ${(idle / MB).toFixed(0)} Mo`);
    console.table(
      rows.map((row) => ({
        scénario: row.scenario,
        secondes: row.seconds,
        débit: row.throughput,
        'pic mémoire (+Mo)': Number((row.peakGrowth / MB).toFixed(1)),
        'budget 64 Mo': row.peakGrowth < MEMORY_BUDGET ? 'respecté' : 'DÉPASSÉ',
      })),
    );
    if (rows.some((row) => row.peakGrowth >= MEMORY_BUDGET)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
