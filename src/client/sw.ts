/// <reference lib="webworker" />
/**
 * Kelasi's service worker: what a phone keeps so that the app opens without a network. Built by
 * vite-plugin-pwa (injectManifest) with Workbox's modules; registered from a second visit on
 * (lib/offline-app.ts), so a first visit pays nothing for it.
 *
 * - The page shell is precached: any page of the app opens from it when there is no network.
 * - The app's code (hashed files, never changed) is kept as it is downloaded, cache first.
 * - Pages come from the network first; without one, from the copy of the last visit, else the
 *   shell. A signed-out learner's pages are wiped with their saved courses
 *   (lib/offline-app.ts, `forgetOfflineData`).
 * - A learner's reading data (their courses, lessons, enrolments, quizzes: OFFLINE_API) comes from
 *   the network first; without one, from the copy of the last answer.
 * - Files of a course saved for offline (lib/offline-courses.ts) come from the phone, with byte
 *   ranges for seeking in a video; other files always from the network, never kept.
 * - A new version waits until the app asks it to take over (the "Recharger" toast).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { createPartialResponse } from 'workbox-range-requests';
import type { WorkboxPlugin } from 'workbox-core/types';
import { OFFLINE_API, OFFLINE_CACHES, STORED_AT_HEADER, SW_MESSAGES } from './lib/offline-caches';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.code,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.pages,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
      ],
    }),
    // The API and stored files are never pages.
    { denylist: [/^\/api\//, /^\/objects\//] },
  ),
);

/** Copies are stamped when kept; a quiz's time left counts on from then (the server's clock ran). */
const stampedCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: 200, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse || !/^\/api\/quizzes\/[^/]+$/.test(new URL(request.url).pathname)) {
      return cachedResponse;
    }
    const storedAt = Number(cachedResponse.headers.get(STORED_AT_HEADER)) || Date.now();
    const quiz = (await cachedResponse.clone().json()) as {
      attempt?: { remainingSeconds: number | null } | null;
    };
    const remaining = quiz.attempt?.remainingSeconds;
    if (remaining == null) return cachedResponse;
    quiz.attempt!.remainingSeconds = Math.max(
      0,
      remaining - Math.floor((Date.now() - storedAt) / 1000),
    );
    return new Response(JSON.stringify(quiz), { headers: cachedResponse.headers });
  },
};

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && OFFLINE_API.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    plugins: [stampedCopies, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

/** A saved course's file, from the phone (ranges for video seeking); anything else, the network. */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/objects/'),
  async ({ request }) => {
    const saved = await caches.match(request.url, {
      cacheName: OFFLINE_CACHES.saved,
      ignoreSearch: true,
    });
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

// A page never seen, with no network: the shell, which draws it and says the network is gone.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

// The first worker takes over the page that installed it: that page's next requests are kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
