import { z } from 'zod';

/**
 * A row id as the database stores it (PostgreSQL `integer`): a larger number names no row, and is refused
 * at the edge rather than overflowing in a query (docs/rules/api.md).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID);

/** A row id in a query string or path, where it arrives as text. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);
