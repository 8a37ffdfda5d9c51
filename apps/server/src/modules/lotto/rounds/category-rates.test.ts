import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { lottoRates } from '#db/schema/index.ts';
import { seedDatabase } from '#seed/seed.ts';
import { testDatabases } from '#testing/databases.ts';
import { openTestRound } from '#testing/lotto.ts';
import { saveCategoryRates } from './category-rates.ts';
import type { RateSetting } from './category-rates.ts';

// saveCategoryRates (docs/LOTTO.md#categories-and-rounds): a category's rows are replaced together or not at all.

const AGENT_ID = 1;
const row = (betType: string, o: Partial<RateSetting> = {}): RateSetting => ({
  betType,
  rateHundredths: 9_000,
  minSatang: 100n,
  maxSatang: 500_000n,
  numberCapSatang: 1_000_000n,
  overCapRateHundredths: 0,
  discountPercent: 0,
  reducedDiscountPercent: 0,
  ...o,
});

describe.each(testDatabases())('saveCategoryRates on $kind', (target) => {
  let database: Database;
  let categoryId: number;
  beforeAll(async () => {
    database = await target.create();
    await seedDatabase(database.db);
    ({ categoryId } = await openTestRound(database.db, {
      now: new Date('2026-03-10T05:00:00Z'),
      code: 'dowjones',
      betTypes: ['2top', '2bottom'],
    }));
  });
  afterAll(() => database.close());

  const stored = () => database.db.select().from(lottoRates).where(eq(lottoRates.categoryId, categoryId));
  const save = (rates: RateSetting[], code = 'dowjones') =>
    database.db.transaction((tx) => saveCategoryRates(tx, { agentId: AGENT_ID, code, rates }));

  it('replaces the rows of every offered bet type, in the category’s order, and a repeat changes nothing', async () => {
    const rates = [row('2bottom', { rateHundredths: 8_550 }), row('2top', { overCapRateHundredths: 4_500 })];
    const saved = await save(rates);
    expect(saved).toMatchObject({ ok: true, changed: true, categoryId });
    if (!saved.ok) return;
    expect(saved.after.map((r) => r.betType)).toEqual(['2top', '2bottom']);
    expect(saved.before.map((r) => r.rateHundredths)).toEqual([9_000, 9_000]);
    expect((await stored()).find((r) => r.betType === '2bottom')?.rateHundredths).toBe(8_550);
    expect(await save(rates)).toMatchObject({ ok: true, changed: false });
  });

  it('refuses rows that do not fit, naming the bet type, and leaves every row as it was', async () => {
    const before = await stored();
    const cases: [RateSetting[], string, string][] = [
      [[row('2top', { minSatang: 600_000n }), row('2bottom')], 'min_above_max', '2top'],
      [[row('2top'), row('2bottom', { overCapRateHundredths: 9_001 })], 'over_cap_rate', '2bottom'],
      [[row('2top', { rateHundredths: 0 }), row('2bottom')], 'rate', '2top'],
      [[row('2top', { minSatang: 150n }), row('2bottom')], 'min', '2top'],
      [[row('2top', { numberCapSatang: 50n }), row('2bottom')], 'cap', '2top'],
      [[row('2top')], 'missing', '2bottom'],
      [[row('2top'), row('2top'), row('2bottom')], 'duplicate', '2top'],
      [[row('2top'), row('2bottom'), row('3top')], 'not_offered', '3top'],
    ];
    for (const [rates, problem, betType] of cases) {
      expect(await save(rates)).toEqual({ ok: false, why: 'invalid', problem, betType });
    }
    expect(await save([row('2top'), row('2bottom')], 'nowhere')).toEqual({ ok: false, why: 'not_found' });
    expect(await stored()).toEqual(before);
  });
});
