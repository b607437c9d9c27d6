import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
};
