/**
 * The production server is the build, run by plain node (docs/decisions/0018-compiled-server.md):
 * `node dist/server/main.js` starts on a new data folder, creates and migrates its database,
 * answers, serves the built client, runs no TypeScript loader and stops cleanly. `npm test`
 * builds before running this file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const entry = path.resolve('dist/server/main.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kelasi-built-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The process's children, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the built server', () => {
  it('runs as node dist/server/main.js: a new database, the API, the client, a clean stop', async () => {
    expect(existsSync(entry), `${entry} is missing: run npm run build first`).toBe(true);
    const port = await freePort();
    // Without NODE_ENV: the build is the production server by itself.
    const { NODE_ENV: _, ...env } = process.env;
    const child = spawn(process.execPath, [entry], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      let health: Response | undefined;
      for (let i = 0; i < 400 && child.exitCode === null; i++) {
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (health?.ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(health?.status, output).toBe(200);
      expect(await health!.json()).toEqual({ status: 'ok', database: 'ok' });

      // Plain node on the build: no TypeScript loader, and nothing left running under it (the
      // database was created by a child that has exited).
      const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv).toEqual([process.execPath, entry]);
      expect(childrenOf(child.pid!)).toEqual([]);

      // The migrations were found next to the build and applied; argon2's addon loads.
      const register = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Amani Kasongo',
          email: 'amani@exemple.cd',
          password: 'construit1',
        }),
      });
      expect(register.status).toBe(201);
      // The built client is served from dist/client.
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
