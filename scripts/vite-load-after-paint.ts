import type { Plugin } from 'vite';

const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const stylesheetTag = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/g;
const viewport = /<meta name="viewport"[^>]*>/;

/**
 * The built page asks for the app's code only once it has been painted: the page the server
 * rendered shows first, with its stylesheet alone on a slow line, and the code follows. Vite's
 * script and module-preload tags become one call to `kelasiLoadApp` (the shell's inline script,
 * src/client/index.html), which adds them back after the first paint. The stylesheet, which the
 * first paint waits for, moves to the top of the head, where the browser finds it first.
 */
export function loadAfterPaint(): Plugin {
  return {
    name: 'kelasi-load-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('index.html: the app entry script is missing');
        const files = [...html.matchAll(preloadTag)]
          .map(([, href]) => href!)
          .filter((href) => href !== entry);
        const call = `<script>kelasiLoadApp(${JSON.stringify(entry)}, ${JSON.stringify(files)});</script>`;
        const stylesheets = [...html.matchAll(stylesheetTag)].map(([tag]) => tag).join('');
        return html
          .replace(preloadTag, '')
          .replace(stylesheetTag, '')
          .replace(entryTag, `\n    ${call}`)
          .replace(viewport, (tag) => `${tag}${stylesheets}`);
      },
    },
  };
}
