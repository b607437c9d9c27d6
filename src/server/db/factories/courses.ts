import { courses, lessons } from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

/** A published course (the catalogue shows it) unless told otherwise. */
export const { one: createCourse, many: createCourses } = rowFactory(
  courses,
  (input: RowInput<typeof courses, 'instructorId'>) => {
    const n = nextNumber();
    return {
      title: `Cours ${n}`,
      description: `Description du cours ${n}`,
      category: 'Programmation',
      status: 'published' as const,
      ...input,
    };
  },
);

/** Lessons made one after another come in that order. */
export const { one: createLesson, many: createLessons } = rowFactory(
  lessons,
  (input: RowInput<typeof lessons, 'courseId'>) => {
    const n = nextNumber();
    return {
      title: `Leçon ${n}`,
      content: `Contenu de la leçon ${n}`,
      duration: 10,
      order: n,
      ...input,
    };
  },
);
