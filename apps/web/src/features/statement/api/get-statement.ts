import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  STATEMENT_PAGE_SIZE_DEFAULT,
  walletRoutes,
  type LedgerReason,
  type StatementPage,
} from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

export interface StatementFilters {
  page: number;
  reason?: LedgerReason | undefined;
  /** Bangkok days, `YYYY-MM-DD`, both ends included. */
  date_from?: string | undefined;
  date_to?: string | undefined;
}

export const STATEMENT_PAGE_SIZE = STATEMENT_PAGE_SIZE_DEFAULT;

/**
 * GET /api/member/statement: one page of the member's movements, newest first
 * (docs/rules/wallets.md#statement).
 */
export async function getStatement(filters: StatementFilters, signal?: AbortSignal): Promise<StatementPage> {
  return unwrap(
    await callApi(walletRoutes.statement, {
      query: { ...filters, page_size: STATEMENT_PAGE_SIZE },
      signal,
    }),
  );
}

export function statementQueryOptions(filters: StatementFilters) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'statement', filters],
    queryFn: ({ signal }) => getStatement(filters, signal),
    // The previous page stays on screen (marked busy) while the next one loads, so the list never jumps.
    placeholderData: keepPreviousData,
  });
}

export function useStatement(filters: StatementFilters) {
  return useQuery(statementQueryOptions(filters));
}
