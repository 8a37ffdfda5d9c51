import { LOTTO_BET_TYPES, LOTTO_BET_TYPE_CODES, satangToBaht } from '@ug99/contract';
import type { LottoBetType, LottoCategoryCode, LottoRoundStatus } from '@ug99/contract';
import type { lottoCategory, lottoResult, lottoRound, lottoTypeRate } from '@ug99/contract';
import type { z } from 'zod';
import type { CategoryRow, RateRow, RoundRow, RoundWithCategory } from './queries.ts';

/**
 * A round's status is answered as of the clock, to the second: the jobs move the stored status a moment
 * later, but a member never sees a round open after its close.
 */
export function effectiveStatus(round: RoundRow, now: Date): LottoRoundStatus {
  const status = round.status as LottoRoundStatus;
  if ((status === 'open' || status === 'scheduled') && round.closeAt <= now) return 'closed';
  if (status === 'scheduled' && round.openAt <= now) return 'open';
  return status;
}

export function categoryView(c: CategoryRow): z.infer<typeof lottoCategory> {
  return { category_id: c.id, code: c.code as LottoCategoryCode, name: c.name, image: c.image };
}

export function betTypesOf(c: CategoryRow): LottoBetType[] {
  return LOTTO_BET_TYPE_CODES.filter((t) => c.betTypes.includes(t));
}

/** A rate as stored (hundredths) as the member reads it. */
export const rate = (hundredths: number) => hundredths / 100;

function rateView(r: RateRow): z.infer<typeof lottoTypeRate> {
  const type = r.betType as LottoBetType;
  // Tiers: the full rate from the first baht on a number; above the number's cap across members the
  // over-cap rate, shown only when the excess is accepted (an over-cap rate of 0 refuses it).
  const tiers = [{ from_amount: 0, rate: rate(r.rateHundredths) }];
  if (r.overCapRateHundredths > 0) {
    tiers.push({ from_amount: satangToBaht(r.numberCapSatang), rate: rate(r.overCapRateHundredths) });
  }
  return {
    type,
    name: LOTTO_BET_TYPES[type].name,
    rate: rate(r.rateHundredths),
    min: satangToBaht(r.minSatang),
    max: satangToBaht(r.maxSatang),
    discount_percent: r.discountPercent,
    reduced_discount_percent: r.reducedDiscountPercent,
    tiers,
  };
}

/** The category's rates in its bet types' order. */
export function ratesOf(category: CategoryRow, rates: RateRow[]) {
  const order = betTypesOf(category);
  return rates
    .filter((r) => r.categoryId === category.id && order.includes(r.betType as LottoBetType))
    .sort((a, b) => order.indexOf(a.betType as LottoBetType) - order.indexOf(b.betType as LottoBetType))
    .map(rateView);
}

export function roundView({ round, category }: RoundWithCategory, now: Date): z.infer<typeof lottoRound> {
  return {
    round_id: round.id,
    title: round.title,
    close_at: round.closeAt.toISOString(),
    status: effectiveStatus(round, now),
    category: categoryView(category),
    bet_types: betTypesOf(category),
    open_at: round.openAt.toISOString(),
    cancel_until: round.cancelUntil.toISOString(),
    draw_date: round.drawDate,
  };
}

export function resultView({ round, category }: RoundWithCategory, now: Date): z.infer<typeof lottoResult> {
  return {
    round_id: round.id,
    title: round.title,
    category: categoryView(category),
    draw_date: round.drawDate,
    status: effectiveStatus(round, now),
    result: round.result ?? null,
    demo: round.demo,
  };
}
