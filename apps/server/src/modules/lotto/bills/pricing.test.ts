import { describe, expect, it } from 'vitest';
import { discountSatang, numberKey, priceLines, winSatang } from './pricing.ts';
import type { LineInput, PricingContext } from './pricing.ts';
import type { NumberRule, RateRow } from './queries.ts';

const rate = (h: number, o: Partial<RateRow> = {}): RateRow => ({
  rateHundredths: h,
  minSatang: 100n,
  maxSatang: 2_000_00n,
  numberCapSatang: 10_000_00n,
  overCapRateHundredths: 0,
  discountPercent: 0,
  reducedDiscountPercent: 0,
  ...o,
});

function ctx(o: Partial<PricingContext> = {}): PricingContext {
  return {
    betTypes: ['3top', '3tod', '2top', 'run_top'],
    rates: new Map([
      ['3top', rate(80_000)],
      ['3tod', rate(12_000)],
      ['2top', rate(9_000)],
      ['run_top', rate(320)],
    ]),
    rules: new Map(),
    staked: new Map(),
    memberStaked: new Map(),
    memberCapSatang: null,
    vipExtraBp: 0,
    ...o,
  };
}

const line = (type: LineInput['type'], number: string, baht: number): LineInput => ({
  type,
  number,
  amountSatang: BigInt(baht * 100),
});
const rules = (entries: [string, Partial<NumberRule>][]) =>
  new Map(entries.map(([k, r]) => [k, { closed: false, rateHundredths: null, capSatang: null, ...r }]));

