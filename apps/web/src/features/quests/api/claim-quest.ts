import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questRoutes, isOk, type Envelope, type QuestRedeemResult } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { POINTS_HISTORY_QUERY_KEY, QUESTS_QUERY_KEY } from './keys.ts';

/** POST /api/quest/redeem: pays a completed quest's reward, once per day or week. */
export function claimQuest(questId: number): Promise<Envelope<QuestRedeemResult>> {
  return callApi(questRoutes.redeem, { body: { quest_id: questId } });
}

export function useClaimQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimQuest,
    // Also after a refusal ("already claimed"): the list on screen was stale.
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: QUESTS_QUERY_KEY });
      if (envelope && isOk(envelope)) {
        await queryClient.invalidateQueries({ queryKey: POINTS_HISTORY_QUERY_KEY });
        await refreshMemberMoney(queryClient);
      }
    },
  });
}
