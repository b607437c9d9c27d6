import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

const statusMessages: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Requête invalide'],
  401: ['UNAUTHORIZED', 'Vous devez être connecté'],
  403: ['FORBIDDEN', "Vous n'avez pas accès à cette ressource"],
  404: ['NOT_FOUND', 'Ressource introuvable'],
  405: ['METHOD_NOT_ALLOWED', 'Méthode non autorisée'],
  408: ['REQUEST_TIMEOUT', 'La requête a pris trop de temps'],
  409: ['CONFLICT', 'Conflit avec l’état actuel de la ressource'],
  413: ['PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge'],
  429: ['TOO_MANY_REQUESTS', 'Trop de requêtes. Veuillez réessayer dans quelques minutes.'],
};

/** One error shape for every failure: { message, code, fields? }; 5xx never leak internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Valeur invalide';
      }
      const first = Object.values(fields)[0] ?? 'Requête invalide';
      return reply.status(400).send({ message: first, code: 'VALIDATION_ERROR', fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Une erreur interne est survenue', code: 'INTERNAL_ERROR' });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply
        .status(400)
        .send({ message: 'Le corps de la requête est invalide', code: 'INVALID_BODY' });
    }
    const [code, message] = statusMessages[status] ?? ['ERROR', 'Requête refusée'];
    return reply.status(status).send({ message, code });
  });
});
