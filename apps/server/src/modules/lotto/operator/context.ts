import type { ApprovalKind, BoApproval } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { AuditEntry, AuditOrigin } from '#shared/audit-origin.ts';
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
 * The operator acting, as the back office hands them to a lotto use case: the back office owns access,
 * audit, the value caps and four-eyes (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain), so
 * it passes them in as functions and the lotto calls them inside its own transaction.
 */
export type LottoActor = {
  /** How the audit rows the lotto writes itself name the operator ("lotto:สมชาย"). */
  name: string;
  /** The operator's account and address, for those rows. */
  by: AuditOrigin;
  /** The back office's audit row for this operator, written with `tx`, the action's transaction. */
  audit(tx: Db, entry: AuditEntry): Promise<void>;
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
