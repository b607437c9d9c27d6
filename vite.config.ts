import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Matches a module inside one of the named packages (scoped names allowed). */
const pkg = (...names: string[]) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

// Also the enrolment hook, shared by the catalogue and the course page: a few hundred bytes.
const sharedClient =
  /[\\/]src[\\/]client[\\/]((components|lib|api)[\\/]|href\.ts$|features[\\/]courses[\\/]use-enroll\.ts$)/;
// Uploads and forms (editors, purchase dialogs) bring tus-js-client, zod and react-hook-form,
// and the date picker its calendar: only the screens with a form load them.
const withForms = /[\\/](upload|forms|mobile-money-[a-z]+|proof-image-field|date-picker)[\\/.-]/;
const isSharedPiece = (id: string) =>
  (sharedClient.test(id) && !withForms.test(id)) || pkg('lucide-react').test(id);

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
  plugins: [react(), tailwindcss()],
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
                // The small pieces screens share (components, API calls, icons): one file instead of
                // a dozen requests of a few hundred bytes, each paying its own headers and round trip.
                { name: 'shared', test: isSharedPiece, minShareCount: 2, priority: 5 },
              ],
            },
          },
        },
      },
}));
