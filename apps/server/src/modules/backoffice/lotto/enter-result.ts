import type { BoEnterResultOutcome, BoResultInput, BoResultPreview } from '@ug99/contract';
import { runInLedgerTransaction } from '#ledger';
import { enterResult as enterLottoResult, previewResult } from '#lotto';
import type { ResultInput } from '#lotto';
import { auditName, originOf } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { ResultPayload } from '../approvals/service.ts';
import type { Operator } from '../operations/context.ts';
import { requireRound } from './lotto-deps.ts';
import type { LottoDeps } from './lotto-deps.ts';
import { lottoRefused } from './refusals.ts';
import { baht, previewView, roundView } from './views.ts';

/** The body as the lotto module takes it, keys in one order (a retried request compares equal). */
function resultInputOf(body: BoResultInput): ResultInput {
  const input: ResultInput = {};
  if (body.first !== undefined) input.first = body.first;
  if (body.front3 !== undefined) input.front3 = [...body.front3];
  if (body.back3 !== undefined) input.back3 = [...body.back3];
  if (body.two !== undefined) input.two = body.two;
  if (body.top3 !== undefined) input.top3 = body.top3;
  if (body.bottom2 !== undefined) input.bottom2 = body.bottom2;
  return input;
}

function resultText(input: ResultInput): string {
  if (input.first) {
    return `รางวัลที่ 1 ${input.first} เลขหน้า 3 ตัว ${input.front3?.join(', ')} เลขท้าย 3 ตัว ${input.back3?.join(', ')} เลขท้าย 2 ตัว ${input.two}`;
  }
  return `3 ตัวบน ${input.top3} 2 ตัวล่าง ${input.bottom2}`;
}

/** What the result would pay, before anything is written (the confirmation step). */
export async function previewRoundResult(
  deps: LottoDeps,
  roundId: number,
  body: BoResultInput,
): Promise<BoResultPreview> {
  const round = await requireRound(deps, roundId);
  const outcome = await previewResult(
    deps.ctx.db,
    { roundId, result: resultInputOf(body) },
    { clock: deps.ctx.clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  return previewView(round, outcome.preview);
}

/**
 * Enters the result and settles the round (lotto:result). For the government lottery a new result
 * is not entered: it becomes a request a second lotto operator or an admin approves.
 */
export async function enterRoundResult(
  deps: LottoDeps,
  operator: Operator,
  roundId: number,
  body: BoResultInput,
): Promise<BoEnterResultOutcome> {
  const { db, clock } = deps.ctx;
  const round = await requireRound(deps, roundId);
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
      requestApproval(tx, { audit: deps.audit, clock }, operator, {
        kind: 'lotto.result',
        subject: `lotto_round:${roundId}`,
        payload,
        retryAfterDecision: false,
      }),
    );
    return {
      round: roundView(round),
      changed: false,
      settlement: null,
      approval: approvalView(approval, operator),
    };
  }
  const outcome = await enterLottoResult(
    db,
    { roundId, result: input, operator: auditName(operator), by: originOf(operator) },
    { clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  const s = outcome.settlement;
  return {
    round: roundView(await requireRound(deps, roundId)),
    changed: outcome.changed,
    settlement: { bills: s.bills, winning_bills: s.winningBills, paid: baht(s.paidSatang) },
    approval: null,
  };
}
