import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { useLottoStore } from '../store.ts';
import { LOTTO_BILLS_QUERY_KEY } from './keys.ts';
import type { LottoBillDetail } from './types.ts';

/** GET /api/lotto/bill/detail: one bill with its lines (kept as the store's billDetail). */
export async function getBillDetail(billId: number, signal?: AbortSignal): Promise<LottoBillDetail> {
  const detail = unwrap(await callApi(lottoRoutes.bill, { query: { bill_id: billId }, signal }));
  useLottoStore.getState().setBillDetail(detail);
  return detail;
}

export function billDetailQueryOptions(billId: number) {
  return queryOptions({
    queryKey: [...LOTTO_BILLS_QUERY_KEY, 'detail', billId],
    queryFn: ({ signal }) => getBillDetail(billId, signal),
    refetchOnWindowFocus: 'always',
  });
}

export function useBillDetail(billId: number | null) {
  return useQuery({ ...billDetailQueryOptions(billId ?? 0), enabled: billId !== null });
}
