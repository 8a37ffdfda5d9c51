import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import {
  bonusFor,
  giveUpSplit,
  isOpen,
  isUntouched,
  lateCreditSplit,
  progress,
  refusalFor,
  releaseSplit,
  requiredTurnover,
  verdict,
} from './rules.ts';
import type { DepositFacts, PromotionTerms } from './rules.ts';

// 2026-11-24 10:00 in Bangkok; the Bangkok day began at 2026-11-23T17:00Z.
const now = new Date('2026-11-24T03:00:00Z');

const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  type: 'deposit_bonus',
  minDepositSatang: 200_00n,
  bonusPercentHundredths: 2000,
  bonusCapSatang: 2_000_00n,
  turnoverMultiplierHundredths: 500,
  perMemberLimit: 5,
  active: true,
  startsAt: null,
  endsAt: null,
  ...over,
});
const facts = (over: Partial<DepositFacts> = {}): DepositFacts => ({
  amountSatang: 500_00n,
  paidAt: now,
  earlierDeposits: 3,
  earlierDepositsThatDay: 0,
  receivedCount: 0,
  receivedCountThatDay: 0,
  hasActivePromotion: false,
  ...over,
});

describe('the promotion rules (docs/rules/promotions.md)', () => {
  it('counts the window in the injected time: from starts_at, until before ends_at', () => {
    const window = {
      active: true,
      startsAt: new Date('2026-11-24T00:00:00Z'),
      endsAt: new Date('2026-11-25T00:00:00Z'),
    };
    expect(isOpen(window, new Date('2026-11-23T23:59:59Z'))).toBe(false);
    expect(isOpen(window, new Date('2026-11-24T00:00:00Z'))).toBe(true);
    expect(isOpen(window, new Date('2026-11-24T23:59:59Z'))).toBe(true);
    expect(isOpen(window, new Date('2026-11-25T00:00:00Z'))).toBe(false);
    expect(isOpen({ ...window, active: false }, new Date('2026-11-24T12:00:00Z'))).toBe(false);
    expect(isOpen({ active: true, startsAt: null, endsAt: null }, now)).toBe(true);
  });

  it('pays floor(deposit × percent) up to the cap, and asks (deposit + bonus) × multiplier rounded up', () => {
    expect(bonusFor(terms(), 500_00n)).toBe(100_00n);
    expect(bonusFor(terms(), 333_33n)).toBe(66_66n); // 6,666.6 satang: floored
    expect(bonusFor(terms(), 20_000_00n)).toBe(2_000_00n); // capped
    expect(requiredTurnover(500, 500_00n, 100_00n)).toBe(3_000_00n);
    expect(requiredTurnover(150, 1n, 0n)).toBe(2n); // 1.5 satang: never under the stated multiple
  });

  it('applies every deposit type rule, and the first refusal wins', () => {
    expect(refusalFor(terms(), facts(), now)).toBeUndefined();
    expect(refusalFor(terms({ endsAt: now }), facts(), now)?.key).toBe('PROMOTION_NOT_FOUND');
    expect(refusalFor(terms({ type: 'cashback' }), facts(), now)?.key).toBe('PROMOTION_NOT_RECEIVABLE');
    const paused = refusalFor(terms(), facts({ exclusion: { message: 'พักถึงพรุ่งนี้' } }), now);
    expect(paused).toEqual({ key: 'PROMOTION_PAUSED', message: 'พักถึงพรุ่งนี้' });
    expect(refusalFor(terms(), facts({ hasActivePromotion: true }), now)?.key).toBe(
      'PROMOTION_ALREADY_ACTIVE',
    );
    expect(refusalFor(terms(), facts({ receivedCount: 5 }), now)?.key).toBe('PROMOTION_LIMIT_REACHED');
    expect(refusalFor(terms(), facts({ receivedCount: 4 }), now)).toBeUndefined();
    const small = refusalFor(terms(), facts({ amountSatang: 199_99n }), now);
    expect(small?.key).toBe('PROMOTION_DEPOSIT_TOO_SMALL');
    expect(small?.message).toBe(`${ERRORS.PROMOTION_DEPOSIT_TOO_SMALL.message} (ขั้นต่ำ 200.00 บาท)`);
    expect(refusalFor(terms(), facts({ amountSatang: 200_00n }), now)).toBeUndefined();
  });

  it('gives a welcome promotion on the first deposit ever only', () => {
    const welcome = terms({ type: 'first_deposit', perMemberLimit: 1 });
    expect(refusalFor(welcome, facts({ earlierDeposits: 0 }), now)).toBeUndefined();
    expect(refusalFor(welcome, facts({ earlierDeposits: 1 }), now)?.key).toBe('PROMOTION_NOT_FIRST_DEPOSIT');
  });

  it('gives a daily promotion on the first deposit of today in Bangkok, its limit counted per day', () => {
    const daily = terms({ type: 'daily_deposit', perMemberLimit: 1 });
    expect(refusalFor(daily, facts(), now)).toBeUndefined();
    expect(refusalFor(daily, facts({ earlierDepositsThatDay: 1 }), now)?.key).toBe(
      'PROMOTION_NOT_FIRST_OF_DAY',
    );
    // Received yesterday: the per-day limit starts again today.
    expect(refusalFor(daily, facts({ receivedCount: 7, receivedCountThatDay: 0 }), now)).toBeUndefined();
    expect(refusalFor(daily, facts({ receivedCountThatDay: 1 }), now)?.key).toBe('PROMOTION_LIMIT_REACHED');
    // 23:59 Bangkok yesterday is another day, even though it is the same UTC date.
    const lateYesterday = new Date('2026-11-23T16:59:00Z');
    expect(refusalFor(daily, facts({ paidAt: lateYesterday }), now)?.key).toBe('PROMOTION_NOT_FIRST_OF_DAY');
    // 00:01 Bangkok today, still the previous UTC date: today.
    expect(refusalFor(daily, facts({ paidAt: new Date('2026-11-23T17:01:00Z') }), now)).toBeUndefined();
  });

  it('calls a deposit untouched while main holds it and nothing was staked since', () => {
    expect(isUntouched(500_00n, 500_00n, false)).toBe(true);
    expect(isUntouched(500_00n, 499_99n, false)).toBe(false);
    expect(isUntouched(500_00n, 900_00n, true)).toBe(false);
  });

  it('releases up to max withdraw and forfeits the excess; without a cap all of it', () => {
    expect(releaseSplit(7_000_00n, 5_000_00n)).toEqual({ released: 5_000_00n, forfeited: 2_000_00n });
    expect(releaseSplit(4_000_00n, 5_000_00n)).toEqual({ released: 4_000_00n, forfeited: 0n });
    expect(releaseSplit(7_000_00n, null)).toEqual({ released: 7_000_00n, forfeited: 0n });
  });

  it("returns the deposit's proportional share on give-up, floored, and forfeits the rest", () => {
    // 200 deposit + 200 bonus, 300 left: half is the deposit's.
    expect(giveUpSplit(300_00n, 200_00n, 200_00n)).toEqual({ returned: 150_00n, forfeited: 150_00n });
    // 500 + 100, 100.01 left: 5/6 of 10,001 satang = 8,334.17 → 8,334.
    expect(giveUpSplit(100_01n, 500_00n, 100_00n)).toEqual({ returned: 83_34n, forfeited: 16_67n });
    expect(giveUpSplit(0n, 500_00n, 100_00n)).toEqual({ returned: 0n, forfeited: 0n });
  });

  it('splits a late credit as the end it missed: the cap left, the deposit share, or nothing', () => {
    const terms = { released: 150_00n, maxWithdraw: 200_00n, deposit: 500_00n, bonus: 100_00n };
    expect(lateCreditSplit('completed', 80_00n, terms)).toEqual({ toMain: 50_00n, forfeited: 30_00n });
    expect(lateCreditSplit('completed', 80_00n, { ...terms, released: 250_00n })).toEqual({
      toMain: 0n,
      forfeited: 80_00n,
    });
    expect(lateCreditSplit('completed', 80_00n, { ...terms, maxWithdraw: null })).toEqual({
      toMain: 80_00n,
      forfeited: 0n,
    });
    expect(lateCreditSplit('given_up', 100_01n, terms)).toEqual({ toMain: 83_34n, forfeited: 16_67n });
    expect(lateCreditSplit('ended', 80_00n, terms)).toEqual({ toMain: 0n, forfeited: 80_00n });
  });

  it('reports progress never below zero, and ends under 5 ฿ only when the turnover is not met', () => {
    expect(progress(1_000n, -5n)).toEqual({ turnover: 0n, remaining: 1_000n, met: false });
    expect(progress(1_000n, 1_200n)).toEqual({ turnover: 1_200n, remaining: 0n, met: true });
    expect(verdict(true, 0n)).toBe('release');
    expect(verdict(false, 4_99n)).toBe('end');
    expect(verdict(false, 5_00n)).toBe('running');
  });
});
