import type { COURSE_CATEGORIES } from '../../../contract/common.ts';
import type { CourseLevel, CourseStatus, AccessType } from '../schema/index.ts';
import type { InstructorKey } from './accounts.ts';

export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export interface SeedLesson {
  title: string;
  description: string;
  /** Plain text; paragraphs separated by blank lines. */
  content: string;
  /** Minutes. */
  duration: number;
  videoUrl?: string;
  fileUrl?: string;
}

export interface SeedCourse {
  /** Stable key used to link lessons, enrolments and bundles. */
  key: string;
  title: string;
  description: string;
  category: CourseCategory;
  level: CourseLevel;
  status: CourseStatus;
  accessType: AccessType;
  /** FC; 0 means free. */
  price: number;
  /**
   * Hours, as declared by the instructor: the sum of the lessons' minutes in hours with one
   * decimal, so the catalogue card (this figure) and the course page (the lessons' sum) agree.
   */
  duration: number;
  instructor: InstructorKey;
  /** How many days before the seed the course was created (drives the "recent" sort). */
  createdDaysAgo: number;
}
