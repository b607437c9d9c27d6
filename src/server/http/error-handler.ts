import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../contract/errors.ts';
import { AppError, appError } from './app-error.ts';
import { endpointOf, notFoundCodeOf } from './route.ts';

/** What the framework refuses by itself, answered with the catalogue's code for its status. */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export function sendAppError(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send({
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  });
}

/**
 * A failed SQL statement's error carries its values (emails, password hashes…) in its message:
 * log the driver's cause and the statement text only.
 */
function loggable(error: Error): { err: unknown; query?: string } {
  if ('query' in error && 'params' in error && typeof error.query === 'string')
    return { err: error.cause ?? new Error('SQL statement failed'), query: error.query };
  return { err: error };
}

/** One error shape for every failure: { message, code, fields? }; 5xx never leak internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing: 404, as for an id that does not exist.
      if (error.validationContext === 'params')
        return sendAppError(reply, appError(notFoundCodeOf(endpointOf(request))));
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Valeur invalide';
      }
      const first = Object.values(fields)[0] ?? 'Requête invalide';
      return sendAppError(reply, appError('VALIDATION_ERROR', { message: first, fields }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(loggable(error), 'request failed');
      return sendAppError(reply, appError('INTERNAL_ERROR'));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    )
      return sendAppError(reply, appError('INVALID_BODY'));
    const code = codeForStatus[status] ?? 'BAD_REQUEST';
    return sendAppError(reply, appError(code));
  });
});
