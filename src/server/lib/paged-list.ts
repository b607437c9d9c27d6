import { pageOffset, type Paged, type PageParams } from '../../contract/paging.ts';

/** A list query that may still be cut to one page: a drizzle select, ordered, before its limit. */
interface Pageable<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * One page of an admin list with the number of rows across all pages (contract: pagedSchema),
 * read at once. `total` counts what `rows` selects: the same tables and the same where.
 */
export async function readPage<T>(
  page: PageParams,
  rows: Pageable<T>,
  total: PromiseLike<{ n: number }[]>,
): Promise<Paged<T>> {
  const [items, [counted]] = await Promise.all([
    rows.limit(page.pageSize).offset(pageOffset(page)),
    total,
  ]);
  return { items, total: counted?.n ?? 0, page: page.page, pageSize: page.pageSize };
}
