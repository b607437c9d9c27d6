import type { COURSE_CATEGORIES } from '@contract/common';

type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/**
 * The six catalogue categories (spec 01 §3). A copy of the contract's list, checked against it by
 * the compiler, so that screens do not pull the schema library (contract/common imports zod).
 */
export const courseCategories = [
  'Programmation',
  'Design',
  'Business',
  'Marketing',
  'Développement Personnel',
  'Langues',
] as const satisfies readonly CourseCategory[];

// Fails to compile if the contract gains a category this list lacks.
type MissingCategory = Exclude<CourseCategory, (typeof courseCategories)[number]>;
export const categoriesComplete: [MissingCategory] extends [never] ? true : never = true;

export function isCourseCategory(value: string): value is CourseCategory {
  return (courseCategories as readonly string[]).includes(value);
}
