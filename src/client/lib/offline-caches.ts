/** Names shared by the service worker (sw.ts) and the app. */
export const OFFLINE_CACHES = {
  /** The app's hashed files, kept as they are downloaded. */
  code: 'kelasi-code',
  /** Pages as last seen, for opening them without a network. */
  pages: 'kelasi-pages',
} as const;

export const SW_MESSAGES = {
  /** A waiting new version takes over now (the learner chose "Recharger"). */
  skipWaiting: 'SKIP_WAITING',
} as const;
