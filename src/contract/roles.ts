/**
 * Roles, their French labels and dashboards (spec 01 §2–3). Zod-free on purpose so the client's
 * first load (header, route guard) does not pull the schema library. auth.ts re-exports them.
 */
export const roles = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof roles)[number];
export const selfRegisterRoles = ['student', 'instructor'] as const;

export const roleLabels: Record<Role, string> = {
  student: 'Étudiant',
  instructor: 'Formateur',
  admin: 'Administrateur',
};

/** Any unknown role is displayed as a student (spec 01 §3). */
export function roleLabel(role: string): string {
  return roleLabels[role as Role] ?? roleLabels.student;
}

/** The dashboard of a role: /admin/dashboard, /instructor/dashboard or /student/dashboard. */
export function dashboardPath(role: string): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'instructor') return '/instructor/dashboard';
  return '/student/dashboard';
}
