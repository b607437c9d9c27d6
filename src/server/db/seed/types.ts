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

/** A single- or multiple-choice question; `correct` lists the indexes of the right choices. */
interface SeedChoiceQuestion {
  type: 'single_choice' | 'multiple_choice';
  questionText: string;
  choices: string[];
  correct: number[];
  points?: number;
  explanation?: string;
}

/** A true/false question: its choices are always « Vrai » then « Faux ». */
interface SeedTrueFalseQuestion {
  type: 'true_false';
  questionText: string;
  answer: boolean;
  points?: number;
  explanation?: string;
}

export type SeedQuestion = SeedChoiceQuestion | SeedTrueFalseQuestion;

export interface SeedQuiz {
  title: string;
  description: string;
  /** Percent; 70 when absent. */
  passingScore?: number;
  /** Minutes; null means untimed. */
  timeLimit: number | null;
  externalLink?: string;
  isPublished: boolean;
  questions: SeedQuestion[];
}

/** What the demo data of one domain needs from the others: the ids drawn so far, and the clock. */
export interface SeedContext {
  /** A date `days` days (and `minutes` minutes) before the seed. */
  daysAgo: (days: number, minutes?: number) => Date;
  adminId: string;
  instructorIds: Record<InstructorKey, string>;
  studentId: (key: string) => string;
  courseId: (key: string) => string;
  /** The ids of each course's lessons, in order. */
  lessonIds: Record<string, string[]>;
}
