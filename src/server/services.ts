import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAuthLimits, type AuthLimitsOptions } from './modules/auth/auth-limits.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAnnouncementsService } from './modules/announcements/announcements.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createBundlesService } from './modules/bundles/bundles.service.ts';
import { createCertificationsService } from './modules/certifications/certifications.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createCourseEditorService } from './modules/courses/course-editor.service.ts';
import { createCoursesService } from './modules/courses/courses.service.ts';
import { createEnrollmentsService } from './modules/enrollments/enrollments.service.ts';
import { createInternshipsService } from './modules/internships/internships.service.ts';
import { createLessonsService } from './modules/lessons/lessons.service.ts';
import { createLiveClassesService } from './modules/live-classes/live-classes.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createProofImageCheck } from './modules/payments/mobile-money-proof.ts';
import { createMediaAccess } from './modules/objects/media-access.ts';
import { createTusBridge } from './modules/objects/tus-bridge.ts';
import { createUploadsService } from './modules/objects/uploads.service.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createQuizEditorService } from './modules/quizzes/quiz-editor.service.ts';
import { createQuizzesService } from './modules/quizzes/quizzes.service.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createObjectStorage } from './storage/object-storage.ts';

export interface ServiceDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  authLimits: AuthLimitsOptions;
  /** The clock dated decisions are judged by (subscription periods); tests move it. */
  now?: () => Date;
}

/** Every domain's service, wired explicitly: a service receives the services it calls. */
export function createServices({
  config,
  database,
  mailer,
  log,
  authLimits,
  now = () => new Date(),
}: ServiceDeps) {
  const db = database.db;
  const sessions = createSessionService(db);
  const storage = createObjectStorage(config.storage);
  const uploads = createUploadsService({ db, storage, stagingDir: config.uploadStagingDir });
  const courses = createCoursesService(db);
  const notifications = createNotificationsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    onMailError: (err) => log.error({ err }, 'notification mail not sent'),
  });
  const assertOwnProof = createProofImageCheck(uploads);
  const subscriptions = createSubscriptionsService(db, { notifications, assertOwnProof, now });
  const packages = createPackagesService(db, { notifications, assertOwnProof, now });
  const certifications = createCertificationsService(db, {
    notifications,
    publicUrl: config.publicUrl,
    now,
  });
  return {
    ping: database.ping,
    sessions,
    authLimits: createAuthLimits(authLimits),
    auth: createAuthService({
      db,
      sessions,
      mailer,
      publicUrl: config.publicUrl,
      onResetLinkError: (err) => log.error({ err }, 'password reset link not sent'),
    }),
    notifications,
    courses,
    courseEditor: createCourseEditorService(db, courses, (...args) =>
      uploads.assertUsableInCourse(...args),
    ),
    lessons: createLessonsService(db, courses, (...args) => uploads.assertUsableInCourse(...args)),
    enrollments: createEnrollmentsService(db, { courses, subscriptions, packages, certifications }),
    subscriptions,
    packages,
    announcements: createAnnouncementsService(db),
    admin: createAdminService(db, { now }),
    audit: createAuditService(db),
    bundles: createBundlesService(db, {
      notifications,
      assertOwnProof,
      now,
      mailer,
      publicUrl: config.publicUrl,
      onMailError: (err) => log.error({ err }, 'quote mail not sent'),
    }),
    payments: createPaymentsService(db, { courses, notifications, assertOwnProof, now }),
    liveClasses: createLiveClassesService(db, { notifications, assertOwnProof, now }),
    quizzes: createQuizzesService(db, { certifications }),
    certifications,
    quizEditor: createQuizEditorService(db),
    internships: createInternshipsService(db, { notifications, now }),
    storage,
    uploads,
    tus: createTusBridge({ stagingDir: config.uploadStagingDir, uploads }),
    mediaAccess: createMediaAccess(db, uploads),
  };
}

export type Services = ReturnType<typeof createServices>;
