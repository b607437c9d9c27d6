import { adminModule } from './admin/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { bundlesModule } from './bundles/index.ts';
import { certificationsModule } from './certifications/index.ts';
import { coursesModule } from './courses/index.ts';
import { enrollmentsModule } from './enrollments/index.ts';
import { healthModule } from './health/index.ts';
import { internshipsModule } from './internships/index.ts';
import { lessonsModule } from './lessons/index.ts';
import { liveClassesModule } from './live-classes/index.ts';
import type { AppModule } from './module.ts';
import { notificationsModule } from './notifications/index.ts';
import { objectsModule } from './objects/index.ts';
import { packagesModule } from './packages/index.ts';
import { paymentsModule } from './payments/index.ts';
import { quizzesModule } from './quizzes/index.ts';
import { receivingPhonesModule } from './receiving-phones/index.ts';
import { seoModule } from './seo/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';

/** Every domain of the API; app.ts registers them in this order. */
export const modules: AppModule[] = [
  healthModule,
  authModule,
  coursesModule,
  lessonsModule,
  enrollmentsModule,
  subscriptionsModule,
  packagesModule,
  bundlesModule,
  announcementsModule,
  auditModule,
  notificationsModule,
  quizzesModule,
  paymentsModule,
  liveClassesModule,
  internshipsModule,
  certificationsModule,
  objectsModule,
  adminModule,
  receivingPhonesModule,
  seoModule,
];
