import { sql } from 'drizzle-orm';
import { RG_PERIODS, rgMessages, satangToBaht } from '@ug99/contract';
import type { ErrorKey, RgPeriod } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberFlowsFromDays, netLoss } from '#ledger';
import type { MemberFlows } from '#ledger';
import {
  bangkokDate,
  startOfBangkokDay,
  startOfBangkokMonth,
  startOfBangkokWeek,
} from '#shared/bangkok-time.ts';
import type { LimitKind } from './queries.ts';
import { activeExclusion, readResponsibleGaming } from './settings.ts';
import type { RgSnapshot } from './settings.ts';

/** What deposits and bets ask before they move money (docs/rules/responsible-gaming.md#limits). */
export type RgDecision = { ok: true } | { ok: false; key: ErrorKey; message: string };

const periodStart: Record<RgPeriod, (now: Date) => Date> = {
  day: startOfBangkokDay,
  week: startOfBangkokWeek,
  month: startOfBangkokMonth,
};

type Used = (flows: MemberFlows) => bigint;

/** The first key of the per-member advisory lock that serialises limit checks (ASCII 'RG'). */
const RG_LOCK_SPACE = 0x5247;

/**
 * Refuses when the member is cooling off or self-excluded, or when `amount` on top of what the
 * period has already used passes a limit. With several limits passed, the one with the least room
 * left is named, since that is the one the member has to wait for.
 */
async function decide(
  db: Db,
  memberId: number,
  amount: bigint,
  now: Date,
  kind: LimitKind,
  used: Used,
): Promise<RgDecision> {
  const snapshot: RgSnapshot = await readResponsibleGaming(db, memberId, now);
  const exclusion = activeExclusion(snapshot);
  if (exclusion) return { ok: false, key: exclusion.key, message: exclusion.message };

  const limited = RG_PERIODS.filter((period) => snapshot.limits[kind][period].current !== null);
  if (limited.length === 0) return { ok: true };
  // Two stakes checked at once could each fit the room left and together pass the limit. Inside the
  // caller's transaction, a per-member lock makes the second check wait until the first stake has
  // committed, so it counts it; without limits there is nothing to count, so no lock and no query.
  await db.execute(sql`select pg_advisory_xact_lock(${RG_LOCK_SPACE}, ${memberId})`);

  // The ledger's kept day totals (docs/rules/ledger.md#kept-totals), summed from each period's first day.
  const flows = await memberFlowsFromDays(
    db,
    memberId,
    Object.fromEntries(limited.map((period) => [period, bangkokDate(periodStart[period](now))])) as Record<
      RgPeriod,
      string
    >,
  );
  let tightest: { period: RgPeriod; limit: bigint; remaining: bigint } | undefined;
  for (const period of limited) {
    const limit = snapshot.limits[kind][period].current!;
    const spent = used(flows[period]);
    if (spent + amount <= limit) continue;
    const remaining = limit > spent ? limit - spent : 0n;
    if (!tightest || remaining < tightest.remaining) tightest = { period, limit, remaining };
  }
  if (!tightest) return { ok: true };
  const { period, limit, remaining } = tightest;
  const [limitBaht, remainingBaht] = [satangToBaht(limit), satangToBaht(remaining)];
  return kind === 'deposit'
    ? {
        ok: false,
        key: 'RG_DEPOSIT_LIMIT',
        message: rgMessages.depositLimit(period, limitBaht, remainingBaht),
      }
    : { ok: false, key: 'RG_LOSS_LIMIT', message: rgMessages.lossLimit(period, limitBaht, remainingBaht) };
}

/** May the member deposit `amountSatang` now? Counts deposits already credited this day, week, month. */
export function canDeposit(db: Db, memberId: number, amountSatang: bigint, now: Date): Promise<RgDecision> {
  return decide(db, memberId, amountSatang, now, 'deposit', (flows) => flows.deposits);
}

/**
 * May the member stake `amountSatang` now? The stake is counted as lost, so the check holds whatever
 * the result: net loss so far (stakes minus wins and refunds) plus this stake must stay within limits.
 */
export function canStake(db: Db, memberId: number, amountSatang: bigint, now: Date): Promise<RgDecision> {
  return decide(db, memberId, amountSatang, now, 'loss', netLoss);
}
