import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promotionRoutes,
  PROMOTION_PROGRESS_POLL_MS,
  type ActivePromotion,
  type MemberPromotion,
} from '@ug99/contract';
import { callApi, unwrap } from '../api/index.ts';
import { MEMBER_QUERY_KEY } from './user-info.ts';
import { refreshMemberMoney } from './wallets.ts';

/**
 * The member's running promotion is read by the member panel, the promotions pages and the deposit page,
 * so its queries live here rather than in one feature (docs/PROMOTIONS.md#pages).
 */

export const PROMOTION_QUERY_KEY = [...MEMBER_QUERY_KEY, 'promotion'] as const;

/** GET /api/member/promotion/active: the live progress, or null when nothing runs. */
export async function getActivePromotion(signal?: AbortSignal): Promise<ActivePromotion | null> {
  return unwrap(await callApi(promotionRoutes.active, { signal }));
}

/**
 * While a promotion runs, read again every few seconds while the page is visible (react-query pauses the
 * interval in a hidden tab), so the bar moves as bets settle without a reload. Without one nothing polls:
 * a deposit, a receive or a give-up invalidates the query instead.
 */
export const activePromotionQueryOptions = queryOptions({
  queryKey: [...PROMOTION_QUERY_KEY, 'active'],
  queryFn: ({ signal }) => getActivePromotion(signal),
  refetchInterval: (query) => (query.state.data ? PROMOTION_PROGRESS_POLL_MS : false),
});

export function useActivePromotion(enabled = true) {
  const query = useQuery({ ...activePromotionQueryOptions, enabled });
  useMoneyFollows(query.data ?? null);
  return query;
}

/**
 * The promotion wallet's balance is part of the total the member panel shows: when a read finds it moved
 * (a bet settled) the balances are read again; when the promotion ended while shown (released by a read
 * or the job) the history is read again too, so the member sees main grow without a reload.
 */
function useMoneyFollows(active: ActivePromotion | null) {
  const queryClient = useQueryClient();
  const key = active ? `${active.started_at}:${active.locked_balance}` : null;
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current !== null && previous.current !== key) {
      if (key === null) void queryClient.invalidateQueries({ queryKey: [...PROMOTION_QUERY_KEY, 'history'] });
      void refreshMemberMoney(queryClient);
    }
    previous.current = key;
  }, [key, queryClient]);
}

/** GET /api/member/promotion/history: the member's promotions, newest first, refusals with their reason. */
export async function getPromotionHistory(signal?: AbortSignal): Promise<MemberPromotion[]> {
  return unwrap(await callApi(promotionRoutes.history, { signal }));
}

export const promotionHistoryQueryOptions = queryOptions({
  queryKey: [...PROMOTION_QUERY_KEY, 'history'],
  queryFn: ({ signal }) => getPromotionHistory(signal),
});

export function usePromotionHistory(enabled = true) {
  return useQuery({ ...promotionHistoryQueryOptions, enabled });
}

/** The share of the requirement played, 0–100, for a progress bar. */
export function progressPercent(active: Pick<ActivePromotion, 'turnover' | 'required_turnover'>): number {
  if (active.required_turnover <= 0) return 100;
  return Math.min(100, Math.floor((active.turnover / active.required_turnover) * 100));
}
