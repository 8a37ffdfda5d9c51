import { AppError } from '#http/app-error.ts';
import { findRoundSummary } from '#lotto';
import type { RoundSummary } from '#lotto';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext } from '../operations/context.ts';

/** What every lotto use case of the back office works with. */
export type LottoDeps = {
  ctx: OperationsContext;
  /** The audit row written in the same transaction as the change it records. */
  audit: typeof writeBackofficeAudit;
};

/** The round as the screens show it, or BO_LOTTO_ROUND_NOT_FOUND when the agent has no such round. */
export async function requireRound({ ctx }: LottoDeps, roundId: number): Promise<RoundSummary> {
  const round = await findRoundSummary(ctx.db, await ctx.agentId(), roundId, ctx.clock.now());
  if (!round) throw new AppError('BO_LOTTO_ROUND_NOT_FOUND');
  return round;
}
