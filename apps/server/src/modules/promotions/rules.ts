import { bahtToSatang, ERRORS, formatBaht, PROMOTION_END_BELOW_BAHT, satangToBaht } from '@ug99/contract';
import type { ErrorKey } from '@ug99/contract';
import { bangkokDate } from '#shared/bangkok-time.ts';

/**
 * The promotion rules as pure functions of their inputs and the injected time (docs/rules/promotions.md),
 * so each is unit-tested without a database. Amounts are satang, rates integer hundredths.
 */

export type PromotionTerms = {
  type: 'deposit_bonus' | 'first_deposit' | 'daily_deposit' | 'cashback';
  minDepositSatang: bigint;
  bonusPercentHundredths: number;
  bonusCapSatang: bigint;
  turnoverMultiplierHundredths: number;
  perMemberLimit: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** Below this a running promotion ends (docs/rules/promotions.md#ending-under-5-baht). */
export const END_BELOW_SATANG = bahtToSatang(PROMOTION_END_BELOW_BAHT);

/** docs/rules/promotions.md#window: switched on, and now inside [starts_at, ends_at). */
export function isOpen(p: Pick<PromotionTerms, 'active' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (!p.active) return false;
  if (p.startsAt && now < p.startsAt) return false;
  if (p.endsAt && now >= p.endsAt) return false;
  return true;
}

/**
 * The next instant at which `isOpen` changes for one of `promotions` by the clock alone (a window
 * opening or closing after `now`); undefined when none will. A cached open list is valid until then
 * (docs/rules/promotions.md#window).
 */
export function nextWindowChange(
  promotions: Pick<PromotionTerms, 'startsAt' | 'endsAt'>[],
  now: Date,
): Date | undefined {
  const ahead = promotions
    .flatMap((p) => [p.startsAt, p.endsAt])
    .filter((at): at is Date => at !== null && at > now)
    .map((at) => at.getTime());
  return ahead.length ? new Date(Math.min(...ahead)) : undefined;
}

/** docs/rules/promotions.md#bonus: floor(deposit × percent), at most the cap. */
export function bonusFor(
  p: Pick<PromotionTerms, 'bonusPercentHundredths' | 'bonusCapSatang'>,
  deposit: bigint,
) {
  const raw = (deposit * BigInt(p.bonusPercentHundredths)) / 10_000n;
  return raw < p.bonusCapSatang ? raw : p.bonusCapSatang;
}

/** docs/rules/promotions.md#turnover: (deposit + bonus) × multiplier, rounded up to the satang. */
export function requiredTurnover(multiplierHundredths: number, deposit: bigint, bonus: bigint): bigint {
  const product = (deposit + bonus) * BigInt(multiplierHundredths);
  return (product + 99n) / 100n;
}

/** What is known about the deposit a promotion would be applied to, and the member's history. */
export type DepositFacts = {
  amountSatang: bigint;
  paidAt: Date;
  /** Credited deposits of the member before this one, ever. */
  earlierDeposits: number;
  /** Credited deposits of the member before this one on the same Bangkok day. */
  earlierDepositsThatDay: number;
  /** Times the member received this promotion (counting the day of `paidAt` only for the daily type). */
  receivedCount: number;
  receivedCountThatDay: number;
  hasActivePromotion: boolean;
  /** The exclusion in force, with its Thai message; undefined when none. */
  exclusion?: { message: string };
};

export type Refusal = { key: ErrorKey; message?: string };

/**
 * Whether the promotion applies to this deposit now (docs/rules/promotions.md#who-may-receive-it): the
 * promotion is open, receivable, the member is not excluded, has no other active promotion, is under the
 * per-member limit; the deposit meets the minimum and the type's rule. The first refusal is answered.
 */
export function refusalFor(p: PromotionTerms, d: DepositFacts, now: Date): Refusal | undefined {
  if (!isOpen(p, now)) return { key: 'PROMOTION_NOT_FOUND' };
  if (p.type === 'cashback') return { key: 'PROMOTION_NOT_RECEIVABLE' };
  if (d.exclusion) return { key: 'PROMOTION_PAUSED', message: d.exclusion.message };
  if (d.hasActivePromotion) return { key: 'PROMOTION_ALREADY_ACTIVE' };
  const received = p.type === 'daily_deposit' ? d.receivedCountThatDay : d.receivedCount;
  if (received >= p.perMemberLimit) return { key: 'PROMOTION_LIMIT_REACHED' };
  if (d.amountSatang < p.minDepositSatang) {
    const min = formatBaht(satangToBaht(p.minDepositSatang));
    return {
      key: 'PROMOTION_DEPOSIT_TOO_SMALL',
      message: `${ERRORS.PROMOTION_DEPOSIT_TOO_SMALL.message} (ขั้นต่ำ ${min} บาท)`,
    };
  }
  if (p.type === 'first_deposit' && d.earlierDeposits > 0) return { key: 'PROMOTION_NOT_FIRST_DEPOSIT' };
  if (p.type === 'daily_deposit') {
    const today = bangkokDate(now) === bangkokDate(d.paidAt);
    if (!today || d.earlierDepositsThatDay > 0) return { key: 'PROMOTION_NOT_FIRST_OF_DAY' };
  }
  return undefined;
}

/**
 * docs/rules/promotions.md#receiving-after-a-deposit: the deposit is untouched while main still holds at
 * least its amount and nothing was staked from main since it was credited.
 */
export function isUntouched(deposit: bigint, mainBalance: bigint, stakedSince: boolean): boolean {
  return mainBalance >= deposit && !stakedSince;
}

/** docs/rules/promotions.md#release: to main up to the cap; the rest is forfeited. */
export function releaseSplit(balance: bigint, maxWithdraw: bigint | null) {
  const released = maxWithdraw === null || balance <= maxWithdraw ? balance : maxWithdraw;
  return { released, forfeited: balance - released };
}

/**
 * docs/rules/promotions.md#giving-up: the deposit's share of what is left is its proportion of what went
 * in, floor(balance × deposit / (deposit + bonus)); the rest, the bonus's share, is forfeited.
 */
export function giveUpSplit(balance: bigint, deposit: bigint, bonus: bigint) {
  const total = deposit + bonus;
  const returned = total === 0n ? balance : (balance * deposit) / total;
  return { returned, forfeited: balance - returned };
}

/**
 * docs/rules/promotions.md#late-credits: money that reaches the promotion wallet after its promotion ended
 * (the win or refund of a round left open past the wait) follows the end it missed. Released: to main up
 * to what is left of max_withdraw, the rest forfeited. Given up: the deposit's share to main. Ended under
 * 5 ฿: forfeited.
 */
export function lateCreditSplit(
  end: 'completed' | 'ended' | 'given_up',
  credit: bigint,
  terms: { released: bigint; maxWithdraw: bigint | null; deposit: bigint; bonus: bigint },
): { toMain: bigint; forfeited: bigint } {
  if (end === 'ended') return { toMain: 0n, forfeited: credit };
  if (end === 'given_up') {
    const { returned, forfeited } = giveUpSplit(credit, terms.deposit, terms.bonus);
    return { toMain: returned, forfeited };
  }
  const capLeft =
    terms.maxWithdraw === null
      ? null
      : terms.maxWithdraw > terms.released
        ? terms.maxWithdraw - terms.released
        : 0n;
  const { released, forfeited } = releaseSplit(credit, capLeft);
  return { toMain: released, forfeited };
}

/** docs/rules/promotions.md#turnover: the progress, never negative, and what is left to play. */
export function progress(required: bigint, playedSinceStart: bigint) {
  const turnover = playedSinceStart < 0n ? 0n : playedSinceStart;
  const remaining = required > turnover ? required - turnover : 0n;
  return { turnover, remaining, met: remaining === 0n };
}

/** What a running promotion should do now: release when met, end under 5 ฿, else keep running. */
export function verdict(met: boolean, balance: bigint): 'release' | 'end' | 'running' {
  if (met) return 'release';
  if (balance < END_BELOW_SATANG) return 'end';
  return 'running';
}
