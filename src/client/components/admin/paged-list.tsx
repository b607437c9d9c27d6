import { useState, type ReactNode } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { Pager } from './pager';

/** A page of a server-paged admin list. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a list's queryOptions factory (src/client/api, `pagedQuery`) is given. */
export type PageQuery<F> = F & { page: number; pageSize: number };

/** The load of one page, as a queryOptions factory of src/client/api builds it. */
type PageOptions<P> = UseQueryOptions<P, Error, P, QueryKey>;

/** The string fields of a filter: those a search box types into. */
type SearchKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface PagedListOptions<F extends object, P extends ListPage<unknown>, T> {
  /** The list's queryOptions factory, from src/client/api (a `pagedQuery`). */
  query: (query: PageQuery<F>) => PageOptions<P>;
  /** The filter at first (no status, an empty search…). */
  filter: F;
  pageSize: number;
  /** The field typed in a search box: sent trimmed, once the person pauses. */
  search?: SearchKey<F>;
  /** What the list shows of each item, when not the item itself. */
  select?: (item: P['items'][number]) => T;
}

/** A server-paged list's state: what `usePagedList` gives, and `PagedList` shows. */
export interface PagedListState<F, T> {
  filter: F;
  /** A new filter: the list goes back to its first page. */
  setFilter: (next: F) => void;
  /** One field of the filter, for its control (a FilterSelect, a SearchBox). */
  field: <K extends keyof F>(key: K) => { value: F[K]; onChange: (value: F[K]) => void };
  setPage: (page: number) => void;
  query: UseQueryResult<ListPage<T>>;
}

/**
 * One server-paged admin list: the page shown and the filter (a status, a search…), and the load
 * of that page; the previous page stays shown while the next one loads.
 */
export function usePagedList<
  F extends object,
  P extends ListPage<unknown>,
  T = P['items'][number],
>({
  query: options,
  filter: initial,
  pageSize,
  search,
  select,
}: PagedListOptions<F, P, T>): PagedListState<F, T> {
  const [page, setPage] = useState(1);
  const [filter, setFilterValue] = useState<F>(initial);
  const setFilter = (next: F) => {
    setFilterValue(next);
    setPage(1);
  };
  const typed = useDebouncedValue(search === undefined ? '' : String(filter[search]).trim());
  const sent = search === undefined ? filter : { ...filter, [search]: typed };
  const query = useQuery({
    ...options({ page, pageSize, ...sent }),
    placeholderData: keepPreviousData,
    select: (data: P) =>
      (select ? { ...data, items: data.items.map(select) } : data) as ListPage<T>,
  });
  const field = <K extends keyof F>(key: K) => ({
    value: filter[key],
    onChange: (value: F[K]) => setFilter({ ...filter, [key]: value }),
  });
  return { filter, setFilter, field, setPage, query };
}

/**
 * A server-paged admin list: skeletons while the first page loads, what failed with "Réessayer",
 * `empty` when the page holds nothing, else the items (`<ul>` named `label`) and the Pager.
 */
export function PagedList<F, T>({
  list,
  skeleton,
  failed,
  empty,
  label,
  pagerLabel,
  className = 'grid gap-3',
  children,
}: {
  list: PagedListState<F, T>;
  /** How many skeleton items, and their height class ("h-40"). */
  skeleton: { count: number; itemClassName: string };
  /** What failed, when the page could not be loaded. */
  failed: string;
  empty: ReactNode;
  label: string;
  pagerLabel: string;
  /** The class of the block holding the list and the pager. */
  className?: string;
  /** One item, a <li>. */
  children: (item: T) => ReactNode;
}) {
  const { query } = list;
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
              onPageChange={list.setPage}
            />
          </div>
        )
      }
    </QueryState>
  );
}
