import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wheelRoutes } from '@ug99/contract';
import type { Envelope, WheelSpin, WheelTab } from '@ug99/contract';
import { callApi, newRequestId, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { browserClientSeed } from '../client-seed.ts';
import { WHEEL_BOARD_QUERY_KEY, WHEEL_QUERY_KEY } from './keys.ts';

const SPIN_ROUTES = { 1: wheelRoutes.spin, 2: wheelRoutes.spinV2 } as const;

/** POST /api/wheel/spin or /spin_v2: the server draws the segment; a retry with the same id is the same spin. */
export async function spinWheel(request: {
  tab: WheelTab;
  request_id: string;
  client_seed: string;
}): Promise<Envelope<WheelSpin>> {
  return callApi(SPIN_ROUTES[request.tab], {
    body: { request_id: request.request_id, client_seed: request.client_seed },
    toastOnFail: false,
  });
}

export function useSpin() {
  return useMutation({
    mutationFn: (tab: WheelTab) =>
      spinWheel({ tab, request_id: newRequestId(), client_seed: browserClientSeed() }),
    // Not retried here: a lost answer leaves the spin pending, and the page lists pending prizes. The
    // reward's refresh of the wheel's queries also reads the commitment's next nonce again.
  });
}

/** POST /api/wheel/reward: credits a pending prize once; repeating it answers the same spin. */
export async function rewardSpin(spinId: number): Promise<Envelope<WheelSpin>> {
  return callApi(wheelRoutes.reward, { body: { spin_id: spinId } });
}

export function useReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rewardSpin,
    retry: retryNetworkOnce,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WHEEL_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WHEEL_BOARD_QUERY_KEY }),
        refreshMemberMoney(queryClient),
      ]);
    },
  });
}
