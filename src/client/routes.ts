import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '@contract/auth';

/**
 * The route table (spec 01 §2, spec 02 §2). Each screen is its own lazily loaded chunk: a page
 * module default-exports its component and reads its parameters with wouter's useParams().
 * To build a screen, replace the placeholder inside its page file: nothing here needs to change.
 *
 * access: 'public' (everyone), 'signed-in' (any role), or the list of roles allowed.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  access: RouteAccess;
  load: () => Promise<PageModule>;
  Page: LazyExoticComponent<ComponentType>;
  /** Rendered to HTML by the server with its data (entry-server.tsx): the public pages. */
  serverRendered: boolean;
}

function route(
  path: string,
  access: RouteAccess,
  load: () => Promise<PageModule>,
  { serverRendered = false } = {},
): AppRoute {
  return { path, access, load, Page: lazy(load), serverRendered };
}

/** Public pages a visitor may land on from a link or a search engine: sent as HTML. */
const serverPage = { serverRendered: true };

/** Page loaders; a loader used by several paths yields a single chunk. */
const pages = {
  landing: () => import('./features/home/landing-page'),
  login: () => import('./features/auth/login-page'),
  register: () => import('./features/auth/register-page'),
  forgotPassword: () => import('./features/auth/forgot-password-page'),
  resetPassword: () => import('./features/auth/reset-password-page'),
  settings: () => import('./features/auth/settings-page'),
  catalog: () => import('./features/courses/catalog-page'),
  courseDetail: () => import('./features/courses/course-detail-page'),
  courseRedirect: () => import('./features/courses/course-redirect-page'),
  courseEditor: () => import('./features/courses/course-editor-page'),
  instructorDashboard: () => import('./features/courses/instructor-dashboard-page'),
  learn: () => import('./features/lessons/learn-page'),
  offline: () => import('./features/offline/offline-page'),
  lessonEditor: () => import('./features/lessons/lesson-editor-page'),
  quizEditor: () => import('./features/quizzes/quiz-editor-page'),
  studentDashboard: () => import('./features/enrollments/student-dashboard-page'),
  coursePayment: () => import('./features/payments/course-payment-page'),
  instructorPayments: () => import('./features/payments/instructor-payments-page'),
  packages: () => import('./features/packages/packages-page'),
  subscriptions: () => import('./features/subscriptions/subscriptions-page'),
  trainingPackages: () => import('./features/bundles/training-packages-page'),
  quiz: () => import('./features/quizzes/quiz-page'),
  quizResult: () => import('./features/quizzes/quiz-result-page'),
  liveClasses: () => import('./features/live-classes/live-classes-page'),
  instructorLiveClasses: () => import('./features/live-classes/instructor-live-classes-page'),
  certifications: () => import('./features/certifications/certifications-page'),
  verifyCertificate: () => import('./features/certifications/verify-certificate-page'),
  verifyCertificateForm: () => import('./features/certifications/verify-certificate-form-page'),
  internships: () => import('./features/internships/internships-page'),
  adminDashboard: () => import('./features/admin/admin-dashboard-page'),
  adminInternships: () => import('./features/admin/admin-internships-page'),
  receivingPhones: () => import('./features/receiving-phones/receiving-phones-page'),
};

const STUDENT = ['student'] as const;
const INSTRUCTOR = ['instructor'] as const;
const ADMIN = ['admin'] as const;
/** Course editors: its instructor, and admins, who may edit any course (issue 21). */
const AUTHORS = ['instructor', 'admin'] as const;
/** Those who are paid by mobile money: instructors (their courses) and admins (the platform). */
const PAYEES = ['instructor', 'admin'] as const;

