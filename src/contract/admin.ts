/**
 * The admin dashboard's own endpoints (issue 21, parts 1–3): statistics, the courses and users
 * lists (paged), deleting a course, changing a role, suspending an account.
 */
import { z } from 'zod';
import { courseStatuses } from './courses-labels.ts';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { pagedList, pageQuerySchema } from './paging.ts';
import { roles } from './roles.ts';

export const adminMessages = {
  userNotFound: 'Utilisateur non trouvé',
  selfDemotion: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
  selfSuspension: 'Vous ne pouvez pas suspendre votre propre compte',
  lastAdmin:
    'C’est le dernier administrateur actif : nommez-en un autre avant de retirer ce rôle ou de suspendre ce compte',
  roleInvalid: 'Choisissez un rôle : étudiant, formateur ou administrateur',
  suspendedInvalid: 'Indiquez si le compte est suspendu (vrai ou faux)',
  searchTooLong: 'La recherche est trop longue',
  deleteCourseConfirm: 'Êtes-vous sûr de vouloir supprimer ce cours ?',
  deleteCourseFailed: 'Impossible de supprimer le cours',
  unknownInstructor: 'Instructeur inconnu',
} as const;
const m = adminMessages;

/** GET /api/admin/stats: the dashboard's cards and tab counts, each 0 when there is nothing. */
export const adminStatsSchema = z.object({
  totalCourses: z.number().int(),
  publishedCourses: z.number().int(),
  totalUsers: z.number().int(),
  totalInstructors: z.number().int(),
  totalEnrollments: z.number().int(),
  totalSubscriptions: z.number().int(),
  totalAnnouncements: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One week of the dashboard's chart: enrolments and confirmed payments (FC). */
export const adminWeekSchema = z.object({
  /** The Monday the week starts on, "YYYY-MM-DD" (UTC). */
  weekStart: z.string(),
  enrollments: z.number().int(),
  /** FC confirmed that week: courses, packages, subscriptions, bundles, live classes. */
  paymentsCdf: z.number().int(),
});
export const adminWeeklySchema = z.object({ weeks: z.array(adminWeekSchema) });
export type AdminWeek = z.infer<typeof adminWeekSchema>;
export const ADMIN_CHART_WEEKS = 12;

const search = z.string().trim().max(200, m.searchTooLong).optional();

export const adminCourseQuerySchema = pageQuerySchema.extend({ q: search });
export type AdminCourseQuery = z.input<typeof adminCourseQuerySchema>;

export const adminCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(courseStatuses),
  /** FC; 0 means free. */
  price: z.number().int(),
  enrollmentCount: z.number().int(),
  instructor: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
});
export type AdminCourse = z.input<typeof adminCourseSchema>;

export const adminUserQuerySchema = pageQuerySchema.extend({
  q: search,
  role: z.enum(['', ...roles], { message: m.roleInvalid }).optional(),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
  /** When an admin suspended the account; null when active. */
  suspendedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type AdminUser = z.input<typeof adminUserSchema>;

export const roleChangeSchema = z.object({ role: z.enum(roles, { message: m.roleInvalid }) });
export type RoleChange = z.input<typeof roleChangeSchema>;
export const suspensionSchema = z.object({
  suspended: z.boolean({ message: m.suspendedInvalid }),
});
export type SuspensionChange = z.input<typeof suspensionSchema>;

export const adminErrors = defineErrors({
  USER_NOT_FOUND: { status: 404, message: m.userNotFound },
  SELF_DEMOTION: { status: 409, message: m.selfDemotion },
  SELF_SUSPENSION: { status: 409, message: m.selfSuspension },
  LAST_ADMIN: { status: 409, message: m.lastAdmin },
});

const tag = 'Administration';
const { adminApi } = endpointGroups(tag);
const aUser = byId('USER_NOT_FOUND');
export const adminEndpoints = {
  stats: endpoint.get(adminApi, '/api/admin/stats', {
    summary: 'Les chiffres du tableau de bord (cours, utilisateurs, inscriptions…)',
    responses: { 200: adminStatsSchema },
  }),
  weekly: endpoint.get(adminApi, '/api/admin/stats/weekly', {
    summary: 'Inscriptions et paiements confirmés (FC) par semaine, sur les 12 dernières semaines',
    responses: { 200: adminWeeklySchema },
  }),
  courses: endpoint.get(adminApi, '/api/admin/courses', {
    summary: 'Tous les cours, par page, les plus récents d’abord (recherche par titre)',
    ...pagedList(adminCourseQuerySchema, adminCourseSchema),
  }),
  removeCourse: endpoint.delete(adminApi, '/api/admin/courses/{id}', {
    summary:
      'Supprimer un cours avec ses leçons et quiz, s’il n’a ni inscrit, ni certificat, ni paiement',
    ...byId('COURSE_NOT_FOUND'),
    responses: { 204: null },
    errors: ['COURSE_HAS_LEARNERS'],
  }),
  users: endpoint.get(adminApi, '/api/admin/users', {
    summary:
      'Les utilisateurs, par page, les plus récents d’abord (recherche par nom ou email, rôle)',
    ...pagedList(adminUserQuerySchema, adminUserSchema),
  }),
  setRole: endpoint.patch(adminApi, '/api/admin/users/{id}/role', {
    summary: 'Changer le rôle d’un utilisateur',
    ...aUser,
    body: roleChangeSchema,
    responses: { 200: adminUserSchema },
    errors: ['SELF_DEMOTION', 'LAST_ADMIN'],
  }),
  setSuspension: endpoint.patch(adminApi, '/api/admin/users/{id}/suspension', {
    summary: 'Suspendre un compte (ses sessions prennent fin) ou le rétablir',
    ...aUser,
    body: suspensionSchema,
    responses: { 200: adminUserSchema },
    errors: ['SELF_SUSPENSION', 'LAST_ADMIN'],
  }),
};
