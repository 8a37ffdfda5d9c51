import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questRoutes, isOk, type CheckinResult, type Envelope } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { POINTS_HISTORY_QUERY_KEY, QUESTS_QUERY_KEY } from './keys.ts';

/** POST /api/event/quest: today's check-in, once per Bangkok day. */
export function checkIn(): Promise<Envelope<CheckinResult>> {
  return callApi(questRoutes.checkin);
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: QUESTS_QUERY_KEY });
      if (envelope && isOk(envelope)) {
        await queryClient.invalidateQueries({ queryKey: POINTS_HISTORY_QUERY_KEY });
        await refreshMemberMoney(queryClient);
      }
    },
  });
}
