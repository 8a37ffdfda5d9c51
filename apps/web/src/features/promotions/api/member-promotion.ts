import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERRORS,
  isOk,
  promotionRoutes,
  type Envelope,
  type GiveUpPreview,
  type MemberPromotion,
} from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { PROMOTION_QUERY_KEY } from '@/shared/session/promotion.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';

/**
 * POST /api/member/promotion/receive (docs/rules/promotions.md#receiving-after-a-deposit). A refusal comes
 * back as the envelope and is shown in the dialog, where the member chose, so it is not toasted.
 */
export async function receivePromotion(promotionId: number): Promise<Envelope<MemberPromotion>> {
  return callApi(promotionRoutes.receive, {
    body: { promotion_id: promotionId },
    toastOnFail: false,
  });
}

/** Money moved between wallets, or might have: the balances and the promotion are re-read. */
function useAfterMove() {
  const queryClient = useQueryClient();
  return async (envelope: Envelope<unknown> | undefined) => {
    await queryClient.invalidateQueries({ queryKey: PROMOTION_QUERY_KEY });
    if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
  };
}

export function useReceivePromotion() {
  const afterMove = useAfterMove();
  return useMutation({ mutationFn: receivePromotion, onSettled: afterMove });
}

/** GET /api/member/promotion/give_up: what giving up would return and forfeit, read fresh each time. */
export const giveUpPreviewQueryOptions = queryOptions({
  queryKey: [...PROMOTION_QUERY_KEY, 'give-up'],
  queryFn: async ({ signal }) => unwrap(await callApi(promotionRoutes.giveUpPreview, { signal })),
  staleTime: 0,
});

export function useGiveUpPreview(enabled: boolean) {
  return useQuery({ ...giveUpPreviewQueryOptions, enabled });
}

export type GiveUpAnswer =
  { ok: true; result: MemberPromotion } | { ok: false; message: string; changed: GiveUpPreview | null };

/**
 * POST /api/member/promotion/give_up with the amount the member saw; when a bet moved the balance since,
 * the refusal carries the new figures as its data (docs/rules/promotions.md#giving-up).
 */
export async function giveUp(request: { promotion_id: number; returned: number }): Promise<GiveUpAnswer> {
  const envelope = await callApi(promotionRoutes.giveUp, {
    body: request,
    toastOnFail: false,
  });
  if (isOk(envelope)) return { ok: true, result: envelope.data };
  const changed =
    envelope.error === ERRORS.PROMOTION_GIVE_UP_CHANGED.code
      ? (envelope as unknown as { data: GiveUpPreview }).data
      : null;
  return { ok: false, message: envelope.message, changed };
}

export function useGiveUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUp,
    onSettled: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: PROMOTION_QUERY_KEY });
      if (answer?.ok) await refreshMemberMoney(queryClient);
    },
  });
}
