import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../../contract/health.ts';
import { route } from '../../http/route.ts';

export function healthRoutes(api: FastifyInstance, ping: () => Promise<void>) {
  route(api, healthEndpoints.check, async ({ request }, reply) => {
    try {
      await ping();
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      reply.status(503);
      return { status: 'error' as const, database: 'unreachable' as const };
    }
  });
}
