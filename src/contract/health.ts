import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'Plateforme',
    summary: 'État du serveur et de la base (503 si la base ne répond pas)',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
