/**
 * How GET /api/courses pages the catalogue. Zod-free on purpose: the catalogue screen imports it
 * without pulling the schema library into its first load.
 */

/** Courses per page of the catalogue screen ("Voir plus" asks for the next ones). */
export const CATALOGUE_PAGE_SIZE = 24;
/** The largest `limit` of GET /api/courses. */
export const MAX_CATALOGUE_LIMIT = 100;
