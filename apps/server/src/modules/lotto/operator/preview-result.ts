import type { BoResultInput, BoResultPreview } from '@ug99/contract';
import type { ResultInput } from '../settlement/matching.ts';
import { previewResult } from '../settlement/service.ts';
import { requireRound } from './context.ts';
import type { LottoOperatorContext } from './context.ts';
import { lottoRefused } from './refusals.ts';
import { previewView } from './views.ts';

/** The body as the lotto module takes it, keys in one order (a retried request compares equal). */
export function resultInputOf(body: BoResultInput): ResultInput {
  const input: ResultInput = {};
  if (body.first !== undefined) input.first = body.first;
  if (body.front3 !== undefined) input.front3 = [...body.front3];
  if (body.back3 !== undefined) input.back3 = [...body.back3];
  if (body.two !== undefined) input.two = body.two;
  if (body.top3 !== undefined) input.top3 = body.top3;
  if (body.bottom2 !== undefined) input.bottom2 = body.bottom2;
  return input;
}

/** What the result would pay, before anything is written (the confirmation step). */
export async function previewRoundResult(
  ctx: LottoOperatorContext,
  roundId: number,
  body: BoResultInput,
): Promise<BoResultPreview> {
  const round = await requireRound(ctx, roundId);
  const outcome = await previewResult(ctx.db, { roundId, result: resultInputOf(body) }, { clock: ctx.clock });
  if (!outcome.ok) throw lottoRefused(outcome);
  return previewView(round, outcome.preview);
}
