import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the server-rendering build offers (src/client/entry-server.tsx, built to dist/ssr). */
type ApiFetcher = (url: string, init: RequestInit) => Promise<Response>;
interface PageRenderer {
  renderPage(
    url: string,
    fetcher: ApiFetcher,
    origin: string,
  ): Promise<{ html: string; head: string; state: unknown; status: number } | null>;
}

/** Where the built page shell gets the rendered page and the client's starting data. */
const ROOT = '<div id="root"></div>';
/** The shell's own title and description, which a rendered page replaces with its head. */
const SHELL_HEAD = /<title>[^<]*<\/title>\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * Sends the client's pages: the public ones rendered with their data when the server-rendering
 * build (dist/ssr, next to the client build) is there, every other one as the empty shell the
 * browser fills.
 */
export async function createPageSender(
  app: FastifyInstance,
  { clientDir, publicUrl }: { clientDir: string; publicUrl: string },
) {
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${clientDir}/index.html has no ${ROOT}`);
  const renderer = await loadRenderer(path.join(path.dirname(clientDir), 'ssr'));

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await renderer
      ?.renderPage(request.url, answeredInProcess(app, request), publicUrl)
      .catch((err: unknown) => {
        // The browser can still draw the page itself: a failed render costs speed, not the page.
        request.log.error({ err }, 'server rendering failed');
        return null;
      });
    reply.type('text/html; charset=utf-8');
    if (!page) return reply.header('Cache-Control', 'no-cache').send(shell);
    // The header shows who is signed in: the page is the visitor's own.
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
    // The 404 page comes without its loads: the browser draws it afresh rather than hydrate it.
    const state =
      page.status === 200
        ? `<script type="application/json" id="kelasi-state">${jsonInHtml(page.state)}</script>`
        : '';
    return reply
      .code(page.status)
      .send(
        shell
          .replace(SHELL_HEAD, () => page.head)
          .replace(ROOT, () => `<div id="root">${page.html}</div>${state}`),
      );
  }
  return { sendPage, scriptSources: inlineScriptSources(shell) };
}

/**
 * The Content-Security-Policy sources that allow the shell's inline scripts (the theme, applied
 * before the first paint: inline, it costs no request), by the hash of each.
 */
export function inlineScriptSources(shell: string): string[] {
  return [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

async function loadRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  try {
    await access(entry);
  } catch {
    return undefined;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The page's API reads, answered by this app as the visitor: their cookie, their address. */
function answeredInProcess(app: FastifyInstance, request: FastifyRequest): ApiFetcher {
  return async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: request.ip,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    const contentType = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
