import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../helpers/ports.ts';
import { startNginx } from './nginx.ts';

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

/** Instances of the built server behind the deployment's nginx (startNginx), on HTTPS. */
export interface Deployment {
  instances: Instance[];
  proxy: Awaited<ReturnType<typeof startNginx>>;
  /** https://127.0.0.1:port, and its plain HTTP twin (a redirect). */
  origin: string;
  httpOrigin: string;
  /** The self-signed certificate clients trust. */
  ca: Buffer;
  stop(): Promise<void>;
}

/**
 * `count` instances at once, each with `env` (told the public origin) and a data folder of its
 * own under `work`, then nginx in front once each answers its health check.
 */
export async function startBehindNginx(
  work: string,
  {
    count,
    env,
    nodeArgs,
  }: { count: number; env: (origin: string) => Record<string, string>; nodeArgs?: string[] },
): Promise<Deployment> {
  // nginx's workers may run as another user: they go through this folder to theirs.
  await chmod(work, 0o755);
  const tls = await selfSignedCertificate(work);
  const [httpsPort, httpPort, ...ports] = await Promise.all(
    Array.from({ length: count + 2 }, () => freePort()),
  );
  const origin = `https://127.0.0.1:${httpsPort}`;
  const instances = await Promise.all(
    ports.map((port, i) =>
      startInstance(port, env(origin), path.join(work, `instance-${i}`), nodeArgs),
    ),
  );
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stop()));
  try {
    await Promise.all(
      instances.map((instance) =>
        waitUntilHealthy(instance, `http://${instance.address}/api/health`),
      ),
    );
  } catch (err) {
    await stopInstances();
    throw err;
  }
  const proxy = await startNginx(path.join(work, 'nginx'), {
    httpsPort: httpsPort!,
    httpPort: httpPort!,
    upstreams: instances.map((instance) => instance.address),
    cert: tls.cert,
    key: tls.key,
  });
  // nginx answers once it has read its configuration.
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then(
      (res) => res.status === 301,
      () => false,
    );
    if (up) break;
    if (i > 100 || proxy.child.exitCode !== null) {
      await stopInstances();
      throw new Error(`nginx did not start: ${proxy.stderr()}`);
    }
    await sleep(100);
  }
  return {
    instances,
    proxy,
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    ca: tls.ca,
    async stop() {
      await proxy.stop();
      await stopInstances();
    },
  };
}
