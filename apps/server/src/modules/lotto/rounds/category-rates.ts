import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { lottoCategories, lottoRates } from '#db/schema/lotto.ts';
import type { RateRow } from '../bills/queries.ts';

/**
 * A category's rate rows as the operator saves them (docs/LOTTO.md#categories-and-rounds, docs/rules/lotto.md#rates-and-limits).
 *
 * The rule kept by a change: a bill already placed keeps the rate it was placed at (each line stores
 * `rate_hundredths`, and settlement pays that snapshot); only bills priced afterwards see the new rows. A
 * member whose priced bill no longer matches is refused with LOTTO_RATE_CHANGED on create and shown the new
 * pricing. The member site's rates read the table on each request (no server cache to clear).
 */
export type RateSetting = { betType: string } & RateRow;

export type RateProblem =
  | 'not_offered'
  | 'duplicate'
  | 'missing'
  | 'rate'
  | 'min'
  | 'max'
  | 'min_above_max'
  | 'cap'
  | 'over_cap_rate'
  | 'discount';

export type SaveRatesOutcome =
  | { ok: true; changed: boolean; categoryId: number; before: RateSetting[]; after: RateSetting[] }
  | { ok: false; why: 'not_found' }
  | { ok: false; why: 'invalid'; problem: RateProblem; betType: string };

const BAHT = 100n;

/** The highest discount, in percent: a bet always costs the member something. */
export const MAX_DISCOUNT_PERCENT = 90;
const isDiscount = (p: number) => Number.isSafeInteger(p) && p >= 0 && p <= MAX_DISCOUNT_PERCENT;

/** The highest rate, baht per baht (a 100,000× win is already far above any category's). */
export const MAX_RATE_HUNDREDTHS = 10_000_000;

function problemOf(r: RateSetting): RateProblem | null {
  if (!Number.isSafeInteger(r.rateHundredths) || r.rateHundredths <= 0) return 'rate';
  if (r.rateHundredths > MAX_RATE_HUNDREDTHS) return 'rate';
  if (r.minSatang <= 0n || r.minSatang % BAHT !== 0n) return 'min';
  if (r.maxSatang <= 0n || r.maxSatang % BAHT !== 0n) return 'max';
  if (r.minSatang > r.maxSatang) return 'min_above_max';
  if (r.numberCapSatang <= 0n || r.numberCapSatang % BAHT !== 0n) return 'cap';
  // Pricing never pays above the line's own rate for the excess (docs/rules/lotto.md#bills-and-limits).
  if (
    !Number.isSafeInteger(r.overCapRateHundredths) ||
    r.overCapRateHundredths < 0 ||
    r.overCapRateHundredths > r.rateHundredths
  ) {
    return 'over_cap_rate';
  }
  if (!isDiscount(r.discountPercent) || !isDiscount(r.reducedDiscountPercent)) return 'discount';
  return null;
}

const same = (a: RateSetting, b: RateSetting) =>
  a.rateHundredths === b.rateHundredths &&
  a.minSatang === b.minSatang &&
  a.maxSatang === b.maxSatang &&
  a.numberCapSatang === b.numberCapSatang &&
  a.overCapRateHundredths === b.overCapRateHundredths &&
  a.discountPercent === b.discountPercent &&
  a.reducedDiscountPercent === b.reducedDiscountPercent;

/**
 * Replaces the rows of the category `code` of the agent with `rates`, one per bet type it offers, all or
 * nothing, in the caller's transaction `tx` (so the caller's audit row commits with it). The category row
 * is locked so that two saves of one category run one after the other. Saving what is stored changes
 * nothing. `before` and `after` list the rows in the category's bet-type order.
 */
export async function saveCategoryRates(
  tx: Db,
  input: { agentId: number; code: string; rates: RateSetting[] },
): Promise<SaveRatesOutcome> {
  const plan = await planCategoryRates(tx, input);
  if (plan.ok && plan.changed) await writeCategoryRates(tx, plan.categoryId, plan.after);
  return plan;
}

/**
 * The save checked against the category, locked until the transaction ends, without writing: what
 * saveCategoryRates would answer. A caller that must decide first (the back office's caps,
 * docs/rules/value-controls.md#lotto-rates) writes it with writeCategoryRates in the same transaction.
 */
export async function planCategoryRates(
  tx: Db,
  input: { agentId: number; code: string; rates: RateSetting[] },
): Promise<SaveRatesOutcome> {
  const [category] = await tx
    .select({ id: lottoCategories.id, betTypes: lottoCategories.betTypes })
    .from(lottoCategories)
    .where(and(eq(lottoCategories.agentId, input.agentId), eq(lottoCategories.code, input.code)))
    .for('update');
  if (!category) return { ok: false, why: 'not_found' };
  const given = new Map<string, RateSetting>();
  for (const r of input.rates) {
    if (!category.betTypes.includes(r.betType)) {
      return { ok: false, why: 'invalid', problem: 'not_offered', betType: r.betType };
    }
    if (given.has(r.betType)) return { ok: false, why: 'invalid', problem: 'duplicate', betType: r.betType };
    const problem = problemOf(r);
    if (problem) return { ok: false, why: 'invalid', problem, betType: r.betType };
    given.set(r.betType, r);
  }
  const missing = category.betTypes.find((t) => !given.has(t));
  if (missing) return { ok: false, why: 'invalid', problem: 'missing', betType: missing };

  const stored = await tx
    .select()
    .from(lottoRates)
    .where(eq(lottoRates.categoryId, category.id))
    .orderBy(asc(lottoRates.betType));
  const order = (t: string) => category.betTypes.indexOf(t);
  const before: RateSetting[] = stored
    .map((r) => ({
      betType: r.betType,
      rateHundredths: r.rateHundredths,
      minSatang: r.minSatang,
      maxSatang: r.maxSatang,
      numberCapSatang: r.numberCapSatang,
      overCapRateHundredths: r.overCapRateHundredths,
      discountPercent: r.discountPercent,
      reducedDiscountPercent: r.reducedDiscountPercent,
    }))
    .sort((a, b) => order(a.betType) - order(b.betType));
  const after = category.betTypes.map((t) => given.get(t)!);
  const unchanged =
    before.length === after.length &&
    before.every((b, i) => b.betType === after[i]!.betType && same(b, after[i]!));
  return { ok: true, changed: !unchanged, categoryId: category.id, before, after };
}

/** Writes a planned save: rows of bet types the category no longer offers go, the offered ones whole. */
export async function writeCategoryRates(tx: Db, categoryId: number, after: RateSetting[]): Promise<void> {
  await tx.delete(lottoRates).where(eq(lottoRates.categoryId, categoryId));
  await tx.insert(lottoRates).values(after.map((r) => ({ categoryId, ...r })));
}
