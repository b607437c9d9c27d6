import type { COURSE_CATEGORIES } from '@contract/common';
import { CATALOGUE_PAGE_SIZE } from '@contract/catalogue-paging';
import type { AccessType, CourseSort } from '@contract/courses';
import type { CourseLevel } from '@contract/courses-labels';

/**
 * The cache keys of every load, in one place because their prefixes matter: invalidating
 * ['/api/courses'] refreshes every course list, course, lesson list and quiz list at once, so that
 * one change refreshes every screen. Each key starts with the path it loads.
 */

export interface CourseListFilters {
  search?: string;
  categories?: readonly (typeof COURSE_CATEGORIES)[number][];
  level?: CourseLevel | '';
  sort?: CourseSort;
  /** `package`: only the courses a subscription or a package seat opens. */
  access?: AccessType | '';
}

export const courseKeys = {
  /** Every course load (lists, one course, its lessons and quizzes): the prefix to invalidate. */
  all: ['/api/courses'] as const,
  /** GET /api/courses?search=&categories=&level=&sort=&access= — empty filters left out of the key. */
  list: ({ search, categories, level, sort, access }: CourseListFilters) =>
    [
      '/api/courses',
      {
        search: search || undefined,
        categories: categories?.length ? [...categories] : undefined,
        level: level || undefined,
        sort: sort ?? 'recent',
        access: access || undefined,
      },
    ] as const,
  /**
   * The catalogue screen, by pages: GET /api/courses?…&limit=24 is its first page (the next ones
   * add `page`). Its own key: a list and its pages are not the same load.
   */
  catalogue: (filters: CourseListFilters) =>
    ['/api/courses', { ...courseKeys.list(filters)[1], limit: CATALOGUE_PAGE_SIZE }] as const,
  detail: (id: string) => ['/api/courses', id] as const,
  lessons: (id: string) => ['/api/courses', id, 'lessons'] as const,
  /** The published quizzes, as students see them. */
  quizzes: (id: string) => ['/api/courses', id, 'quizzes'] as const,
  /** Every quiz, drafts included, for the course editor. */
  quizEditor: (id: string) => ['/api/courses', id, 'quiz-editor'] as const,
  /** The signed-in instructor's courses, drafts included. */
  mine: ['/api/instructor/courses'] as const,
};

export const enrollmentKeys = {
  /** The user's enrolments (GET /api/enrollments); also the prefix of every enrolment load. */
  all: ['/api/enrollments'] as const,
  /** The user's enrolment in one course; null when not enrolled. */
  ofCourse: (courseId: string) => ['/api/enrollments', courseId] as const,
};

export const lessonKeys = {
  detail: (id: string) => ['/api/lessons', id] as const,
  renditions: (id: string) => ['/api/lessons', id, 'renditions'] as const,
};

export const quizKeys = {
  /** The quiz to take; also the prefix of every load of the quiz (to forget them all). */
  take: (id: string) => ['/api/quizzes', id] as const,
  edit: (id: string) => ['/api/quizzes', id, 'edit'] as const,
  result: (attemptId: string) => ['/api/quiz-attempts', attemptId] as const,
};

export const paymentKeys = {
  /** The signed-in user's own payment requests (student dashboard). */
  mine: ['/api/my-payment-requests'] as const,
  /** A course's payment requests, for its instructor. */
  ofCourse: (courseId: string) => ['/api/instructor/payment-requests', courseId] as const,
  /** Every payment of the user's, of every kind ("Mes paiements"). */
  allMine: ['/api/my-payments'] as const,
  /** How many payments wait for the caller's decision, per kind. */
  pendingCounts: ['/api/payments/pending-counts'] as const,
  /** The payments waiting for the caller's decision, with no SMS yet. */
  pending: ['/api/payments/pending'] as const,
};

export const uploadKeys = {
  /** What a HEAD of an uploaded file tells: its name and size. */
  file: (objectPath: string) => [objectPath, 'head'] as const,
};

export const notificationKeys = {
  /** Every notification load (the list and the count): the prefix to invalidate. */
  all: ['/api/notifications'] as const,
  /** The latest notifications, loaded when the bell's list opens. */
  list: ['/api/notifications'] as const,
  /** The bell's badge, loaded with each page. */
  unreadCount: ['/api/notifications', 'unread-count'] as const,
};

export const subscriptionKeys = {
  plans: ['/api/subscription-plans'] as const,
  /** The signed-in user's subscription (GET /api/my-subscription). */
  mine: ['/api/my-subscription'] as const,
  /** Every page of the admin's list of subscriptions: the prefix to invalidate. */
  adminAll: ['/api/admin/subscriptions'] as const,
  /** One page of the admin's list (GET /api/admin/subscriptions?page=&pageSize=&status=). */
  adminList: (query: { page: number; pageSize: number; status?: string }) =>
    ['/api/admin/subscriptions', { ...query, status: query.status || undefined }] as const,
  /** Every plan, inactive ones included (GET /api/admin/subscription-plans). */
  adminPlans: ['/api/admin/subscription-plans'] as const,
  /** The platform's rate (GET /api/admin/exchange-rate). */
  exchangeRate: ['/api/admin/exchange-rate'] as const,
};

