import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiBootChecks } from '../../src/server/http/boot-checks.ts';
import { route } from '../../src/server/http/route.ts';
import { healthEndpoints } from '../../src/contract/health.ts';
import type { EndpointDef } from '../../src/contract/endpoint.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';

// Walks every registered /api route, so a new domain is covered with no new test code.
let t: TestApp;
let doc: { paths: Record<string, Record<string, unknown>> };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t?.close();
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every endpoint the contract declares, from each of its files' exports. */
async function contractEndpoints(): Promise<EndpointDef[]> {
  const dir = new URL('../../src/contract/', import.meta.url);
  const isEndpoint = (value: unknown): value is EndpointDef =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EndpointDef).method === 'string' &&
    typeof (value as EndpointDef).path === 'string' &&
    (value as EndpointDef).path.startsWith('/api/') &&
    typeof (value as EndpointDef).responses === 'object';
  const found = new Set<EndpointDef>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (isEndpoint(value)) found.add(value);
      else if (typeof value === 'object' && value !== null)
        for (const member of Object.values(value)) if (isEndpoint(member)) found.add(member);
    }
  }
  return [...found];
}

describe('the route table', () => {
  it('has the routes of every domain: each endpoint of the contract, and nothing else', async () => {
    const declared = await contractEndpoints();
    const name = (method: string, path: string) => `${method} ${path}`;
    const served = new Set(t.app.apiRoutes.map((r) => name(r.method, openApiPath(r.url))));
    const unserved = declared.filter((e) => !served.has(name(e.method, e.path)));
    expect(unserved.map((e) => name(e.method, e.path))).toEqual([]);
    const undeclared = t.app.apiRoutes.filter((r) => !declared.includes(r.endpoint));
    expect(undeclared.map((r) => name(r.method, r.url))).toEqual([]);
    expect(t.app.apiRoutes).toHaveLength(declared.length);
  });

  it('answers 401 to a signed-out caller of any non-public route, even with an empty body', async () => {
    const visitor = new Agent(t.app);
    const refused: string[] = [];
    for (const { method, url, endpoint } of t.app.apiRoutes) {
      if (endpoint.access === 'public') continue;
      const path = url.replace(/:\w+/g, SOME_ID);
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      const res = await visitor.request(method as 'GET', path, body);
      const code = method === 'HEAD' ? 'UNAUTHORIZED' : res.body && res.json().code;
      if (res.statusCode !== 401 || code !== 'UNAUTHORIZED')
        refused.push(`${method} ${url} → ${res.statusCode} ${code}`);
    }
    expect(refused).toEqual([]);
  });

  it('documents every route in the OpenAPI document, with its access', () => {
    const missing = t.app.apiRoutes.filter(({ method, url, endpoint }) => {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()] as
        { description?: string; security?: unknown[] } | undefined;
      const documentsAccess =
        operation?.description?.startsWith('Accès : ') &&
        (endpoint.access === 'public') === (operation.security?.length === 0);
      return !documentsAccess;
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(doc.paths).length).toBe(new Set(t.app.apiRoutes.map((r) => r.url)).size);
  });
});

describe('the OpenAPI document', () => {
  it('passes an OpenAPI validator', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is readable at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});

describe('start-up checks', () => {
  it('refuses to boot with an /api route that declares no access', async () => {
    const app = Fastify();
    apiBootChecks(app);
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      /declared in the contract/,
    );
    await app.close();
  });

  it('refuses to boot with a JSON endpoint that has no response schema', async () => {
    const app = Fastify();
    apiBootChecks(app);
    const undocumented = { ...healthEndpoints.check, responses: { 200: null } };
    expect(() => route(app, undocumented, () => undefined)).toThrow(/response schema/);
    await app.close();
  });
});
