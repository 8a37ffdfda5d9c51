import { requireRound } from './context.ts';
import type { LottoOperatorContext } from './context.ts';
import { roundView } from './views.ts';

/** One round as the screens show it. */
export async function showRound(ctx: LottoOperatorContext, roundId: number) {
  return roundView(await requireRound(ctx, roundId));
}
