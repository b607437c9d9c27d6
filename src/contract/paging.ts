import { z } from 'zod';

/** Paging of admin lists: `?page=1&pageSize=20`, answered as `{ items, total, page, pageSize }`. */
export const pagingMessages = {
  page: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  pageSize: 'La taille de page doit être un entier entre 1 et 100',
} as const;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Query strings carry text: both numbers are coerced, then checked. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: pagingMessages.page })
    .int(pagingMessages.page)
    .min(1, pagingMessages.page)
    .max(10_000_000, pagingMessages.page)
    .default(1),
  pageSize: z.coerce
    .number({ message: pagingMessages.pageSize })
    .int(pagingMessages.pageSize)
    .min(1, pagingMessages.pageSize)
    .max(MAX_PAGE_SIZE, pagingMessages.pageSize)
    .default(DEFAULT_PAGE_SIZE),
});
/**
 * A page of a list an admin may narrow to one status (payments, subscriptions, quotes): an unknown
 * status is refused with `message`, the domain's own words.
 */
export const statusPageQuerySchema = <const S extends readonly [string, ...string[]]>(
  statuses: S,
  message: string,
) => pageQuerySchema.extend({ status: z.enum(statuses, { message }).optional() });

/** What a client sends (both optional). */
export type PageQuery = z.input<typeof pageQuerySchema>;
/** What a server reads (both set). */
export type PageParams = z.output<typeof pageQuerySchema>;

/** One page of a list, with the number of rows across all pages. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
/** What a paged list endpoint declares: its query, and a page of `item` as its answer. */
export const pagedList = <Q extends z.ZodType, T extends z.ZodType>(query: Q, item: T) => ({
  query,
  responses: { 200: pagedSchema(item) },
});
/** A page as the wire carries it (client side): `Paged<z.input<typeof itemSchema>>`. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The SQL OFFSET of a page. */
export const pageOffset = ({ page, pageSize }: PageParams) => (page - 1) * pageSize;
