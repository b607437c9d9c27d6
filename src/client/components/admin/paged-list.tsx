import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Pager } from './pager';

/** A page of a server-paged admin list. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The page shown and the list's filter (a status, a search…): changing the filter goes back to
 * the first page.
 */
export function usePagedFilter<F>(initial: F) {
  const [page, setPage] = useState(1);
  const [filter, setFilterValue] = useState<F>(initial);
  const setFilter = (next: F) => {
    setFilterValue(next);
    setPage(1);
  };
  return { page, setPage, filter, setFilter };
}

/**
 * A server-paged admin list: skeletons while the first page loads, what failed with "Réessayer",
 * `empty` when the page holds nothing, else the items (`<ul>` named `label`) and the Pager.
 */
export function PagedList<T>({
  query,
  skeleton,
  failed,
  empty,
  label,
  pagerLabel,
  onPageChange,
  className = 'grid gap-3',
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  /** How many skeleton items, and their height class ("h-40"). */
  skeleton: { count: number; itemClassName: string };
  /** What failed, when the page could not be loaded. */
  failed: string;
  empty: ReactNode;
  label: string;
  pagerLabel: string;
  onPageChange: (page: number) => void;
  /** The class of the block holding the list and the pager. */
  className?: string;
  /** One item, a <li>. */
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      pending={<SkeletonList className="grid gap-3" {...skeleton} />}
      error={loadFailed(failed)}
    >
      {(data) =>
        data.items.length === 0 ? (
          empty
        ) : (
          <div className={className}>
            <ul className="grid gap-3" aria-label={label}>
              {data.items.map(children)}
            </ul>
            <Pager
              label={pagerLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={query.isFetching}
              onPageChange={onPageChange}
            />
          </div>
        )
      }
    </QueryState>
  );
}
