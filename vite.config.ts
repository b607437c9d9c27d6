import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadAfterPaint } from './scripts/vite-load-after-paint.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Matches a module inside one of the named packages (scoped names allowed). */
const pkg = (...names: string[]) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

// Also what screens of a feature share that is not a screen (the catalogue's and the course
// page's enrolment hook, say): a few hundred bytes each, not worth a request each.
const sharedClient =
  /[\\/]src[\\/]client[\\/]((components|lib|api)[\\/]|href\.ts$|features[\\/][^\\/]+[\\/](?![^\\/]*-page\.tsx$))/;
// Uploads and forms (editors, purchase dialogs) bring tus-js-client, zod and react-hook-form,
// and the date picker its calendar: only the screens with a form load them.
const withForms = /[\\/](upload|forms|mobile-money-[a-z]+|proof-image-field|date-picker)[\\/.-]/;
/** The contract's labels and constants the client reads (schemas are dropped when unused). */
const contract = /[\\/]src[\\/]contract[\\/]/;
/**
 * The Radix pieces under most of its primitives, reached on a first visit through shared pieces
 * but not from the app's entry: with them rather than in small files of their own.
 */
const radixBase = pkg(
  '@radix-ui/react-primitive',
  '@radix-ui/react-context',
  '@radix-ui/react-use-layout-effect',
  '@radix-ui/primitive',
  '@radix-ui/react-use-effect-event',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-presence',
  '@radix-ui/react-use-callback-ref',
  '@radix-ui/react-id',
  '@radix-ui/react-use-is-hydrated',
);
/**
 * Tabs, on the course page but not the catalogue: they travel with the screens that show them,
 * and a first visit to the catalogue does not download them.
 */
const tabs = /[\\/]src[\\/]client[\\/]components[\\/]tab-bar\.tsx$/;
const tabPrimitives = pkg(
  '@radix-ui/react-tabs',
  '@radix-ui/react-roving-focus',
  '@radix-ui/react-collection',
  '@radix-ui/react-direction',
);
/** What a lesson and a course cost to download (issue 30): not needed by the catalogue. */
const lessonSizes =
  /[\\/]src[\\/]client[\\/](lib[\\/]lesson-size\.ts|components[\\/]lesson[\\/]lesson-facts\.tsx)$/;
const isSharedPiece = (id: string) =>
  ((sharedClient.test(id) || contract.test(id)) && !withForms.test(id) && !tabs.test(id)) ||
  pkg('lucide-react').test(id) ||
  radixBase.test(id);

/**
 * The pages a newcomer lands on most (the landing page, the catalogue, and a course from a search
 * engine or a shared link), and the entry that loads the app: the shared pieces they reach travel
 * apart from those only other screens use, so that a first visit downloads the former only.
 */
const firstVisitRoots =
  /[\\/]src[\\/]client[\\/](main\.tsx|features[\\/](courses[\\/](catalog-page|course-detail-page)|home[\\/]landing-page)\.tsx)$/;

/** Modules found reached on a first visit (one build, one module graph). */
const reached = new Set<string>();

/** Whether a module is statically imported, directly or not, by one of the first-visit roots. */
function reachedOnFirstVisit(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (reached.has(id) || firstVisitRoots.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const found = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) =>
    reachedOnFirstVisit(importer, ctx, seen),
  );
  if (found) reached.add(id);
  return found;
}

/**
 * The server-rendering bundle (`vite build --ssr`): the app for Node, its libraries left as
 * imports of node_modules, read by the server from dist/ssr.
 */
const ssrBuild = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
  rolldownOptions: { input: fromRoot('./src/client/entry-server.tsx') },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  // Files in src/client/public (e.g. /theme-init.js) are copied as-is to the build output.
  publicDir: fromRoot('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    loadAfterPaint(),
    // The service worker (src/client/sw.ts), with the page shell as its only precached file: the
    // app's code is kept as it is downloaded, so installing it costs a phone no extra download.
    isSsrBuild
      ? []
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: '.',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: { globPatterns: ['index.html'] },
        }),
  ],
  resolve: {
    alias: {
      '@contract': fromRoot('./src/contract'),
      '@client': fromRoot('./src/client'),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
      '/objects': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
      '/objects': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../../dist/client', // relative to root
        emptyOutDir: true,
        target: 'es2022',
        // Small assets are inlined only when tiny; everything else is a cacheable file.
        assetsInlineLimit: 2048,
        rolldownOptions: {
          // Contract declarations and zod schemas are data: those a page does not use are dropped.
          treeshake: { manualPureFunctions: ['endpoint', 'endpointGroup', 'defineErrors', 'z'] },
          output: {
            // Vendor code changes far less often than ours: give it stable, long-cached chunks.
            codeSplitting: {
              groups: [
                // React itself: changes only on upgrades.
                { name: 'react', test: pkg('react', 'react-dom', 'scheduler'), priority: 30 },
                // Form stack: only pages with forms need it, so it stays out of the first load.
                {
                  name: 'forms',
                  test: pkg('react-hook-form', '@hookform/resolvers', 'zod'),
                  priority: 20,
                },
                // Every other library needed by the first screen (router, query, toasts). Libraries used
                // only by lazily loaded screens (menus, dialogs…) are left to automatic splitting, which
                // groups them by the screens that use them.
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/]/,
                  tags: ['$initial'],
                  priority: 10,
                },
                // Tabs: one file for the screens that show them (the course page among them).
                {
                  name: 'tabs',
                  test: (id) => tabs.test(id) || tabPrimitives.test(id),
                  priority: 6,
                  includeDependenciesRecursively: false,
                },
                // Download sizes: on the course page and the learning screens, not the catalogue.
                {
                  name: 'lesson-sizes',
                  test: lessonSizes,
                  priority: 6,
                  includeDependenciesRecursively: false,
                },
                // The small pieces screens share (components, API calls, icons): one file instead of
                // a dozen requests of a few hundred bytes, each paying its own headers and round trip.
                {
                  name: (id, ctx) => (reachedOnFirstVisit(id, ctx) ? 'shared' : 'shared-more'),
                  test: isSharedPiece,
                  minShareCount: 2,
                  priority: 5,
                  // Each piece goes by where it is used, not with a piece that imports it.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
