import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes, type LottoRound } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { useLottoStore } from '../store.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';

/**
 * GET /api/lotto/round: the round with its category, bet types and times. Fetching a round starts its
 * page from an empty bill: the cached priced bill and its input are dropped (docs/LOTTO.md, "Pages").
 * Not toasted: an unknown round is the 404 page, which says enough.
 */
export async function getLottoRound(roundId: number, signal?: AbortSignal): Promise<LottoRound> {
  const round = unwrap(
    await callApi(lottoRoutes.round, {
      query: { round_id: roundId },
      signal,
      toastOnFail: false,
    }),
  );
  useLottoStore.getState().roundFetched(round);
  return round;
}

export const lottoRoundQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'round', roundId],
    queryFn: ({ signal }) => getLottoRound(roundId, signal),
    // Fetched by the page's loader each time the page opens (which starts an empty bill); not again while
    // the member builds a bill, since a refetch would drop the bill being confirmed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useLottoRound(roundId: number) {
  return useQuery(lottoRoundQueryOptions(roundId));
}
