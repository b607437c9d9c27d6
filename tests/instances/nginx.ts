import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Debian's nginx (scripts/ensure-debian-tools.ts installs it for the tests). */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxFound = () => existsSync(NGINX_PATH);

export const DEPLOY_TEMPLATE = path.resolve('deploy/nginx/kelasi.conf.template');

export interface NginxSite {
  /** Where nginx answers HTTPS (HTTP/2) and plain HTTP (a redirect), on every address. */
  httpsPort: number;
  httpPort: number;
  /** The instances, as "127.0.0.1:5001". */
  upstreams: string[];
  cert: string;
  key: string;
}

/**
 * The deployment's own nginx configuration (deploy/nginx/kelasi.conf.template), its values
 * filled in as the README says, run in a folder of its own. Each request's instance is written
 * to `access.log` as "METHOD URI STATUS INSTANCE", so a test can see where a request went.
 */
export async function startNginx(dir: string, site: NginxSite) {
  // nginx's workers may run as another user than its master: they write these folders.
  for (const sub of ['', 'temp', 'cache']) {
    await mkdir(path.join(dir, sub), { recursive: true });
    await chmod(path.join(dir, sub), 0o777);
  }
  const values: Record<string, string> = {
    KELASI_DOMAIN: '_',
    KELASI_HTTP_PORT: String(site.httpPort),
    KELASI_HTTPS_PORT: String(site.httpsPort),
    KELASI_TLS_CERT: site.cert,
    KELASI_TLS_KEY: site.key,
    KELASI_UPSTREAMS: site.upstreams.map((address) => `server ${address};`).join(' '),
    KELASI_CACHE_DIR: path.join(dir, 'cache'),
  };
  // As envsubst does with the list of variables the README gives: nginx's own $… stay.
  const siteConf = (await readFile(DEPLOY_TEMPLATE, 'utf8')).replace(
    /\$\{(KELASI_[A-Z_]+)\}/g,
    (_all, name: string) => values[name] ?? `\${${name}}`,
  );
  await writeFile(path.join(dir, 'kelasi.conf'), siteConf);
  const temp = (name: string) => path.join(dir, 'temp', name);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  log_format kelasi_instances '$request_method $uri $status $upstream_addr';
  access_log ${path.join(dir, 'access.log')} kelasi_instances;
  include ${path.join(dir, 'kelasi.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    child,
    stderr: () => stderr,
    /** Each request nginx passed on, in order. */
    async log() {
      const text = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method = '', uri = '', status = '', instance = ''] = line.split(' ');
          return { method, uri, status: Number(status), instance };
        });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
