import { LEDGER_REASONS, type LedgerReason } from '@ug99/contract';
import type { StatementFilters } from '../api/get-statement.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isReason(value: string | null): value is LedgerReason {
  return value !== null && Object.hasOwn(LEDGER_REASONS, value);
}

/**
 * The filters live in the address (?page=2&reason=deposit&date_from=...), so the back button and a
 * shared link show the same list. Anything malformed is ignored rather than sent to the server.
 */
export function filtersFromSearch(params: URLSearchParams): StatementFilters {
  const page = Number(params.get('page'));
  const reason = params.get('reason');
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    reason: isReason(reason) ? reason : undefined,
    date_from: ISO_DAY.test(from) ? from : undefined,
    date_to: ISO_DAY.test(to) ? to : undefined,
  };
}

export function searchFromFilters(filters: StatementFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.reason) params.set('reason', filters.reason);
  if (filters.date_from) params.set('date_from', filters.date_from);
  if (filters.date_to) params.set('date_to', filters.date_to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
