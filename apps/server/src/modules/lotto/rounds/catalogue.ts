import { eq } from 'drizzle-orm';
import { bahtToSatang as baht } from '@ug99/contract';
import type { LottoBetType, LottoCategoryCode } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { lottoCategories, lottoRates } from '#db/schema/lotto.ts';
import type { LottoSchedule } from '#db/schema/lotto.ts';

/**
 * The categories every site starts with (docs/LOTTO.md#categories-and-rounds): Thai names, our own flag
 * images in apps/server/media/lotto, schedules in Bangkok time and the default rates and limits of
 * docs/rules/lotto.md#rates-and-limits. The seed adds what is missing at every start and never changes
 * what an operator has edited.
 */

/** A rate in integer hundredths of a baht per baht staked (3.20 → 320), never a float; limits in baht. */
type Rate = { rateHundredths: number; min: number; max: number; cap: number };

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Per line 1 ฿ to 2,000 ฿ (3 digits) or 5,000 ฿; across members 10,000 / 20,000 / 50,000 ฿ a number. */
const three = (rateHundredths: number): Rate => ({ rateHundredths, min: 1, max: 2_000, cap: 10_000 });
const two = (rateHundredths: number): Rate => ({ rateHundredths, min: 1, max: 5_000, cap: 20_000 });
const run = (rateHundredths: number): Rate => ({ rateHundredths, min: 1, max: 5_000, cap: 50_000 });

/** Baht paid per 1 ฿ staked: the government table and the daily/stock table. */
const GOVERNMENT_RATES: Record<LottoBetType, Rate> = {
  '3top': three(900_00),
  '3tod': three(150_00),
  '3front': three(450_00),
  '3back': three(450_00),
  '2top': two(90_00),
  '2bottom': two(90_00),
  run_top: run(3_20),
  run_bottom: run(4_20),
};
const DAILY_RATES: Partial<Record<LottoBetType, Rate>> = {
  '3top': three(800_00),
  '3tod': three(120_00),
  '2top': two(90_00),
  '2bottom': two(90_00),
  run_top: run(3_20),
  run_bottom: run(4_20),
};

type SeedCategory = {
  code: LottoCategoryCode;
  name: string;
  schedule: LottoSchedule;
  openBeforeMinutes: number;
  cancelBeforeSeconds: number;
  createAheadDays: number;
  rates: Partial<Record<LottoBetType, Rate>>;
};

/** Daily and stock rounds: cancel until 60 s before close; created a week ahead. */
const daily = (
  code: LottoCategoryCode,
  name: string,
  weekdays: number[],
  closes: string[],
  openBeforeDays: number,
): SeedCategory => ({
  code,
  name,
  schedule: { kind: 'days', weekdays, closes },
  openBeforeMinutes: openBeforeDays * MINUTES_PER_DAY,
  cancelBeforeSeconds: 60,
  createAheadDays: 7,
  rates: DAILY_RATES,
});

export const SEED_LOTTO_CATEGORIES: SeedCategory[] = [
  {
    code: 'thai_gov',
    name: 'หวยรัฐบาลไทย',
    schedule: { kind: 'gov', close: '15:20' },
    // Opens when the previous draw closes (draws are at most 18 days apart: 30 Dec to 17 Jan); the next
    // two draws always exist.
    openBeforeMinutes: 20 * MINUTES_PER_DAY,
    cancelBeforeSeconds: 30 * 60,
    createAheadDays: 35,
    rates: GOVERNMENT_RATES,
  },
  daily('hanoi', 'หวยฮานอย', [1, 2, 3, 4, 5, 6, 7], ['18:00'], 1),
  daily('lao', 'หวยลาว', [1, 3, 5], ['20:00'], 3),
  daily('malaysia', 'หวยมาเลย์', [3, 6, 7], ['18:00'], 4),
  // The SET's sessions: a round before each opens (09:55, 14:15) and before each closes (12:25, 16:10).
  daily('thai_stock_am', 'หวยหุ้นไทยเช้า', WEEKDAYS, ['09:55', '12:25'], 3),
  daily('thai_stock_pm', 'หวยหุ้นไทยบ่าย', WEEKDAYS, ['14:15', '16:10'], 3),
  // Tokyo's market closes at 15:30 JST (13:30 Bangkok): bets close 13:00 Bangkok.
  daily('nikkei', 'หวยหุ้นนิเคอิ', WEEKDAYS, ['13:00'], 3),
  // New York's session closes at 03:00–04:00 Bangkok the next morning: bets close 23:30 Bangkok on the
  // trading day, a fixed Bangkok time whatever New York's daylight saving does.
  daily('dowjones', 'หวยหุ้นดาวโจนส์', WEEKDAYS, ['23:30'], 3),
  {
    code: 'yeekee',
    name: 'หวยยี่กี',
    schedule: { kind: 'interval', first_close: '06:15', every_minutes: 15, count: 88 },
    openBeforeMinutes: 15,
    cancelBeforeSeconds: 60,
    createAheadDays: 2,
    rates: DAILY_RATES,
  },
];

/** Adds the seed categories and their rates that are missing; what exists is left as the operator set it. */
export async function ensureLottoCategories(db: Db, agentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, seed] of SEED_LOTTO_CATEGORIES.entries()) {
      await tx
        .insert(lottoCategories)
        .values({
          agentId,
          code: seed.code,
          name: seed.name,
          image: `/media/lotto/${seed.code}.svg`,
          betTypes: Object.keys(seed.rates),
          schedule: seed.schedule,
          openBeforeMinutes: seed.openBeforeMinutes,
          cancelBeforeSeconds: seed.cancelBeforeSeconds,
          createAheadDays: seed.createAheadDays,
          memberNumberCapSatang: null,
          sortOrder: i + 1,
        })
        .onConflictDoNothing({ target: [lottoCategories.agentId, lottoCategories.code] });
    }
    const categories = await tx
      .select({ id: lottoCategories.id, code: lottoCategories.code })
      .from(lottoCategories)
      .where(eq(lottoCategories.agentId, agentId));
    const rows = categories.flatMap((category) => {
      const seed = SEED_LOTTO_CATEGORIES.find((s) => s.code === category.code);
      return Object.entries(seed?.rates ?? {}).map(([betType, r]) => ({
        categoryId: category.id,
        betType,
        rateHundredths: r.rateHundredths,
        minSatang: baht(r.min),
        maxSatang: baht(r.max),
        numberCapSatang: baht(r.cap),
        overCapRateHundredths: 0,
      }));
    });
    if (rows.length > 0) await tx.insert(lottoRates).values(rows).onConflictDoNothing();
  });
}
