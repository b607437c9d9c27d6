import { queryOptions } from '@tanstack/react-query';
import type { certificationEndpoints } from '@contract/certifications';
import { call } from './call';
import { certificationKeys } from './query-keys';

type Endpoints = typeof certificationEndpoints;

/** GET /api/my-certifications: the signed-in user's certificates, newest first. */
export const myCertificationsQuery = () =>
  queryOptions({
    queryKey: certificationKeys.mine,
    queryFn: ({ signal }) => call<Endpoints['mine']>('GET', '/api/my-certifications', { signal }),
  });

/** GET /api/certifications/verify/{number}: what anyone may learn of a certificate. */
export const certificateVerificationQuery = (number: string) =>
  queryOptions({
    queryKey: certificationKeys.verify(number),
    queryFn: ({ signal }) =>
      call<Endpoints['verify']>('GET', '/api/certifications/verify/{number}', {
        params: { number },
        signal,
      }),
  });