export const appRoutes: readonly AppRoute[] = [
  // Public
  route('/', 'public', pages.landing, serverPage),
  route('/login', 'public', pages.login),
  route('/register', 'public', pages.register),
  route('/forgot-password', 'public', pages.forgotPassword),
  route('/reset-password', 'public', pages.resetPassword),
  route('/catalog', 'public', pages.catalog, serverPage),
  route('/packages', 'public', pages.packages, serverPage),
  route('/training-packages', 'public', pages.trainingPackages, serverPage),
  route('/subscriptions', 'public', pages.subscriptions, serverPage),
  route('/course/:id', 'public', pages.courseDetail, serverPage),
  // Anyone may check a certificate: by typing its number, or at the address its QR code opens.
  route('/verify', 'public', pages.verifyCertificateForm, serverPage),
  route('/verify/:number', 'public', pages.verifyCertificate, serverPage),

  // Any signed-in user
  route('/course/:id/learn', 'signed-in', pages.learn),
  route('/live-classes', 'signed-in', pages.liveClasses),
  route('/certifications', 'signed-in', pages.certifications),
  route('/internships', 'signed-in', pages.internships),
  route('/settings', 'signed-in', pages.settings),
  route('/courses/new', 'signed-in', pages.courseEditor),
  route('/courses/:id/edit', 'signed-in', pages.courseEditor),
  // The generic course route (spec 02 §2, "Paiement en attente" links to it): the course page.
  route('/courses/:id', 'public', pages.courseRedirect),
  route('/quiz/:id', 'signed-in', pages.quiz),
  route('/quiz/:quizId/result/:attemptId', 'signed-in', pages.quizResult),

  // Students only
  route('/course/:courseId/payment', STUDENT, pages.coursePayment),
  route('/student/dashboard', STUDENT, pages.studentDashboard),
  route('/offline', STUDENT, pages.offline),

  // Instructors only
  route('/instructor/dashboard', INSTRUCTOR, pages.instructorDashboard),
  route('/instructor/courses', INSTRUCTOR, pages.instructorDashboard),
  route('/instructor/live-classes', INSTRUCTOR, pages.instructorLiveClasses),
  route('/instructor/course/new', INSTRUCTOR, pages.courseEditor),
  // The editors of a course's parts: the course editor links here for admins too.
  route('/instructor/course/:id/edit', AUTHORS, pages.courseEditor),
  route('/instructor/course/:courseId/lesson/new', AUTHORS, pages.lessonEditor),
  route('/instructor/course/:courseId/lesson/:lessonId/edit', AUTHORS, pages.lessonEditor),
  route('/instructor/course/:courseId/quiz/new', AUTHORS, pages.quizEditor),
  route('/instructor/course/:courseId/quiz/:quizId/edit', AUTHORS, pages.quizEditor),
  route('/instructor/course/:courseId/payments', INSTRUCTOR, pages.instructorPayments),

  // Instructors and admins: the phones their payments are received on
  route('/receiving-phones', PAYEES, pages.receivingPhones),

  // Admins only
  route('/admin/dashboard', ADMIN, pages.adminDashboard),
  route('/admin/internships', ADMIN, pages.adminInternships),
];

export const loadNotFoundPage = () => import('./features/home/not-found-page');

/** The loaders of every screen a user with `role` may open, each once. */
export function screensOf(role: Role): (() => Promise<unknown>)[] {
  const opens = (access: RouteAccess) =>
    access === 'public' || access === 'signed-in' || access.includes(role);
  const loaders = appRoutes.filter((r) => opens(r.access)).map((r) => r.load);
  return [...new Set(loaders), loadNotFoundPage];
}

function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Starts downloading the code of the page at `pathname` right away, in parallel with the session
 * check, instead of after it (saves a round trip on slow networks).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  return (match ? match.load() : loadNotFoundPage()).catch(() => {
    // A failed preload is retried by React.lazy when the page renders.
  });
}

/** The route of a path, as the router would choose it (the first that matches). */
export const matchRoute = (pathname: string): AppRoute | undefined =>
  appRoutes.find((r) => toRegExp(r.path).test(pathname));
