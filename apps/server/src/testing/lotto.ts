import { and, eq } from 'drizzle-orm';
import type { LottoBetType, LottoCategoryCode } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { agents, lottoCategories, lottoNumberRules, lottoRates, lottoRounds } from '#db/schema/index.ts';
import type { Registered } from './members.ts';
import { creditMainWallet } from './payments.ts';

/**
 * Lotto test fixtures written straight into the tables, so bill tests do not depend on the scheduler:
 * a category of the ug99 agent set to known rates and limits, and an open round in it.
 */

export type TestRate = {
  rate: number;
  min: number;
  max: number;
  cap: number;
  overCapRate?: number;
  /** Whole percents (docs/rules/lotto.md#discounts); none unless a test asks. */
  discount?: number;
  reducedDiscount?: number;
};

/** The daily lotteries' defaults (docs/rules/lotto.md), caps of 10,000 ฿ per number. */
export const TEST_RATES: Record<LottoBetType, TestRate> = {
  '3top': { rate: 800, min: 1, max: 2_000, cap: 10_000 },
  '3tod': { rate: 120, min: 1, max: 2_000, cap: 10_000 },
  '3front': { rate: 450, min: 1, max: 2_000, cap: 10_000 },
  '3back': { rate: 450, min: 1, max: 2_000, cap: 10_000 },
  '2top': { rate: 90, min: 1, max: 5_000, cap: 10_000 },
  '2bottom': { rate: 90, min: 1, max: 5_000, cap: 10_000 },
  run_top: { rate: 3.2, min: 1, max: 5_000, cap: 10_000 },
  run_bottom: { rate: 4.2, min: 1, max: 5_000, cap: 10_000 },
};

export type TestRoundOptions = {
  now: Date;
  code?: LottoCategoryCode;
  /** Bet types the category offers (default: all but 3front and 3back, like a daily lottery). */
  betTypes?: LottoBetType[];
  rates?: Partial<Record<LottoBetType, Partial<TestRate>>>;
  memberCapBaht?: number | null;
  /** The round opens this long after `now` (default an hour before it). */
  openInMs?: number;
  /** The round closes this long after `now` (default an hour). */
  closeInMs?: number;
  cancelBeforeMs?: number;
  status?: 'scheduled' | 'open' | 'closed';
};

let roundSequence = 0;
const satang = (baht: number) => BigInt(Math.round(baht * 100));

async function agentId(db: Db): Promise<number> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, 'ug99'));
  if (!agent) throw new Error('the ug99 agent is not seeded');
  return agent.id;
}

/**
 * Sets the category to exactly these options (rates, bet types, member cap), creating it when the seed
 * has not, and adds an open round closing `closeInMs` after `now`.
 */
export async function openTestRound(
  db: Db,
  o: TestRoundOptions,
): Promise<{ roundId: number; categoryId: number }> {
  const agent = await agentId(db);
  const code = o.code ?? 'hanoi';
  const betTypes =
    o.betTypes ?? (['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'] as LottoBetType[]);
  const settings = {
    betTypes,
    memberNumberCapSatang: o.memberCapBaht == null ? null : satang(o.memberCapBaht),
    cancelBeforeSeconds: Math.round((o.cancelBeforeMs ?? 60_000) / 1000),
  };
  const [category] = await db
    .insert(lottoCategories)
    .values({
      agentId: agent,
      code,
      name: `ทดสอบ ${code}`,
      image: `/media/lotto/${code}.svg`,
      schedule: { kind: 'days', weekdays: [1, 2, 3, 4, 5, 6, 7], closes: ['18:00'] },
      openBeforeMinutes: 24 * 60,
      ...settings,
    })
    .onConflictDoUpdate({ target: [lottoCategories.agentId, lottoCategories.code], set: settings })
    .returning({ id: lottoCategories.id });
  const categoryId = category!.id;
  await db.delete(lottoRates).where(eq(lottoRates.categoryId, categoryId));
  await db.insert(lottoRates).values(
    betTypes.map((type) => {
      const r = { ...TEST_RATES[type], ...o.rates?.[type] };
      return {
        categoryId,
        betType: type,
        rateHundredths: Math.round(r.rate * 100),
        minSatang: satang(r.min),
        maxSatang: satang(r.max),
        numberCapSatang: satang(r.cap),
        overCapRateHundredths: Math.round((r.overCapRate ?? 0) * 100),
        discountPercent: r.discount ?? 0,
        reducedDiscountPercent: r.reducedDiscount ?? 0,
      };
    }),
  );
  roundSequence += 1;
  // A distinct close per round (rounds are unique per category and close time).
  const closeAt = new Date(o.now.getTime() + (o.closeInMs ?? 3_600_000) + roundSequence);
  const [round] = await db
    .insert(lottoRounds)
    .values({
      categoryId,
      title: `งวดทดสอบ ${roundSequence}`,
      drawDate: closeAt.toISOString().slice(0, 10),
      openAt: new Date(o.now.getTime() + (o.openInMs ?? -3_600_000)),
      closeAt,
      cancelUntil: new Date(closeAt.getTime() - (o.cancelBeforeMs ?? 60_000)),
      status: o.status ?? 'open',
      createdBy: 'test',
    })
    .returning({ id: lottoRounds.id });
  return { roundId: round!.id, categoryId };
}

/** The operator's rule for one number of a round (closed, a reduced rate, its own cap). */
export async function setNumberRule(
  db: Db,
  roundId: number,
  type: LottoBetType,
  number: string,
  rule: { closed?: boolean; rate?: number; capBaht?: number },
): Promise<void> {
  const values = {
    closed: rule.closed ?? false,
    rateHundredths: rule.rate === undefined ? null : Math.round(rule.rate * 100),
    capSatang: rule.capBaht === undefined ? null : satang(rule.capBaht),
    updatedBy: 'test',
  };
  await db
    .insert(lottoNumberRules)
    .values({ roundId, betType: type, number, ...values })
    .onConflictDoUpdate({
      target: [lottoNumberRules.roundId, lottoNumberRules.betType, lottoNumberRules.number],
      set: values,
    });
}

/** Credits the member's main wallet by an operator adjustment. */
export function fundMember(db: Db, m: Registered, baht: number): Promise<void> {
  return creditMainWallet(db, m, satang(baht));
}

export async function roundStatus(db: Db, roundId: number, status: string): Promise<void> {
  await db
    .update(lottoRounds)
    .set({ status })
    .where(and(eq(lottoRounds.id, roundId)));
}
