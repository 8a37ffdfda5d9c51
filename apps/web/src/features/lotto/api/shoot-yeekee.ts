import { useMutation } from '@tanstack/react-query';
import { isOk, lottoRoutes, type YeekeeShot } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';

export type ShootOutcome =
  { kind: 'shot'; shot: YeekeeShot } | { kind: 'refused'; code: number; message: string };

/**
 * POST /api/lotto/yeekee/shoot_number: the server numbers the shot in its receive order. A refusal (the
 * round closed, shooting again within 5 seconds, …) comes back with its Thai message for the pad to show.
 * Not retried: a shot carries no request id, so a retry after a lost answer could shoot twice.
 */
export async function shootYeekee(request: { round_id: number; number: string }): Promise<ShootOutcome> {
  const envelope = await callApi(lottoRoutes.yeekeeShoot, {
    body: request,
    toastOnFail: false,
  });
  if (isOk(envelope)) return { kind: 'shot', shot: envelope.data };
  return { kind: 'refused', code: envelope.error, message: envelope.message };
}

export function useShootYeekee() {
  return useMutation({ mutationFn: shootYeekee });
}
