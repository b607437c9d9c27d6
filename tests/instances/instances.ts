import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The built server, as production runs it (npm run build makes it before the tests). */
export const BUILT_SERVER = path.resolve('dist/server/main.js');

export interface Instance {
  address: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** One instance of the built server on `port`, with `env` on top of the test's own. */
export async function startInstance(
  port: number,
  env: Record<string, string>,
  dataDir: string,
  /** Node's own options (a bench's --cpu-prof, say). */
  nodeArgs: string[] = [],
): Promise<Instance> {
  await mkdir(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, BUILT_SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    address: `127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `url` answers 200, or the instance has died (its output then says why). */
export async function waitUntilHealthy(instance: Instance, url: string, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    if (instance.child.exitCode !== null) break;
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`instance ${instance.address} did not start:\n${instance.output()}`);
}

/** A self-signed certificate for 127.0.0.1 and localhost, made by openssl. */
export async function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  return { cert, key, ca: await readFile(cert) };
}
