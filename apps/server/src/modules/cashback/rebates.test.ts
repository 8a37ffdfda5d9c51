import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { applyRate, lossRebate, netLossOf, turnoverRebate } from './rebates.ts';

const defaults = loadConfig({}).cashback;

describe('the loss rebate', () => {
  it('uses the defaults of the issue: 5 %, at least 100 ฿ of net loss, a cap', () => {
    expect(defaults).toMatchObject({
      lossRateBp: 500,
      lossMinSatang: 100_00n,
      lossMaxSatang: 10_000_00n,
      claimDays: 7,
      turnoverRatesBp: { slot: 50, casino: 30, fishing: 30, sport: 20, lotto: 10 },
    });
  });

  it('is net loss = turnover − wins, none for a winning week', () => {
    expect(netLossOf(1_000_00n, 200_00n)).toBe(800_00n);
    expect(netLossOf(200_00n, 1_000_00n)).toBe(0n);
  });

  it('pays nothing under the minimum net loss and 5 % from it', () => {
    expect(lossRebate(99_99n, defaults)).toBe(0n);
    expect(lossRebate(100_00n, defaults)).toBe(5_00n);
    expect(lossRebate(0n, defaults)).toBe(0n);
  });

  it('rounds down to the satang', () => {
    // 123.45 ฿ × 5 % = 6.1725 ฿ → 6.17 ฿
    expect(lossRebate(123_45n, defaults)).toBe(6_17n);
    // 100.19 ฿ × 5 % = 5.0095 ฿ → 5.00 ฿
    expect(lossRebate(100_19n, defaults)).toBe(5_00n);
  });

  it('never pays more than the cap, and without a cap pays the full rate', () => {
    expect(lossRebate(1_000_000_00n, defaults)).toBe(10_000_00n);
    expect(lossRebate(200_000_00n, defaults)).toBe(10_000_00n);
    expect(lossRebate(199_999_99n, defaults)).toBe(9_999_99n);
    expect(lossRebate(1_000_000_00n, { ...defaults, lossMaxSatang: null })).toBe(50_000_00n);
  });
});

describe('the turnover rebate', () => {
  it('applies each category its own rate and rounds each line down', () => {
    const { lines, totalSatang } = turnoverRebate(
      new Map([
        ['slot', 1_000_00n], // 0.5 % → 5.00
        ['casino', 333_33n], // 0.3 % → 0.99999 → 0.99
        ['fishing', 100_00n], // 0.3 % → 0.30
        ['sport', 500_00n], // 0.2 % → 1.00
        ['lotto', 99_00n], // 0.1 % → 0.099 → 0.09
      ]),
      defaults.turnoverRatesBp,
    );
    expect(lines.map((l) => [l.category, l.rebateSatang])).toEqual([
      ['slot', 5_00n],
      ['casino', 99n],
      ['fishing', 30n],
      ['sport', 1_00n],
      ['lotto', 9n],
    ]);
    expect(totalSatang).toBe(7_38n);
  });

  it('pays nothing on no turnover and a fraction of a satang is nothing', () => {
    expect(turnoverRebate(new Map([['lotto', 99n]]), defaults.turnoverRatesBp).totalSatang).toBe(0n);
    expect(turnoverRebate(new Map(), defaults.turnoverRatesBp).lines).toEqual([]);
    expect(applyRate(-5_00n, 500)).toBe(0n);
  });
});

describe('the configuration', () => {
  it('takes overrides and refuses rates that are not whole basis points for every category', () => {
    const c = loadConfig({
      CASHBACK_LOSS_RATE_BP: '1000',
      CASHBACK_LOSS_MAX_BAHT: '0',
      CASHBACK_TURNOVER_RATES_BP: 'slot:70,casino:30,fishing:30,sport:20,lotto:0',
    }).cashback;
    expect(c).toMatchObject({ lossRateBp: 1000, lossMaxSatang: null });
    expect(c.turnoverRatesBp.slot).toBe(70);
    expect(() => loadConfig({ CASHBACK_LOSS_RATE_BP: '5.5' })).toThrow(/CASHBACK_LOSS_RATE_BP/);
    expect(() => loadConfig({ CASHBACK_LOSS_RATE_BP: '10001' })).toThrow(/CASHBACK_LOSS_RATE_BP/);
    expect(() => loadConfig({ CASHBACK_TURNOVER_RATES_BP: 'slot:50' })).toThrow(/needs a rate for casino/);
    expect(() => loadConfig({ CASHBACK_TURNOVER_RATES_BP: 'slot:0.5,casino:30' })).toThrow(
      /CASHBACK_TURNOVER_RATES_BP/,
    );
  });
});
