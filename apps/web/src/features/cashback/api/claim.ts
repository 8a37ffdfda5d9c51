import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cashbackRoutes,
  isOk,
  type CashbackClaimResult,
  type CashbackKind,
  type Envelope,
} from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { CASHBACK_QUERY_KEY } from './keys.ts';

/** POST /api/cashback/loss/claim: credits a period's rebate to the main wallet, once. */
export async function claimRebate(
  kind: CashbackKind,
  period: string,
): Promise<Envelope<CashbackClaimResult>> {
  return callApi(cashbackRoutes.claim, {
    body: { kind, period },
  });
}

export function useClaimRebate(kind: CashbackKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => claimRebate(kind, period),
    // Also after a refusal: "already claimed" or "expired" means the list on screen was stale.
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: CASHBACK_QUERY_KEY });
      if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
    },
  });
}
