import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * Raw statements return driver-shaped results (node-postgres and PGlite both carry `rows`). Raw SQL that
 * uses these helpers casts bigints to text and times to epoch milliseconds, so both drivers hand back the same
 * strings and nothing passes through a float on its way to a bigint.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp column as epoch milliseconds in text, read back with `dateOf`. */
export function epochMs(column: SQL): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;
}

export function dateOf(epochMsText: string): Date {
  return new Date(Number(epochMsText));
}
