import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database, Db } from '../../src/server/db/client.ts';
import type { AuthRateLimits } from '../../src/server/modules/auth/auth-limits.ts';
import { openTestDatabase } from './database.ts';
import { checkAnswersAgainstOpenApi } from './openapi-check.ts';
import type { Logger } from 'drizzle-orm/logger';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  close(): Promise<void>;
}

/**
 * Tests create many accounts from few addresses: their apps allow it, unless a test passes the
 * limits it checks (tests/api/auth-limits.test.ts uses the production defaults).
 */
const unlimited: Partial<AuthRateLimits> = {
  loginPerAccount: 1e6,
  loginPerAddress: 1e6,
  passwordChange: 1e6,
  registerPerAddress: 1e6,
  forgotPerAddress: 1e6,
  forgotPerAccount: 1e6,
  quotePerAddress: 1e6,
  certificateLookupPerAddress: 1e6,
};

/** The real app on a fresh real database (PGlite or PostgreSQL), without a listening socket. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'database'>> & { dbLogger?: Logger } = {},
): Promise<TestApp> {
  const { dbLogger, ...deps } = overrides;
  const database = await openTestDatabase({ logger: dbLogger });
  const config =
    overrides.config ??
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/kelasi-test' });
  const app = await buildApp({
    logger: false,
    ...deps,
    rateLimits: deps.rateLimits ?? unlimited,
    config,
    database,
  });
  await app.ready();
  checkAnswersAgainstOpenApi(app);
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Opens the test app before a file's tests and closes it after (as useE2E does for the end-to-end
 * specs). The returned object forwards to the open app.
 */
export function useTestApp(overrides: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let open: TestApp | undefined;
  const running = () => {
    if (!open) throw new Error('the test app has not started');
    return open;
  };
  beforeAll(async () => {
    open = await createTestApp(overrides);
  });
  afterAll(async () => {
    await open?.close();
  });
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get db() {
      return running().db;
    },
    close: () => running().close(),
  };
}

/** A POST whose body is sent as written under a JSON content type (malformed JSON, say), unsigned. */
export function postRawJson(app: FastifyInstance, url: string, payload: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

type Body = Record<string, unknown> | unknown[];

/** A browser-like caller: keeps the cookies the server sets, sends JSON. */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: Partial<InjectOptions> = {},
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: Body,
    extra: Partial<InjectOptions> = {},
  ) {
    const headers: Record<string, string> = {
      ...(this.defaults.headers as Record<string, string>),
      ...(extra.headers as Record<string, string>),
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.inject({
      ...this.defaults,
      ...extra,
      method,
      url,
      headers,
      // A test may send a payload of its own making (a body JSON.stringify could not build).
      payload: body === undefined ? extra.payload : JSON.stringify(body),
    });
    this.keepCookies(res);
    return res;
  }

  get(url: string, extra?: Partial<InjectOptions>) {
    return this.request('GET', url, undefined, extra);
  }
  head(url: string, extra?: Partial<InjectOptions>) {
    return this.request('HEAD', url, undefined, extra);
  }
  post(url: string, body?: Body, extra?: Partial<InjectOptions>) {
    return this.request('POST', url, body, extra);
  }
  patch(url: string, body?: Body, extra?: Partial<InjectOptions>) {
    return this.request('PATCH', url, body, extra);
  }
  put(url: string, body?: Body, extra?: Partial<InjectOptions>) {
    return this.request('PUT', url, body, extra);
  }
  delete(url: string, extra?: Partial<InjectOptions>) {
    return this.request('DELETE', url, undefined, extra);
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 ||
        (c.expires !== undefined && c.expires.getTime() <= Date.now()) ||
        c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

let counter = 0;
/** A unique email per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@exemple.cd`;
}

/** Registers a new account through the API and returns its signed-in agent and user. */
export async function registerUser(
  app: FastifyInstance,
  input: { role?: 'student' | 'instructor'; name?: string; email?: string; password?: string } = {},
  ip = '10.0.0.1',
) {
  const agent = new Agent(app, { remoteAddress: ip });
  const email = input.email ?? uniqueEmail(input.role ?? 'student');
  const password = input.password ?? 'motdepasse1';
  const res = await agent.post('/api/auth/register', {
    name: input.name ?? 'Test Utilisateur',
    email,
    password,
    role: input.role ?? 'student',
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    agent,
    user: res.json() as { id: string; email: string; role: string },
    email,
    password,
  };
}
