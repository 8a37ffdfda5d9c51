import { describe, expect, it } from 'vitest';
import {
  addDays,
  commissionLines,
  commissionSatang,
  DEFAULT_RATES,
  dayCount,
  daysBetween,
  earnersOf,
  maskPhone,
  totalsByMember,
  visitorHash,
} from './rules.ts';

const chain = (links: Record<number, number | null>) => (id: number) => links[id];

describe('affiliate rules', () => {
  it('defaults: level 1 0.5 % slot, 0.3 % casino and fishing, 0.2 % sport, 0.5 % lotto; level 2 a fifth', () => {
    expect(DEFAULT_RATES[1]).toEqual({ slot: 50, casino: 30, fishing: 30, sport: 20, lotto: 50 });
    expect(DEFAULT_RATES[2]).toEqual({ slot: 10, casino: 6, fishing: 6, sport: 4, lotto: 10 });
  });

  it('computes commission in whole satang, rounded down, never from zero or negative turnover', () => {
    expect(commissionSatang(100_000n, 50)).toBe(500n); // 1,000 ฿ at 0.5 % = 5 ฿
    expect(commissionSatang(199n, 50)).toBe(0n); // 0.995 satang
    expect(commissionSatang(12_345_67n, 6)).toBe(740n); // 12,345.67 ฿ at 0.06 % = 7.4074 ฿
    expect(commissionSatang(-500n, 50)).toBe(0n);
    expect(commissionSatang(500n, 0)).toBe(0n);
  });

  it('pays two levels: the upline and the upline of the upline, and no further', () => {
    expect(earnersOf(4, chain({ 4: 3, 3: 2, 2: 1, 1: null }))).toEqual([
      { memberId: 3, level: 1 },
      { memberId: 2, level: 2 },
    ]);
    expect(earnersOf(3, chain({ 3: 2, 2: null }))).toEqual([{ memberId: 2, level: 1 }]);
    expect(earnersOf(2, chain({ 2: null }))).toEqual([]);
  });

  it('never pays a member for their own play, nor twice, whatever loop the chain has', () => {
    expect(earnersOf(5, chain({ 5: 5 }))).toEqual([]);
    // 5 → 6 → 5: level 2 would be the player itself.
    expect(earnersOf(5, chain({ 5: 6, 6: 5 }))).toEqual([{ memberId: 6, level: 1 }]);
  });

  it("builds the day's lines per downline and category and totals them per earner", () => {
    const rows = [
      { memberId: 3, category: 'slot', turnover: 100_000n },
      { memberId: 3, category: 'lotto', turnover: 20_000n },
      { memberId: 3, category: 'freespin', turnover: 50_000n }, // no rate for it
      { memberId: 2, category: 'sport', turnover: 50_000n },
    ];
    const lines = commissionLines(rows, chain({ 3: 2, 2: 1, 1: null }), DEFAULT_RATES);
    expect(lines).toEqual([
      {
        memberId: 2,
        downlineMemberId: 3,
        level: 1,
        category: 'slot',
        turnover: 100_000n,
        rateBp: 50,
        amount: 500n,
      },
      {
        memberId: 1,
        downlineMemberId: 3,
        level: 2,
        category: 'slot',
        turnover: 100_000n,
        rateBp: 10,
        amount: 100n,
      },
      {
        memberId: 2,
        downlineMemberId: 3,
        level: 1,
        category: 'lotto',
        turnover: 20_000n,
        rateBp: 50,
        amount: 100n,
      },
      {
        memberId: 1,
        downlineMemberId: 3,
        level: 2,
        category: 'lotto',
        turnover: 20_000n,
        rateBp: 10,
        amount: 20n,
      },
      {
        memberId: 1,
        downlineMemberId: 2,
        level: 1,
        category: 'sport',
        turnover: 50_000n,
        rateBp: 20,
        amount: 100n,
      },
    ]);
    expect(totalsByMember(lines)).toEqual([
      { memberId: 1, amount: 220n },
      { memberId: 2, amount: 600n },
    ]);
  });

  it('leaves out earners in cool-off or self-exclusion, and lines that round to nothing', () => {
    const rows = [{ memberId: 3, category: 'slot', turnover: 100_000n }];
    const lines = commissionLines(rows, chain({ 3: 2, 2: 1 }), DEFAULT_RATES, (id) => id === 2);
    expect(lines.map((l) => [l.memberId, l.level])).toEqual([[1, 2]]);
    expect(
      commissionLines([{ memberId: 3, category: 'slot', turnover: 150n }], chain({ 3: 2 }), DEFAULT_RATES),
    ).toEqual([]);
  });

  it('hashes a visitor per day: same day and browser the same, another day or browser another', () => {
    const a = visitorHash('2026-11-24', '10.0.0.1', 'Safari');
    expect(visitorHash('2026-11-24', '10.0.0.1', 'Safari')).toBe(a);
    expect(visitorHash('2026-11-25', '10.0.0.1', 'Safari')).not.toBe(a);
    expect(visitorHash('2026-11-24', '10.0.0.1', 'Chrome')).not.toBe(a);
    expect(visitorHash('2026-11-24', '10.0.0.2', 'Safari')).not.toBe(a);
    expect(a).not.toContain('10.0.0.1');
  });

  it('masks a phone to its first and last three digits', () => {
    expect(maskPhone('0812345678')).toBe('081-xxx-x678');
    expect(maskPhone('12')).toBe('xx');
  });

  it('walks Bangkok dates across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the dates of a range as many as it lists, without listing a range of millennia', () => {
    expect(dayCount('2026-12-30', '2027-01-02')).toBe(4);
    expect(dayCount('2026-01-02', '2026-01-01')).toBe(0);
    expect(dayCount('2028-02-28', '2028-03-01')).toBe(daysBetween('2028-02-28', '2028-03-01').length);
    expect(dayCount('0000-01-01', '9999-12-31')).toBe(3_652_425);
  });
});
