import https from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

/**
 * A phone talking to the proxy over HTTPS from an address of its own (127.0.0.x: the whole
 * 127/8 block is loopback), so the app's view of the client address can be checked. Keeps the
 * session cookie it is given, as a browser does.
 */
export function createClient(origin: string, options: { ca: Buffer; localAddress?: string }) {
  const agent = new https.Agent({
    keepAlive: true,
    ca: options.ca,
    localAddress: options.localAddress,
  });
  let cookie = '';
  const request = (
    method: string,
    path: string,
    init: { body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const payload =
        init.raw ?? (init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body)));
      const headers: Record<string, string> = {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(payload ? { 'content-length': String(payload.length) } : {}),
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      };
      const req = https.request(new URL(path, origin), { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const set = res.headers['set-cookie'];
          if (set) cookie = set.map((c) => c.split(';')[0]).join('; ');
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  return {
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, { body: body ?? {}, headers }),
    patch: (path: string, body: unknown) => request('PATCH', path, { body }),
    close: () => agent.destroy(),
  };
}

export type Client = ReturnType<typeof createClient>;
