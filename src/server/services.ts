import path from 'node:path';
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
import type { Broadcast } from './lib/redis-broadcast.ts';
import { createCatalogueCache, invalidatingCatalogue } from './modules/courses/catalogue-cache.ts';
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
import { createUploadStaging } from './modules/objects/upload-staging.ts';
import { createUploadsService } from './modules/objects/uploads.service.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { createPaymentFlow } from './modules/payments/payment-flow.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createSmsMatcher } from './modules/payments/sms-matching.ts';
import { createQuizEditorService } from './modules/quizzes/quiz-editor.service.ts';
import { createQuizzesService } from './modules/quizzes/quizzes.service.ts';
import { createReceivingPhonesService } from './modules/receiving-phones/receiving-phones.service.ts';
import { createSmsInboxService } from './modules/receiving-phones/sms-inbox.service.ts';
import { createSmsTemplatesService } from './modules/receiving-phones/sms-templates.service.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createObjectStorage } from './storage/object-storage.ts';
import { createJobQueue, type JobQueueSettings } from './lib/job-queue.ts';
import { createRenditionJob } from './modules/objects/rendition-job.ts';
import {
  createRenditionsService,
  RENDITIONS_QUEUE,
  type RenditionJobData,
} from './modules/objects/renditions.service.ts';

export interface ServiceDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  authLimits: AuthLimitsOptions;
  /** The clock dated decisions are judged by (subscription periods); tests move it. */
  now?: () => Date;
  /** The job queue's timings (tests shorten the retry delay). */
  jobs?: Partial<JobQueueSettings>;
  /** Carries the catalogue's changes to the other instances (Redis), when there are any. */
  catalogueChanges?: Broadcast;
}

/** Every domain's service, wired explicitly: a service receives the services it calls. */
export function createServices({
  config,
  database,
  mailer,
  log,
  authLimits,
  now = () => new Date(),
  jobs: jobSettings,
  catalogueChanges,
}: ServiceDeps) {
  const db = database.db;
  const sessions = createSessionService(db);
  const storage = createObjectStorage(config.storage);
  // Where transfers wait until complete: on disk, or in the bucket so any instance resumes them.
  const uploadStaging = createUploadStaging(config, storage, log);
  const uploads = createUploadsService({ db, storage, staging: uploadStaging });
  // The catalogue's answers are kept until a course, a lesson or an enrolment changes: every
  // service method that changes one is listed below with invalidatingCatalogue.
  const catalogue = createCatalogueCache({ now, changes: catalogueChanges });
  const courses = createCoursesService(db, catalogue);
  // Background jobs in the database (pg-boss): the lighter copies of uploaded videos.
  const jobs = createJobQueue(database, log, jobSettings);
  const renditions = createRenditionsService({ db, jobs });
  jobs.define<RenditionJobData>(
    RENDITIONS_QUEUE,
    createRenditionJob({
      db,
      storage,
      log,
      workDir: path.join(config.dataDir, 'transcoding'),
      // A lesson's sizes and qualities change when a copy is ready.
      onReady: () => catalogue.invalidate(),
    }),
  );
  const notifications = createNotificationsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    onMailError: (err) => log.error({ err }, 'notification mail not sent'),
  });
  const assertOwnProof = createProofImageCheck(uploads);
  // One mobile-money flow; each kind's service registers its plugin into it.
  // A decision creates or removes enrolments (a course, a bundle, a package's seats).
  const paymentFlow = invalidatingCatalogue(
    catalogue,
    createPaymentFlow(db, { notifications, assertOwnProof, now }),
    ['decide', 'decideAs', 'reverse'],
  );
  const subscriptions = createSubscriptionsService(db, { flow: paymentFlow, now });
  const packages = createPackagesService(db, { flow: paymentFlow, now });
  const limits = createAuthLimits(authLimits);
  const smsTemplates = createSmsTemplatesService(db);
  const smsMatcher = createSmsMatcher(db, paymentFlow);
  // A request may find its SMS already received (people pay first, then fill in the form).
  paymentFlow.onRequested((paymentId) =>
    smsMatcher.matchPayment(paymentId).then(
      () => undefined,
      (err: unknown) => log.error({ err, paymentId }, 'SMS matching failed'),
    ),
  );
  const liveClasses = createLiveClassesService(db, { notifications, flow: paymentFlow, now });
  const payments = createPaymentsService(db, { courses, flow: paymentFlow, now });
  const certifications = createCertificationsService(db, {
    notifications,
    publicUrl: config.publicUrl,
    now,
  });
  return {
    ping: database.ping,
    sessions,
    authLimits: limits,
    auth: createAuthService({
      db,
      sessions,
      mailer,
      publicUrl: config.publicUrl,
      onResetLinkError: (err) => log.error({ err }, 'password reset link not sent'),
    }),
    notifications,
    courses,
    courseEditor: invalidatingCatalogue(
      catalogue,
      createCourseEditorService(db, courses, (...args) => uploads.assertUsableInCourse(...args)),
      ['create', 'update', 'remove'],
    ),
    lessons: invalidatingCatalogue(
      catalogue,
      createLessonsService(db, courses, (...args) => uploads.assertUsableInCourse(...args), {
        // The lesson is saved: a failure to queue its video's copies is logged, not answered.
        requestFor: (videoUrl) =>
          renditions
            .requestFor(videoUrl)
            .catch((err: unknown) => log.error({ err, videoUrl }, 'video renditions not queued')),
        progressOf: renditions.progressOf,
      }),
      ['create', 'update', 'remove'],
    ),
    enrollments: invalidatingCatalogue(
      catalogue,
      createEnrollmentsService(db, { courses, subscriptions, packages, certifications }),
      ['enroll'],
    ),
    subscriptions,
    packages,
    announcements: createAnnouncementsService(db),
    admin: invalidatingCatalogue(catalogue, createAdminService(db, { now }), ['removeCourse']),
    audit: createAuditService(db),
    bundles: createBundlesService(db, {
      flow: paymentFlow,
      now,
      mailer,
      publicUrl: config.publicUrl,
      onMailError: (err) => log.error({ err }, 'quote mail not sent'),
    }),
    payments,
    liveClasses,
    quizzes: createQuizzesService(db, { certifications }),
    certifications,
    quizEditor: createQuizEditorService(db),
    internships: createInternshipsService(db, { notifications, now }),
    storage,
    uploads,
    uploadStaging,
    jobs,
    renditions,
    tus: createTusBridge({ staging: uploadStaging, uploads }),
    mediaAccess: createMediaAccess(db, uploads, (path) => payments.proofDeciders(path)),
    receivingPhones: createReceivingPhonesService(db, { publicUrl: config.publicUrl, now }),
    smsTemplates,
    smsInbox: createSmsInboxService(db, {
      templates: smsTemplates,
      limits,
      // Runs once the SMS is committed: the payment it proves may confirm itself.
      onSmsStored: async (smsId) => {
        await smsMatcher.matchSms(smsId);
      },
      onSmsStoredError: (err, smsId) => log.error({ err, smsId }, 'SMS matching failed'),
      now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
