/**
 * Links to the parameterised screens of the route table (routes.ts), so that a path is written
 * once. Kept apart from routes.ts: that file loads every page, and a page importing it would
 * close an import cycle.
 */
export const href = {
  course: (id: string) => `/course/${id}`,
  learn: (courseId: string) => `/course/${courseId}/learn`,
  /** The courses saved on the phone, and what waits to be synced. */
  offline: '/offline',
  payment: (courseId: string) => `/course/${courseId}/payment`,
  /** The course editor on the generic route (/courses/new leads here). */
  courseEditGeneric: (id: string) => `/courses/${id}/edit`,
  courseEdit: (id: string) => `/instructor/course/${id}/edit`,
  coursePayments: (courseId: string) => `/instructor/course/${courseId}/payments`,
  lessonNew: (courseId: string) => `/instructor/course/${courseId}/lesson/new`,
  lessonEdit: (courseId: string, lessonId: string) =>
    `/instructor/course/${courseId}/lesson/${lessonId}/edit`,
  quizNew: (courseId: string) => `/instructor/course/${courseId}/quiz/new`,
  quizEdit: (courseId: string, quizId: string) =>
    `/instructor/course/${courseId}/quiz/${quizId}/edit`,
  /** A course's link-preview picture, drawn by the server; its address changes with the course. */
  courseImage: (course: { id: string; updatedAt: string }) =>
    `/og/course/${course.id}.png?v=${Date.parse(course.updatedAt)}`,
  quiz: (id: string) => `/quiz/${id}`,
  quizResult: (quizId: string, attemptId: string) => `/quiz/${quizId}/result/${attemptId}`,
  /** The public check of a certificate (what its QR code opens). */
  verifyCertificate: (number: string) => `/verify/${encodeURIComponent(number)}`,
  /** The catalogue narrowed to the courses a package or a subscription opens. */
  packageCourses: '/catalog?access=package',
};
