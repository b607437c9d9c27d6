import { COURSE_CATEGORIES, type CourseCategory } from '@contract/courses-labels';

/** The six catalogue categories, from the contract's zod-free labels file. */
export const courseCategories = COURSE_CATEGORIES;

export function isCourseCategory(value: string): value is CourseCategory {
  return (courseCategories as readonly string[]).includes(value);
}
