import { satangToBaht } from '@ug99/contract';
import type {
  BoCapAlert,
  BoLottoCategory,
  BoLottoRound,
  BoNumberStake,
  BoResultPreview,
  LottoBetType,
} from '@ug99/contract';
import type { pageCapAlerts } from '../alerts/queries.ts';
import type { CategoryWithRates, NumberStake, RoundSummary } from '../rounds/operator-reads.ts';
import type { ResultPreview } from '../settlement/service.ts';

/** The lotto's rows as the back office's screens read them: baht and rates, not satang and hundredths. */

export const baht = (s: bigint) => satangToBaht(s);
export const rate = (hundredths: number) => hundredths / 100;

export function roundView(r: RoundSummary): BoLottoRound {
  return {
    id: r.id,
    category: r.categoryCode,
    category_name: r.categoryName,
    government: r.government,
    title: r.title,
    draw_date: r.drawDate,
    open_at: r.openAt.toISOString(),
    close_at: r.closeAt.toISOString(),
    status: r.status,
    result: r.result,
    void_reason: r.voidReason,
    pending_bills: r.pendingBills,
    stake: baht(r.stakeSatang),
  };
}

export function numberView(n: NumberStake): BoNumberStake {
  return {
    bet_type: n.betType as LottoBetType,
    number: n.number,
    staked: baht(n.stakedSatang),
    category_rate: n.categoryRateHundredths === null ? null : rate(n.categoryRateHundredths),
    category_cap: n.categoryCapSatang === null ? null : baht(n.categoryCapSatang),
    closed: n.closed,
    rate: n.rateHundredths === null ? null : rate(n.rateHundredths),
    cap: n.capSatang === null ? null : baht(n.capSatang),
  };
}

export function alertView(a: Awaited<ReturnType<typeof pageCapAlerts>>['rows'][number]): BoCapAlert {
  return {
    id: a.id,
    round_id: a.roundId,
    round_title: a.roundTitle,
    category: a.categoryCode,
    category_name: a.categoryName,
    close_at: a.closeAt.toISOString(),
    bet_type: a.betType as LottoBetType,
    number: a.number,
    threshold: a.thresholdPercent,
    cap: baht(a.capSatang),
    staked_at_alert: baht(a.stakedAtAlert),
    alerted_at: a.createdAt.toISOString(),
    staked: baht(a.stakedNow ?? 0n),
    closed: a.closed ?? false,
    rate: a.ruleRateHundredths === null ? null : rate(a.ruleRateHundredths),
    category_rate: a.categoryRateHundredths === null ? null : rate(a.categoryRateHundredths),
    exposure: baht(a.exposureSatang),
  };
}

export function previewView(round: RoundSummary, p: ResultPreview): BoResultPreview {
  return {
    round: roundView(round),
    result: p.result,
    bills: p.bills,
    lines: p.lines,
    winning_bills: p.winningBills,
    winning_lines: p.winningLines,
    payout: baht(p.payoutSatang),
    by_type: p.byType.map((t) => ({
      bet_type: t.betType as LottoBetType,
      lines: t.lines,
      stake: baht(t.stakeSatang),
      winning_lines: t.winningLines,
      payout: baht(t.payoutSatang),
    })),
    needs_approval: round.government && round.result === null,
  };
}

export function categoryView(c: CategoryWithRates): BoLottoCategory {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    active: c.active,
    government: c.government,
    cancel_before_seconds: c.cancelBeforeSeconds,
    member_number_cap: c.memberNumberCapSatang === null ? null : baht(c.memberNumberCapSatang),
    rates: c.rates.map((r) => ({
      bet_type: r.betType as LottoBetType,
      rate: rate(r.rateHundredths),
      min: baht(r.minSatang),
      max: baht(r.maxSatang),
      number_cap: baht(r.numberCapSatang),
      over_cap_rate: rate(r.overCapRateHundredths),
      discount_percent: r.discountPercent,
      reduced_discount_percent: r.reducedDiscountPercent,
    })),
  };
}
