/** Names shared by the service worker (sw.ts) and the app. */
export const OFFLINE_CACHES = {
  /** The app's hashed files, kept as they are downloaded. */
  code: 'kelasi-code',
  /** Pages as last seen, for opening them without a network. */
  pages: 'kelasi-pages',
  /** The last answers of the API reads a learner needs offline (OFFLINE_API). */
  api: 'kelasi-api',
  /** The files of the courses saved for offline (lib/offline-courses.ts). */
  saved: 'kelasi-saved',
  /** Pieces of files being downloaded, joined into `saved` once whole. */
  parts: 'kelasi-parts',
} as const;

/**
 * The API reads kept for offline use: the signed-in user, their enrolments, and the courses,
 * lessons and quizzes they open. All are what the server already gave this user.
 */
export const OFFLINE_API =
  /^\/api\/(auth\/me|enrollments(\/[^/]+)?|courses\/[^/]+(\/lessons|\/quizzes)?|lessons\/[^/]+|quizzes\/[^/]+|quiz-attempts\/[^/]+)$/;

/** When a kept API answer was received (ms since the epoch). */
export const STORED_AT_HEADER = 'x-kelasi-stored-at';

export const SW_MESSAGES = {
  /** A waiting new version takes over now (the learner chose "Recharger"). */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** The list of the courses saved on this phone (lib/offline-courses.ts). */
export const SAVED_COURSES_KEY = 'kelasi:offline-courses';

/** The actions taken offline and not yet sent (lib/outbox.ts). */
export const OUTBOX_KEY = 'kelasi:outbox';

/** Answers of an open quiz kept on the phone, one key per attempt (features/quizzes). */
export const QUIZ_ANSWERS_PREFIX = 'kelasi:quiz-answers:';
