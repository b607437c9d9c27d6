import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth/session.service.ts';

export const DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface BodilessAnswer {
  description: string;
  content: Record<string, never>;
}
const isBodiless = (value: unknown): value is BodilessAnswer =>
  typeof value === 'object' &&
  value !== null &&
  'content' in value &&
  Object.keys((value as BodilessAnswer).content).length === 0;

/**
 * Answers without a JSON body (204, tus) are declared `{ description, content: {} }` so Fastify
 * compiles no serializer for them; the document shows them as bodiless responses.
 */
function withBodilessAnswers(input: TransformInput) {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const bodiless = Object.entries(response).filter(([, value]) => isBodiless(value));
  if (bodiless.length === 0) return jsonSchemaTransform(input);
  const rest = Object.fromEntries(Object.entries(response).filter(([, v]) => !isBodiless(v)));
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: rest } });
  const transformed = out.schema as { response?: Record<string, unknown> };
  transformed.response = {
    ...transformed.response,
    ...Object.fromEntries(
      bodiless.map(([status, value]) => [
        status,
        { type: 'null', description: (value as BodilessAnswer).description },
      ]),
    ),
  };
  return out;
}

/**
 * The OpenAPI 3 document of every endpoint, built from the contract's declarations, at
 * /api/docs/json, and a page to read it at /api/docs. Its assets load only on that page.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kelasi API',
        version: '1.0.0',
        description:
          "L'API de Kelasi. Les erreurs ont toutes la forme { message, code, fields? } ; le message est en français.",
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: withBodilessAnswers,
    // Schemas with an id (ApiError) become shared components.
    transformObject: jsonSchemaTransformObject,
    // The upload protocol's HEAD is an endpoint of its own (GET routes expose none).
    exposeHeadRoutes: true,
    // Only the contract's endpoints are documented; other routes (pages, files) are not API.
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The viewer sets inline styles; nothing else is loaded from elsewhere.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
});
