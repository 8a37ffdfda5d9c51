import { CASHBACK_KINDS } from '@ug99/contract';
import type { CashbackKind } from '@ug99/contract';
import type { CashbackConfig } from '#config';
import type { Db } from '#db/client.ts';
import { everyonesDayTotals } from '#games';
import { runInLedgerTransaction } from '#ledger';
import { notifyMembers } from '#notifications';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import type { MemberVipReader } from '#vip';
import { lossFigures, REBATE_WALLETS, turnoverFigures, withVipBonus } from './figures.ts';
import { addDays, currentPeriodKey, periodOf } from './periods.ts';
import type { Period } from './periods.ts';
import { claimedMembers, claimNotice, noticedPeriods } from './queries.ts';

/** A job as the runner takes it (src/jobs/runner.ts), restated so the domain does not import platform jobs. */
export type CashbackJob = {
  name: string;
  everyMs: number;
  run(ctx: { db: Db; now: Date }): Promise<number>;
};

const STEP_DAYS: Record<CashbackKind, number> = { loss: 7, turnover: 1 };

/**
 * The finished periods whose claim window is still open at `now`, oldest first: the last one on a
 * normal run, several after the servers were down (docs/NOTIFICATIONS.md#kinds).
 */
export function claimablePeriods(kind: CashbackKind, now: Date, claimDays: number): Period[] {
  const periods: Period[] = [];
  let key = addDays(currentPeriodKey(kind, now), -STEP_DAYS[kind]);
  for (;;) {
    const period = periodOf(kind, key, claimDays);
    if (period.endsAt > now || now >= period.claimUntil) break;
    periods.unshift(period);
    key = addDays(key, -STEP_DAYS[kind]);
  }
  return periods;
}

/**
 * Announces one finished period (docs/NOTIFICATIONS.md#kinds): every member whose rebate for it is above
 * zero, not claimed yet and not in cool-off or self-exclusion (who could not claim it) gets a
 * `cashback_claimable` item, in the transaction that marks the period announced. Answers how many.
 */
export async function announcePeriod(
  db: Db,
  deps: { config: CashbackConfig; memberVip: MemberVipReader },
  period: Period,
  now: Date,
) {
  const { config } = deps;
  return runInLedgerTransaction(db, async (tx) => {
    const totals = await everyonesDayTotals(tx, period.startDate, period.endDate, REBATE_WALLETS);
    const claimed = await claimedMembers(tx, period.kind, period.key);
    const events = [];
    for (const [memberId, days] of totals) {
      if (claimed.has(memberId)) continue;
      // The member's VIP bonus as a claim now would compute it (docs/rules/vip.md#cashback).
      const rates = withVipBonus(config, (await deps.memberVip(tx, memberId)).terms.cashbackBonusBp);
      const rebate =
        period.kind === 'loss' ? lossFigures(days, rates).rebate : turnoverFigures(days, rates).rebate;
      if (rebate <= 0n) continue;
      if (activeExclusion(await readResponsibleGaming(tx, memberId, now))) continue;
      events.push({
        kind: 'cashback_claimable' as const,
        memberId,
        cashback: period.kind,
        period: period.key,
        rebateSatang: rebate,
        claimUntil: period.claimUntil,
      });
    }
    const taken = await claimNotice(tx, {
      kind: period.kind,
      period: period.key,
      members: events.length,
      noticedAt: now,
    });
    if (!taken) return 0;
    await notifyMembers(tx, events, now);
    return events.length;
  });
}

/**
 * `cashback:notices`: each minute, announces the periods that ended and were not announced yet; a
 * period is taken once across instances by its `cashback_notices` row.
 */
export function createCashbackJobs(deps: {
  config: CashbackConfig;
  memberVip: MemberVipReader;
}): CashbackJob[] {
  return [
    {
      name: 'cashback:notices',
      everyMs: 60_000,
      async run({ db, now }) {
        let total = 0;
        for (const kind of CASHBACK_KINDS) {
          const periods = claimablePeriods(kind, now, deps.config.claimDays);
          if (periods.length === 0) continue;
          const done = await noticedPeriods(db, kind, periods[0]!.key, periods.at(-1)!.key);
          for (const period of periods) {
            if (!done.has(period.key)) total += await announcePeriod(db, deps, period, now);
          }
        }
        return total;
      },
    },
  ];
}