describe('lotto bill pricing', () => {
  it('prices a line at the category rate with state ok', () => {
    expect(priceLines([line('3top', '123', 10)], ctx())).toEqual({
      ok: true,
      lines: [
        {
          type: '3top',
          number: '123',
          amountSatang: 1_000n,
          rateHundredths: 80_000,
          state: 'ok',
          discountSatang: 0n,
        },
      ],
    });
  });

  it.each([
    ['a number without the type’s digits', line('3top', '12', 10), 'ต้องเป็นเลข 3 หลัก'],
    ['a type the category does not offer', line('2bottom', '12', 10), 'ไม่เปิดรับ'],
    ['3tod on three equal digits', line('3tod', '777', 10), 'เลขตอง'],
    ['an amount with satang', { ...line('2top', '12', 1), amountSatang: 150n }, 'บาทเต็ม'],
    ['an amount below the minimum', { ...line('2top', '12', 1), amountSatang: 0n }, '1–2000'],
    ['an amount above the maximum', line('2top', '12', 2_001), '1–2000'],
  ])('refuses %s, naming the line', (_, bad, why) => {
    const priced = priceLines([line('3top', '123', 1), bad], ctx());
    expect(priced).toMatchObject({ ok: false, line: 1 });
    expect(!priced.ok && priced.why).toContain(why);
  });

  it('marks a closed number closed, at rate 0', () => {
    const priced = priceLines(
      [line('2top', '12', 10)],
      ctx({ rules: rules([[numberKey('2top', '12'), { closed: true }]]) }),
    );
    expect(priced).toMatchObject({ ok: true, lines: [{ rateHundredths: 0, state: 'closed' }] });
  });

  it('takes the operator’s reduced rate for the number, with state reduced', () => {
    const priced = priceLines(
      [line('2top', '12', 10)],
      ctx({ rules: rules([[numberKey('2top', '12'), { rateHundredths: 4_500 }]]) }),
    );
    expect(priced).toMatchObject({ ok: true, lines: [{ rateHundredths: 4_500, state: 'reduced' }] });
  });

  it('never pays a number above the category’s rate, however the number’s rate was set', () => {
    const priced = priceLines(
      [line('2top', '12', 10)],
      ctx({ rules: rules([[numberKey('2top', '12'), { rateHundredths: 900_000 }]]) }),
    );
    expect(priced).toMatchObject({ ok: true, lines: [{ rateHundredths: 9_000, state: 'reduced' }] });
  });

  it('refuses the part of a line past the cap across members when the over-cap rate is 0', () => {
    const priced = priceLines([line('2top', '12', 300)], ctx({ staked: new Map([['2top:12', 9_800_00n]]) }));
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { amountSatang: 200_00n, rateHundredths: 9_000, state: 'ok' },
        { amountSatang: 100_00n, rateHundredths: 0, state: 'over_limit' },
      ],
    });
  });

  it('takes the part past the cap at the over-cap rate, as a second line with state reduced', () => {
    const rates = new Map(ctx().rates).set('2top', rate(9_000, { overCapRateHundredths: 4_500 }));
    const priced = priceLines(
      [line('2top', '12', 300)],
      ctx({ rates, staked: new Map([['2top:12', 9_800_00n]]) }),
    );
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { amountSatang: 200_00n, rateHundredths: 9_000, state: 'ok' },
        { amountSatang: 100_00n, rateHundredths: 4_500, state: 'reduced' },
      ],
    });
  });

  it('uses the number rule’s own cap before the rate row’s', () => {
    const priced = priceLines(
      [line('2top', '12', 100)],
      ctx({ rules: rules([[numberKey('2top', '12'), { capSatang: 50_00n }]]) }),
    );
    expect(priced).toMatchObject({
      ok: true,
      lines: [{ amountSatang: 50_00n }, { amountSatang: 50_00n, state: 'over_limit' }],
    });
  });

  it('refuses the part past the member’s own cap on the number, whatever the over-cap rate', () => {
    const rates = new Map(ctx().rates).set('2top', rate(9_000, { overCapRateHundredths: 4_500 }));
    const priced = priceLines(
      [line('2top', '12', 100)],
      ctx({ rates, memberCapSatang: 500_00n, memberStaked: new Map([['2top:12', 450_00n]]) }),
    );
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { amountSatang: 50_00n, state: 'ok' },
        { amountSatang: 50_00n, rateHundredths: 0, state: 'over_limit' },
      ],
    });
  });

  it('counts the lines of one bill on the same number against the caps together', () => {
    const priced = priceLines(
      [line('2top', '12', 60), line('2top', '12', 60)],
      ctx({ rules: rules([[numberKey('2top', '12'), { capSatang: 100_00n }]]) }),
    );
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { amountSatang: 60_00n, state: 'ok' },
        { amountSatang: 40_00n, state: 'ok' },
        { amountSatang: 20_00n, state: 'over_limit' },
      ],
    });
  });

  it('pays amount × rate exactly in satang, and refuses to round one that is not exact', () => {
    expect(winSatang(7_00n, 320)).toBe(22_40n);
    expect(winSatang(1_00n, 80_000)).toBe(800_00n);
    expect(() => winSatang(101n, 320)).toThrow(RangeError);
  });
});

describe('the VIP extra discount (docs/rules/vip.md#lotto)', () => {
  const r = rate(9_000, { discountPercent: 28, reducedDiscountPercent: 5 });

  it('adds the level extra to the category discount at the rate, floored to the satang', () => {
    // 37 ฿ at 28% + 1.5% = 29.5% = 10.915 ฿, floored to 10.91 ฿.
    expect(discountSatang(3_700n, 'ok', r, 150)).toBe(1_091n);
    expect(discountSatang(3_700n, 'ok', r, 0)).toBe(1_036n);
  });

  it('keeps the reduced-rate discount alone on a reduced line, and none on a line not staked', () => {
    expect(discountSatang(10_000n, 'reduced', r, 500)).toBe(500n);
    expect(discountSatang(10_000n, 'closed', r, 500)).toBe(0n);
    expect(discountSatang(10_000n, 'over_limit', r, 500)).toBe(0n);
  });

  it('never takes more than 90% off a line', () => {
    expect(discountSatang(10_000n, 'ok', rate(9_000, { discountPercent: 85 }), 2_000)).toBe(9_000n);
  });

  it('prices every ok line of the bill with the extra', () => {
    const priced = priceLines([line('2top', '12', 100)], ctx({ vipExtraBp: 250 }));
    expect(priced.ok && priced.lines.map((l) => l.discountSatang)).toEqual([250n]);
  });
});
