import { asc, desc, eq } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * Server-side paging and sorting for the back office's tables (docs/BACKOFFICE.md#screens): the data can
 * be large, so the browser only ever receives one page and the total. Platform code: each domain pages
 * its own tables for the back office with it.
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

/** `%` and `_` typed by the operator are text, not patterns. */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The status filter of a list of things switched on and off ('all': no filter). */
export function activeFilter(column: AnyColumn, status: string | undefined): SQL | undefined {
  if (status === 'active') return eq(column, true);
  if (status === 'inactive') return eq(column, false);
  return undefined;
}

/** A page: the total and the rows, both asked at once. */
export async function pageOf<Row>(
  counted: Promise<{ n: number }[]>,
  rows: Promise<Row[]>,
): Promise<{ total: number; rows: Row[] }> {
  const [[total], items] = await Promise.all([counted, rows]);
  return { total: total?.n ?? 0, rows: items };
}

/** One page as the back office's lists answer it: the query's page and size, the total, the rows' views. */
export const pageView = <Row, View>(
  q: PageQuery,
  found: { total: number; rows: Row[] },
  view: (r: Row) => View,
) => ({
  total: found.total,
  page: q.page,
  page_size: q.page_size,
  items: found.rows.map(view),
});
