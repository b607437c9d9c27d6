/**
 * Display labels for course levels and statuses (spec 01 §3–4, spec 02 §4). Zod-free on purpose:
 * the client can import these without pulling the schema library into its first load.
 */
/** The six catalogue categories (spec 01 §3), shared by the catalogue, the editors and the admin. */
export const COURSE_CATEGORIES = [
  'Programmation',
  'Design',
  'Business',
  'Marketing',
  'Développement Personnel',
  'Langues',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const courseStatuses = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const levelLabels: Record<CourseLevel, string> = {
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
};

export const courseStatusLabels: Record<CourseStatus, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  archived: 'Archivé',
};

/** The level's French label; an unknown value is shown as is. */
export function levelLabel(level: string): string {
  return levelLabels[level as CourseLevel] ?? level;
}

/** The course status's French label; an unknown value is shown as is. */
export function courseStatusLabel(status: string): string {
  return courseStatusLabels[status as CourseStatus] ?? status;
}

/** The size of the picture the server draws for a course without a cover, as previews crop it. */
export const COURSE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
