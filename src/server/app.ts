import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiBootChecks } from './http/boot-checks.ts';
import { errorHandlerPlugin, sendAppError } from './http/error-handler.ts';
import { appError } from './http/app-error.ts';
import { openApiPlugin } from './http/openapi.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth-limits.ts';
import { modules } from './modules/index.ts';
import type { ModuleContext } from './modules/module.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientBuildExists, clientPlugin } from './plugins/client.ts';
import { createPageSender } from './plugins/server-pages.ts';
import { securityPlugin } from './plugins/security.ts';
import { createServices, type Services } from './services.ts';
import { connectRedis } from './lib/redis.ts';
import { createRedisBroadcast } from './lib/redis-broadcast.ts';
import type { JobQueue, JobQueueSettings } from './lib/job-queue.ts';
import type { RenditionsService } from './modules/objects/renditions.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (standard output unless given). */
  logStream?: { write(line: string): void };
  mailer?: Mailer;
  rateLimits?: Partial<AuthRateLimits>;
  /** Prefix of the Redis keys and channels (tests use their own). */
  redisKeyPrefix?: string;
  /** The clock subscription periods are judged by (tests move it). */
  now?: () => Date;
  /** Serve the built client (production and end-to-end tests). */
  serveClient?: boolean;
  /** How long any request but a file upload may take to send its body. */
  bodyTimeoutMs?: number;
  /** The job queue's timings (tests shorten the retry delay). */
  jobs?: Partial<JobQueueSettings>;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
// A whole large file in one plain PUT needs time on a slow link; idle sockets are still cut by
// the connection timeout, and the editor sends files in small resumable chunks anyway.
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
// Every other request sends at most a small JSON body: a slow one must not hold a connection.
export const BODY_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 60_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: {
        // Sessions, and the values a failed SQL statement carried (emails, password hashes…).
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'err.params',
          'err.cause.params',
        ],
        censor: '[masqué]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // A hop count trusts that many proxies in front of us, nearest first.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // On close, idle keep-alive sockets end at once; requests in flight are finished.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, an over-long id) names nothing.
    frameworkErrors: (_error, _request, reply) => sendAppError(reply, appError('NOT_FOUND')),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    deps.mailer ??
    createMailer({
      db: database.db,
      log: app.log,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      logContent: config.env === 'development',
    });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const redisKeyPrefix = deps.redisKeyPrefix ?? config.redisPrefix;
  const catalogueChanges = redis
    ? createRedisBroadcast(redis, `${redisKeyPrefix}:catalogue-changed`, app.log)
    : undefined;
  if (redis)
    app.addHook('onClose', async () => {
      await catalogueChanges?.close();
      await redis.quit().catch(() => undefined);
    });
  const services = createServices({
    config,
    database,
    mailer,
    log: app.log,
    now: deps.now,
    jobs: deps.jobs,
    catalogueChanges,
    authLimits: {
      limits: { ...defaultAuthRateLimits, ...deps.rateLimits },
      redis,
      keyPrefix: redisKeyPrefix,
    },
  });
  const context: ModuleContext = { config, services };

  await app.register(errorHandlerPlugin);
  const servesClient = deps.serveClient === true && (await clientBuildExists(config.clientDir));
  const pages = servesClient ? await createPageSender(app, config) : undefined;
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    inlineScripts: pages?.scriptSources ?? [],
  });
  // Brotli at quality 5 rather than the library's 4: ~7 % fewer bytes on a page, for the same
  // time (measured on the catalogue's HTML: 8.1 KB instead of 8.7, about 1.5 ms either way).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Unchanged answers cost a 304 and no body: our users pay for every byte.
  await app.register(etag, { weak: true });
  await app.register(cookie);
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(openApiPlugin);
  apiBootChecks(app);
  limitBodyTime(app, deps.bodyTimeoutMs ?? BODY_TIMEOUT_MS);

  await app.register(async (api) => {
    // Answers depend on the caller (session, enrolments, drafts): caches must revalidate (ETag).
    api.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-cache');
    });
    for (const module of modules)
      await api.register(async (scope) => module.routes?.(scope, context));
  });
  for (const module of modules) await module.outsideApi?.(app, context);

  scheduleWork(services);
  startJobQueue(app, services.jobs, services.renditions);

  if (pages)
    await app.register(clientPlugin, { clientDir: config.clientDir, sendPage: pages.sendPage });
  app.setNotFoundHandler((_request, reply) => sendAppError(reply, appError('NOT_FOUND')));

  return app;
}

/**
 * The long request timeout serves uploads only: any other request that has not sent its whole
 * body in `ms` is cut.
 */
function limitBodyTime(app: FastifyInstance, ms: number) {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    // Without Content-Length or Transfer-Encoding a request has no body (a GET, mostly).
    const hasBody =
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.routeOptions.config.endpoint?.rawBody || raw.complete) return;
    const timer = setTimeout(() => raw.destroy(), ms);
    timer.unref();
    timers.set(request, timer);
    raw.once('end', () => clearTimeout(timer));
  });
  app.addHook('onResponse', async (request) => clearTimeout(timers.get(request)));
}

/**
 * The job queue and its workers start once the app is ready and stop when it closes: running
 * jobs are stopped (ffmpeg killed) and retried by the next start (docs/decisions/0022).
 */
function startJobQueue(app: FastifyInstance, jobs: JobQueue, renditions: RenditionsService) {
  app.addHook('onReady', async () => {
    // A queue that cannot start leaves the site up: videos wait in their original quality.
    const started = await jobs.start().then(
      () => true,
      (err: unknown) => app.log.error({ err }, 'job queue not started'),
    );
    // Videos shown with no copies yet (from before copies existed) get theirs, in the background.
    if (started) {
      void renditions
        .requestMissing()
        .catch((err: unknown) => app.log.error({ err }, 'missing video renditions not queued'));
    }
  });
  app.addHook('onClose', async () => {
    await jobs.stop().catch((err: unknown) => app.log.error({ err }, 'job queue not stopped'));
  });
}

/**
 * Work on the clock runs through the job queue, so that several instances sharing the database
 * do it once per due time between them (docs/decisions/0024-state-across-instances.md): hourly,
 * closing unfinished uploads so no partial file outlives its resume window; every minute,
 * reminding confirmed students of the live classes starting within the hour.
 */
function scheduleWork(services: Pick<Services, 'jobs' | 'uploads' | 'liveClasses'>) {
  services.jobs.every('upload-sweep', '0 * * * *', async () => {
    await services.uploads.sweep();
  });
  services.jobs.every('live-class-reminders', '* * * * *', async () => {
    await services.liveClasses.sendReminders();
  });
}
