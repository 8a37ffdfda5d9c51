import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import type { Envelope, LottoNumberSet, LottoNumberSetList, LottoNumberSetSaveRequest } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** The member's number sets, under the member key so a logout drops them with the rest. */
export const LOTTO_NUMBER_SETS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'lotto', 'number-sets'] as const;

/** GET /api/lotto/number_sets: the member's sets, newest change first, with the limits. */
export async function getNumberSets(signal?: AbortSignal): Promise<LottoNumberSetList> {
  return unwrap(await callApi(lottoRoutes.numberSets, { signal }));
}

export function numberSetsQueryOptions() {
  return queryOptions({
    queryKey: LOTTO_NUMBER_SETS_QUERY_KEY,
    queryFn: ({ signal }) => getNumberSets(signal),
    // Sets saved on another device show when the member comes back to the tab.
    refetchOnWindowFocus: 'always',
  });
}

export function useNumberSets(enabled = true) {
  return useQuery({ ...numberSetsQueryOptions(), enabled });
}

/** POST /api/lotto/number_sets: saves under the name (a name in use gets the new lines). */
export function saveNumberSet(request: LottoNumberSetSaveRequest): Promise<Envelope<LottoNumberSet>> {
  return callApi(lottoRoutes.saveNumberSet, { body: request, toastOnFail: false });
}

/** DELETE /api/lotto/number_sets. */
export function deleteNumberSet(id: number): Promise<Envelope<{ id: number }>> {
  return callApi(lottoRoutes.deleteNumberSet, { body: { id }, toastOnFail: false });
}

/** POST /api/lotto/number_sets/share: the set's share code (the same every time). */
export function shareNumberSet(id: number): Promise<Envelope<{ id: number; share_code: string }>> {
  return callApi(lottoRoutes.shareNumberSet, { body: { id }, toastOnFail: false });
}

/** POST /api/lotto/number_sets/import: a copy of a shared set's lines, once per code. */
export function importNumberSet(code: string): Promise<Envelope<LottoNumberSet>> {
  return callApi(lottoRoutes.importNumberSet, { body: { code }, toastOnFail: false });
}

/** A mutation of the sets whose answer (also a refusal) refreshes the list. */
export function useNumberSetMutation<A, T>(call: (arg: A) => Promise<Envelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOTTO_NUMBER_SETS_QUERY_KEY }),
  });
}
