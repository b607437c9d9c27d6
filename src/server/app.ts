import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientBuildExists, clientPlugin, wantsSpaEntry } from './plugins/client.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import {
  authRoutes,
  defaultAuthRateLimits,
  type AuthRateLimits,
} from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createCoursesService } from './modules/courses/courses.service.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { createCourseEditorService } from './modules/courses/course-editor.service.ts';
import { courseEditorRoutes } from './modules/courses/course-editor.routes.ts';
import { createLessonsService } from './modules/lessons/lessons.service.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { createEnrollmentsService } from './modules/enrollments/enrollments.service.ts';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes.ts';
import { createQuizzesService } from './modules/quizzes/quizzes.service.ts';
import { createQuizEditorService } from './modules/quizzes/quiz-editor.service.ts';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes.ts';
import { createObjectStorage } from './storage/object-storage.ts';
import { createUploadsService, type UploadsService } from './modules/objects/uploads.service.ts';
import { createTusBridge } from './modules/objects/tus-bridge.ts';
import { createMediaAccess } from './modules/objects/media-access.ts';
import { objectsRoutes } from './modules/objects/objects.routes.ts';
import { mediaRoutes } from './modules/objects/media.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  rateLimits?: Partial<AuthRateLimits>;
  /** Serve the built client (production and end-to-end tests). */
  serveClient?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
// A whole large file in one plain PUT needs time on a slow link; idle sockets are still cut by
// the connection timeout, and the editor sends files in small resumable chunks anyway.
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
export const CONNECTION_TIMEOUT_MS = 60_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // On close, idle keep-alive sockets end at once; requests in flight are finished.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const mailer =
    deps.mailer ??
    createMailer({ db, log: app.log, from: config.mailFrom, smtpUrl: config.smtpUrl });
  const sessions = createSessionService(db);
  const auth = createAuthService({
    db,
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    onMailError: (err) => app.log.error({ err }, 'mail failed'),
  });
  const courses = createCoursesService(db);
  const enrollments = createEnrollmentsService(db, courses);
  const storage = createObjectStorage(config.storage);
  const uploads = createUploadsService({ db, storage, stagingDir: config.uploadStagingDir });
  const tus = createTusBridge({ stagingDir: config.uploadStagingDir, uploads });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, { threshold: 1024 });
  // Unchanged answers cost a 304 and no body: our users pay for every byte.
  await app.register(etag, { weak: true });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        sessions,
        limits: { ...defaultAuthRateLimits, ...deps.rateLimits },
      });
      await api.register(coursesRoutes, { courses });
      await api.register(courseEditorRoutes, { editor: createCourseEditorService(db, courses) });
      await api.register(lessonsRoutes, {
        lessons: createLessonsService(db, courses, (...args) =>
          uploads.assertUsableInCourse(...args),
        ),
      });
      await api.register(enrollmentsRoutes, { enrollments });
      await api.register(quizzesRoutes, {
        quizzes: createQuizzesService(db),
        editor: createQuizEditorService(db),
      });
      await api.register(objectsRoutes, { uploads, tus, stagingDir: config.uploadStagingDir });
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { storage, authorize: createMediaAccess(db, uploads) });
  startUploadSweeper(app, uploads);

  const servesClient = deps.serveClient === true && (await clientBuildExists(config.clientDir));
  if (servesClient) await app.register(clientPlugin, { clientDir: config.clientDir });
  app.setNotFoundHandler((request, reply) => {
    if (servesClient && wantsSpaEntry(request.method, request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Ressource introuvable', code: 'NOT_FOUND' });
  });

  return app;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Hourly, closes unfinished uploads so no partial file outlives its resume window. */
function startUploadSweeper(app: FastifyInstance, uploads: UploadsService) {
  const sweep = () =>
    void uploads.sweep().catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
