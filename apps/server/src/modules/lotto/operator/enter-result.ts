import type { BoEnterResultOutcome, BoResultInput } from '@ug99/contract';
import { runInLedgerTransaction } from '#ledger';
import type { ResultInput } from '../settlement/matching.ts';
import { enterResult as enterLottoResult, previewResult } from '../settlement/service.ts';
import { requireRound } from './context.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { resultInputOf } from './preview-result.ts';
import { lottoRefused } from './refusals.ts';
import { baht, roundView } from './views.ts';

/** What a government-lottery result request carries (kind `lotto.result`, docs/BACKOFFICE.md#four-eyes-approval). */
export type ResultPayload = {
  round_id: number;
  title: string;
  input: ResultInput;
  summary: string;
};

function resultText(input: ResultInput): string {
  if (input.first) {
    return `รางวัลที่ 1 ${input.first} เลขหน้า 3 ตัว ${input.front3?.join(', ')} เลขท้าย 3 ตัว ${input.back3?.join(', ')} เลขท้าย 2 ตัว ${input.two}`;
  }
  return `3 ตัวบน ${input.top3} 2 ตัวล่าง ${input.bottom2}`;
}

/**
 * Enters the result and settles the round (lotto:result). For the government lottery a new result
 * is not entered: it becomes a request a second lotto operator or an admin approves.
 */
export async function enterRoundResult(
  ctx: LottoOperatorContext,
  actor: LottoActor,
  roundId: number,
  body: BoResultInput,
): Promise<BoEnterResultOutcome> {
  const { db, clock } = ctx;
  const round = await requireRound(ctx, roundId);
  const input = resultInputOf(body);
  if (round.government && round.result === null) {
    const checked = await previewResult(db, { roundId, result: input }, { clock });
    if (!checked.ok) throw lottoRefused(checked);
    const payload: ResultPayload = {
      round_id: roundId,
      title: round.title,
      input,
      summary: `งวด #${roundId} ${round.title}: ${resultText(input)}`,
    };
    const approval = await runInLedgerTransaction(db, (tx) =>
      actor.requestApproval(tx, { kind: 'lotto.result', subject: `lotto_round:${roundId}`, payload }),
    );
    return { round: roundView(round), changed: false, settlement: null, approval };
  }
  const outcome = await enterLottoResult(
    db,
    { roundId, result: input, operator: actor.name, by: actor.by },
    { clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  const s = outcome.settlement;
  return {
    round: roundView(await requireRound(ctx, roundId)),
    changed: outcome.changed,
    settlement: { bills: s.bills, winning_bills: s.winningBills, paid: baht(s.paidSatang) },
    approval: null,
  };
}
