import { queryOptions } from '@tanstack/react-query';
import type { lessonEndpoints } from '@contract/lessons';
import { getQuery } from './query-factories';
import { lessonKeys } from './query-keys';

type Endpoints = typeof lessonEndpoints;

/** How often an editor asks how far the video's copies are, while one is being made. */
const RENDITIONS_POLL_MS = 3000;

/** GET /api/lessons/{id}/renditions: asked again every few seconds until every copy is done. */
export const lessonRenditionsQuery = (id: string) =>
  queryOptions({
    ...getQuery<Endpoints['renditions']>(
      lessonKeys.renditions(id),
      '/api/lessons/{id}/renditions',
      {
        params: { id },
      },
    ),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'waiting' || r.status === 'working')
        ? RENDITIONS_POLL_MS
        : false,
  });
