import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './openapi.ts';

/**
 * Refuses to start when an /api route was registered without a contract declaration (so with
 * no declared access), or when a JSON endpoint has a success answer without a schema.
 */
export function apiBootChecks(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const url = options.url ?? '';
    if (!url.startsWith('/api') || url.startsWith(DOCS_PREFIX)) return;
    const e = options.config?.endpoint;
    const name = `${String(options.method)} ${url}`;
    if (!e)
      throw new Error(`${name}: /api routes must be declared in the contract with their access`);
    const missing = Object.entries(e.responses).filter(
      ([status, schema]) => schema === null && status !== '204',
    );
    if (!e.rawBody && missing.length)
      throw new Error(`${name}: a JSON endpoint needs a response schema for ${missing[0]![0]}`);
  });
}
