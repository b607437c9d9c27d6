import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { certificationEndpoints as e } from '../../../contract/certifications.ts';
import { route } from '../../http/route.ts';
import type { AuthLimits } from '../auth/index.ts';
import type { CertificationsService } from './certifications.service.ts';

export function certificationsRoutes(
  api: FastifyInstance,
  certifications: CertificationsService,
  limits: AuthLimits,
) {
  route(api, e.mine, ({ user }) => certifications.mine(user));
  route(api, e.pdf, async ({ user, params }, reply) => {
    const { bytes, fileName } = await certifications.pdf(user, params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(fileName, { type: 'attachment' }))
      .send(Buffer.from(bytes));
  });
  route(api, e.verify, async ({ params, request }) => {
    await limits.certificateLookup(request.ip);
    return certifications.verify(params.number);
  });
}
