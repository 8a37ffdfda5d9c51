import { sql } from 'drizzle-orm';
import { rgMessages, satangToBaht } from '@ug99/contract';
import type { ErrorKey, RgPeriod } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { epochMs, rowsOf } from '#db/rows.ts';
import type { LimitKind } from './queries.ts';

/** What deposits and bets ask before they move money (docs/rules/responsible-gaming.md#limits). */
export type RgDecision = { ok: true } | { ok: false; key: ErrorKey; message: string };

type CheckRow = {
  refusal: 'RG_SELF_EXCLUDED' | 'RG_COOLING_OFF' | 'RG_DEPOSIT_LIMIT' | 'RG_LOSS_LIMIT';
  until_ms: string | null;
  period: RgPeriod | null;
  limit_satang: string | null;
  remaining: string | null;
};

/**
 * Refuses when the member is cooling off or self-excluded, or when `amount` on top of what the period
 * has already used passes a limit. The rule is the database function rg_check (migration
 * 0031_provider_money_calls), which the provider's bet calls too, so it is written once: it names the
 * limit with the least room left, and while the member has limits of this kind it holds a per-member
 * lock until the caller's transaction ends, so two checks at once cannot together pass a limit. It reads
 * the ledger's kept day totals (docs/rules/ledger.md#kept-totals) from each period's first day.
 */
async function decide(
  db: Db,
  memberId: number,
  amount: bigint,
  now: Date,
  kind: LimitKind,
): Promise<RgDecision> {
  const [row] = rowsOf<CheckRow>(
    await db.execute(sql`
      select refusal, ${epochMs(sql`until`)} as until_ms, period, limit_satang::text, remaining::text
      from rg_check(${memberId}::integer, ${kind}::rg_limit_kind, ${amount.toString()}::bigint,
        ${now.toISOString()}::timestamptz)`),
  );
  if (!row) return { ok: true };
  if (row.refusal === 'RG_SELF_EXCLUDED' || row.refusal === 'RG_COOLING_OFF') {
    const until = new Date(Number(row.until_ms));
    const message =
      row.refusal === 'RG_SELF_EXCLUDED' ? rgMessages.selfExcluded(until) : rgMessages.coolingOff(until);
    return { ok: false, key: row.refusal, message };
  }
  const period = row.period!;
  const [limitBaht, remainingBaht] = [
    satangToBaht(BigInt(row.limit_satang!)),
    satangToBaht(BigInt(row.remaining!)),
  ];
  return row.refusal === 'RG_DEPOSIT_LIMIT'
    ? { ok: false, key: row.refusal, message: rgMessages.depositLimit(period, limitBaht, remainingBaht) }
    : { ok: false, key: row.refusal, message: rgMessages.lossLimit(period, limitBaht, remainingBaht) };
}

/** May the member deposit `amountSatang` now? Counts deposits already credited this day, week, month. */
export function canDeposit(db: Db, memberId: number, amountSatang: bigint, now: Date): Promise<RgDecision> {
  return decide(db, memberId, amountSatang, now, 'deposit');
}

/**
 * May the member stake `amountSatang` now? The stake is counted as lost, so the check holds whatever
 * the result: net loss so far (stakes minus wins and refunds) plus this stake must stay within limits.
 */
export function canStake(db: Db, memberId: number, amountSatang: bigint, now: Date): Promise<RgDecision> {
  return decide(db, memberId, amountSatang, now, 'loss');
}
