import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestList } from '@ug99/contract';
import { questRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { QUESTS_QUERY_KEY } from './keys.ts';

/** GET /api/quest/list: today's and this week's quests with progress and state, and the check-in strip. */
export async function getQuests(signal?: AbortSignal): Promise<QuestList> {
  return unwrap(await callApi(questRoutes.list, { signal, toastOnFail: false }));
}

export const questsQueryOptions = queryOptions({
  queryKey: QUESTS_QUERY_KEY,
  queryFn: ({ signal }) => getQuests(signal),
  // Progress moves with deposits and bets made elsewhere: coming back to the tab shows it.
  refetchOnWindowFocus: 'always',
});

/** Members only: visitors have no quests (the header star reads this too). */
export function useQuests() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return useQuery({ ...questsQueryOptions, enabled: isLoggedIn });
}
