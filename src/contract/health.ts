import { z } from 'zod';
import { endpoint, endpointGroups } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const { publicApi } = endpointGroups('Plateforme');
export const healthEndpoints = {
  check: endpoint.get(publicApi, '/api/health', {
    summary: 'État du serveur et de la base (503 si la base ne répond pas)',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
