import type { certificationEndpoints } from '@contract/certifications';
import { getQuery } from './query-factories';
import { certificationKeys } from './query-keys';

type Endpoints = typeof certificationEndpoints;

/** GET /api/my-certifications: the signed-in user's certificates, newest first. */
export const myCertificationsQuery = () =>
  getQuery<Endpoints['mine']>(certificationKeys.mine, '/api/my-certifications');

/** GET /api/certifications/verify/{number}: what anyone may learn of a certificate. */
export const certificateVerificationQuery = (number: string) =>
  getQuery<Endpoints['verify']>(
    certificationKeys.verify(number),
    '/api/certifications/verify/{number}',
    { params: { number } },
  );
