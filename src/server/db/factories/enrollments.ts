import { enrollments } from '../schema/index.ts';
import { rowFactory, type RowInput } from './factory.ts';

/** Enrolments written directly, without the payment or subscription rules of enrolling. */
export const { one: createEnrollment, many: createEnrollments } = rowFactory(
  enrollments,
  (input: RowInput<typeof enrollments, 'userId' | 'courseId'>) => input,
);
