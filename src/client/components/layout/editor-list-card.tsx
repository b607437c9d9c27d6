import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/**
 * A card of the course editor listing the course's parts (loaded by `query`), with the link to add
 * one.
 */
export function EditorListCard<T>({
  titleId,
  title,
  addHref,
  addLabel,
  query,
  skeletonCount,
  errorText,
  children,
}: {
  /** The title's id, which the list names itself by (aria-labelledby). */
  titleId: string;
  title: string;
  addHref: string;
  addLabel: string;
  query: UseQueryResult<T>;
  skeletonCount: number;
  /** What failed to load, with what to check. */
  errorText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId}>{title}</CardTitle>
        <Button asChild size="sm">
          <Link href={addHref}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          pending={
            <SkeletonList
              count={skeletonCount}
              className="grid gap-2"
              itemClassName="h-12 w-full"
            />
          }
          error={loadFailed(errorText, { compact: true })}
          showRefreshError
        >
          {children}
        </QueryState>
      </CardContent>
    </Card>
  );
}
