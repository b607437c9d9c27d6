import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Operation {
  /** Declared answers: status → body validator, or null when the answer has no JSON body. */
  responses: Map<string, ValidateFunction | null>;
}
interface PathEntry {
  pattern: RegExp;
  template: string;
  methods: Map<string, Operation>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, unknown> };
}
interface OpenApiResponse {
  content?: Record<string, { schema: unknown }>;
}

const DOC_ID = 'kelasi-openapi';

/** Loads the app's own OpenAPI document and compiles a checker for its operations. */
async function compile(inject: FastifyInstance['inject']) {
  const res = await inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as OpenApiDoc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components ?? {} });
  const local = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`));

  return Object.entries(doc.paths).map(([template, methods]): PathEntry => {
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    const operations = new Map<string, Operation>();
    for (const [method, operation] of Object.entries(methods)) {
      const responses = new Map<string, ValidateFunction | null>();
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.['application/json']?.schema;
        responses.set(status, schema === undefined ? null : ajv.compile(local(schema)));
      }
      operations.set(method.toUpperCase(), { responses });
    }
    return { pattern: new RegExp(`^${source}/?$`), template, methods: operations };
  });
}

/** The body as JSON, decompressed when the answer was compressed. */
function jsonBody(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const decode =
    encoding === 'gzip'
      ? gunzipSync
      : encoding === 'br'
        ? brotliDecompressSync
        : encoding === 'deflate'
          ? inflateSync
          : null;
  return decode ? JSON.parse(decode(res.rawPayload).toString('utf8')) : res.json();
}

function check(paths: PathEntry[], method: string, url: string, res: LightMyRequestResponse) {
  const pathname = new URL(url, 'http://kelasi.test').pathname;
  // Prefer the literal path over a template (`/api/quizzes` before `/api/quizzes/{id}`).
  const entry =
    paths.find((p) => p.template === pathname) ?? paths.find((p) => p.pattern.test(pathname));
  const operation = entry?.methods.get(method.toUpperCase());
  // Pages, files and unknown paths are not part of the API document.
  if (!entry || !operation) return;
  const where = `${method} ${url} → ${res.statusCode} (${entry.template})`;
  const status = String(res.statusCode);
  if (!operation.responses.has(status))
    throw new Error(`OpenAPI: status not declared for ${where}: ${res.body.slice(0, 300)}`);
  const validate = operation.responses.get(status);
  // A HEAD answer has the headers of its JSON body and no body.
  if (method.toUpperCase() === 'HEAD') return;
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!validate) {
    if (isJson && res.body)
      throw new Error(`OpenAPI: a JSON body the document does not declare, ${where}`);
    return;
  }
  if (!isJson) throw new Error(`OpenAPI: expected a JSON answer, ${where}`);
  if (!validate(jsonBody(res)))
    throw new Error(
      `OpenAPI: body does not match the schema, ${where}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    );
}

/**
 * Makes every `app.inject` answer checked against the app's own OpenAPI document: its status is
 * declared for the operation and its JSON body matches the declared schema. Used by every API
 * test through createTestApp, so no test has to ask for it.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  let paths: Promise<PathEntry[]> | undefined;
  const checked = async (options: InjectOptions | string) => {
    const res = await inject(options as InjectOptions);
    const opts = typeof options === 'string' ? { url: options, method: 'GET' } : options;
    const url = typeof opts.url === 'string' ? opts.url : String(opts.url ?? opts.path ?? '');
    paths ??= compile(inject);
    check(await paths, String(opts.method ?? 'GET'), url, res);
    return res;
  };
  app.inject = checked as FastifyInstance['inject'];
}
