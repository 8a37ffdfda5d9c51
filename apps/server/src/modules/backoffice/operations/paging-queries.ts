import { asc, desc } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/**
 * Server-side paging and sorting for the back office's tables (docs/BACKOFFICE.md#screens): the data can
 * be large, so the browser only ever receives one page and the total.
 */
export type PageQuery = { page: number; page_size: number };

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;

/**
 * `field` ascending, `-field` descending, mapped to its column; `tieBreak` (the id) keeps equal values in
 * a stable order so no row appears on two pages.
 */
export function orderOf<F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn>,
  tieBreak: AnyColumn,
) {
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as F];
  return descending ? [desc(column), desc(tieBreak)] : [asc(column), asc(tieBreak)];
}