export const packageKeys = {
  list: ['/api/packages'] as const,
  /** The signed-in user's purchases (GET /api/package-purchases/my). */
  mine: ['/api/package-purchases/my'] as const,
  /** Every package, inactive ones included (GET /api/admin/packages). */
  admin: ['/api/admin/packages'] as const,
  /** Every page of the admin's package purchases: the prefix to invalidate. */
  adminPurchasesAll: ['/api/admin/package-purchases'] as const,
  adminPurchases: (query: { page: number; pageSize: number; status?: string }) =>
    ['/api/admin/package-purchases', { ...query, status: query.status || undefined }] as const,
};

export const bundleKeys = {
  list: ['/api/training-bundles'] as const,
  /** The signed-in user's bundle payments (GET /api/bundle-payments/my). */
  myPayments: ['/api/bundle-payments/my'] as const,
  /** Every bundle, inactive ones included (GET /api/admin/training-bundles). */
  admin: ['/api/admin/training-bundles'] as const,
  /** Every page of the admin's bundle payments: the prefix to invalidate. */
  adminPaymentsAll: ['/api/admin/bundle-payments'] as const,
  adminPayments: (query: { page: number; pageSize: number; status?: string }) =>
    ['/api/admin/bundle-payments', { ...query, status: query.status || undefined }] as const,
  /** Every page of the admin's quote requests: the prefix to invalidate. */
  adminQuotesAll: ['/api/admin/quote-requests'] as const,
  adminQuotes: (query: { page: number; pageSize: number; status?: string }) =>
    ['/api/admin/quote-requests', { ...query, status: query.status || undefined }] as const,
};

export const auditKeys = {
  /** Every page of the audit record: the prefix to invalidate after a decision. */
  all: ['/api/admin/audit'] as const,
  list: (query: { page: number; pageSize: number; action?: string }) =>
    ['/api/admin/audit', { ...query, action: query.action || undefined }] as const,
};

export const announcementKeys = {
  list: ['/api/announcements'] as const,
};

export const internshipKeys = {
  /** The signed-in student's own requests (GET /api/my-internships). */
  mine: ['/api/my-internships'] as const,
  /** Every request, for the admins (GET /api/admin/internships). */
  admin: ['/api/admin/internships'] as const,
};

export const certificationKeys = {
  /** The signed-in user's certificates (GET /api/my-certifications). */
  mine: ['/api/my-certifications'] as const,
  /** A public verification (GET /api/certifications/verify/{number}). */
  verify: (number: string) => ['/api/certifications/verify', number] as const,
};

export const liveClassKeys = {
  /** The signed-in instructor's classes with their registrations. */
  instructor: ['/api/instructor/live-classes'] as const,
  /** The published classes to come (GET /api/live-classes/upcoming). */
  upcoming: ['/api/live-classes/upcoming'] as const,
  /** The signed-in user's registrations (GET /api/my-live-classes). */
  mine: ['/api/my-live-classes'] as const,
};

export const receivingPhoneKeys = {
  /** The caller's phones (GET /api/receiving-phones); also the prefix of their SMS lists. */
  all: ['/api/receiving-phones'] as const,
  /** One page of a phone's SMS (GET /api/receiving-phones/{id}/sms?page=&pageSize=&unmatched=). */
  sms: (id: string, query: { page: number; pageSize: number; unmatched?: boolean }) =>
    [
      '/api/receiving-phones',
      id,
      'sms',
      { ...query, unmatched: query.unmatched || undefined },
    ] as const,
  /** Every SMS template, for the admins (GET /api/admin/sms-templates). */
  templates: ['/api/admin/sms-templates'] as const,
};

export const adminKeys = {
  /** The dashboard's figures and tab counts (GET /api/admin/stats). */
  stats: ['/api/admin/stats'] as const,
  /** Enrolments and confirmed payments per week (GET /api/admin/stats/weekly). */
  weekly: ['/api/admin/stats', 'weekly'] as const,
  /** Every page of the admin's courses list: the prefix to invalidate. */
  coursesAll: ['/api/admin/courses'] as const,
  courses: (query: { page: number; pageSize: number; q?: string }) =>
    ['/api/admin/courses', { ...query, q: query.q || undefined }] as const,
  /** Every page of the admin's users list: the prefix to invalidate. */
  usersAll: ['/api/admin/users'] as const,
  users: (query: { page: number; pageSize: number; q?: string; role?: string }) =>
    [
      '/api/admin/users',
      { ...query, q: query.q || undefined, role: query.role || undefined },
    ] as const,
};
