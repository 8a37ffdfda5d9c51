import type { ApprovalKind, BoApproval } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';
import { findRoundSummary } from '../rounds/operator-reads.ts';
import type { RoundSummary } from '../rounds/operator-reads.ts';

/** What every operator use case of the lotto works with: the back office passes its operations context. */
export type LottoOperatorContext = {
  db: Db;
  clock: Clock;
  agentId(): Promise<number>;
};

/**
 * The operator acting (`ActingOperator`: name, account and address, audit row), as the back office hands them
 * to a lotto use case, with two more things the back office owns: the back office owns access,
 * audit, the value caps and four-eyes (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain), so
 * it passes them in as functions and the lotto calls them inside its own transaction.
 */
export type LottoActor = ActingOperator & {
  /**
   * Whether raising the rates by `amount` (the `lotto_rates` capped path) is within this operator's caps,
   * recorded if so; the caps' lock is held until `tx` ends (docs/rules/value-controls.md#lotto-rates).
   */
  withinCaps(tx: Db, action: { key: 'lotto_rates'; amount: bigint; ref: string }): Promise<boolean>;
  /** A four-eyes request in `tx`, with its audit row, as the screens show it (docs/BACKOFFICE.md#four-eyes-approval). */
  requestApproval(
    tx: Db,
    request: {
      kind: Extract<ApprovalKind, `lotto.${string}`>;
      subject: string;
      payload: Record<string, unknown>;
    },
  ): Promise<BoApproval>;
};

/** The round as the screens show it, or BO_LOTTO_ROUND_NOT_FOUND when the agent has no such round. */
export async function requireRound(ctx: LottoOperatorContext, roundId: number): Promise<RoundSummary> {
  const round = await findRoundSummary(ctx.db, await ctx.agentId(), roundId, ctx.clock.now());
  if (!round) throw new AppError('BO_LOTTO_ROUND_NOT_FOUND');
  return round;
}
