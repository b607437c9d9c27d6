import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '../../contract/endpoint.ts';
import { DOCS_PREFIX } from './openapi.ts';

export interface ApiRoute {
  method: string;
  url: string;
  endpoint: EndpointDef;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route and the endpoint it was declared as (the route-table test walks it). */
    apiRoutes: readonly ApiRoute[];
  }
}

/**
 * Refuses to start when an /api route was registered without a contract declaration (so with
 * no declared access), or when a JSON endpoint has a success answer without a schema.
 */
export function apiBootChecks(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
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
    routes.push({ method: String(options.method), url, endpoint: e });
  });
}
