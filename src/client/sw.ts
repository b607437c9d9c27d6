/// <reference lib="webworker" />
/**
 * Kelasi's service worker: what a phone keeps so that the app opens without a network. Built by
 * vite-plugin-pwa (injectManifest) with Workbox's modules; registered from a second visit on
 * (lib/offline-app.ts), so a first visit pays nothing for it.
 *
 * - The page shell is precached: any page of the app opens from it when there is no network.
 * - The app's code (hashed files, never changed) is kept as it is downloaded, cache first.
 * - Pages come from the network first; without one, from the copy of the last visit, else the
 *   shell. A signed-out learner's pages are wiped (lib/offline-app.ts, `forgetOfflinePages`).
 * - A new version waits until the app asks it to take over (the "Recharger" toast).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { OFFLINE_CACHES, SW_MESSAGES } from './lib/offline-caches';

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
