import { bahtToSatang, LOTTO_BET_TYPES, satangToBaht } from '@ug99/contract';
import type { BoLottoRateInput, LottoBetType } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { planCategoryRates, writeCategoryRates } from '../rounds/category-rates.ts';
import type { RateProblem, RateSetting } from '../rounds/category-rates.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';

/**
 * A category's rates as the back office saves them (docs/BACKOFFICE.md#lotto, `lotto:rates`), and what a
 * save raises on the capped path `lotto_rates` (docs/rules/value-controls.md#lotto-rates): run by the
 * lotto operator within the caps, or by the approver of a `lotto.rates` request.
 */

const rate = (hundredths: number) => hundredths / 100;

/** A rate row as the audit log shows it: baht and rates as the screen shows them. */
const rateRecord = (r: RateSetting) => ({
  bet_type: r.betType,
  rate: rate(r.rateHundredths),
  min: satangToBaht(r.minSatang),
  max: satangToBaht(r.maxSatang),
  number_cap: satangToBaht(r.numberCapSatang),
  over_cap_rate: rate(r.overCapRateHundredths),
  discount_percent: r.discountPercent,
  reduced_discount_percent: r.reducedDiscountPercent,
});

const betTypeName = (betType: string) =>
  betType in LOTTO_BET_TYPES ? LOTTO_BET_TYPES[betType as LottoBetType].name : betType;

/** The Thai message naming the bet type and the field to fix (BO_LOTTO_RATES_INVALID). */
function rateProblemMessage(problem: RateProblem | 'decimals', betType: string): string {
  const name = betTypeName(betType);
  switch (problem) {
    case 'not_offered':
      return `ประเภทหวยนี้ไม่มีการแทง ${name}`;
    case 'duplicate':
      return `${name}: ส่งอัตราจ่ายซ้ำ`;
    case 'missing':
      return `${name}: ต้องระบุอัตราจ่ายของทุกประเภทการแทงพร้อมกัน`;
    case 'rate':
      return `${name}: อัตราจ่ายต้องมากกว่า 0 และไม่เกิน 100,000`;
    case 'decimals':
      return `${name}: อัตราจ่ายมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`;
    case 'min':
      return `${name}: ยอดแทงขั้นต่ำต้องเป็นจำนวนเต็มบาทที่มากกว่า 0`;
    case 'max':
      return `${name}: ยอดแทงสูงสุดต้องเป็นจำนวนเต็มบาทที่มากกว่า 0`;
    case 'min_above_max':
      return `${name}: ยอดแทงขั้นต่ำต้องไม่มากกว่ายอดแทงสูงสุด`;
    case 'cap':
      return `${name}: วงเงินรับต่อเลขต้องเป็นจำนวนเต็มบาทที่มากกว่า 0`;
    case 'over_cap_rate':
      return `${name}: อัตราจ่ายเกินวงเงินต้องไม่ติดลบและไม่มากกว่าอัตราจ่ายปกติ`;
    case 'discount':
      return `${name}: ส่วนลดต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 90 เปอร์เซ็นต์`;
  }
}

const settingOf = (r: BoLottoRateInput): RateSetting => ({
  betType: r.bet_type,
  rateHundredths: Math.round(r.rate * 100),
  minSatang: bahtToSatang(r.min),
  maxSatang: bahtToSatang(r.max),
  numberCapSatang: bahtToSatang(r.number_cap),
  overCapRateHundredths: Math.round(r.over_cap_rate * 100),
  discountPercent: r.discount_percent,
  reducedDiscountPercent: r.reduced_discount_percent,
});

/** What a rates request carries: the category's rows as the lotto operator saved them. */
export type LottoRatesPayload = { code: string; rates: BoLottoRateInput[]; summary: string };

export type RatesPlan = {
  categoryId: number;
  changed: boolean;
  before: RateSetting[];
  after: RateSetting[];
};

/**
 * The save checked against the category (locked until the transaction ends), nothing written:
 * BO_LOTTO_CATEGORY_NOT_FOUND, or BO_LOTTO_RATES_INVALID naming the bet type and the field.
 */
export async function planRates(
  tx: Db,
  ctx: Pick<LottoOperatorContext, 'agentId'>,
  code: string,
  rows: BoLottoRateInput[],
): Promise<RatesPlan> {
  // A rate is hundredths of a baht: 70.555 is refused rather than rounded.
  const hundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
  const fractional = rows.find((r) => !hundredths(r.rate) || !hundredths(r.over_cap_rate));
  if (fractional) {
    throw new AppError('BO_LOTTO_RATES_INVALID', rateProblemMessage('decimals', fractional.bet_type));
  }
  const plan = await planCategoryRates(tx, {
    agentId: await ctx.agentId(),
    code,
    rates: rows.map(settingOf),
  });
  if (!plan.ok) {
    if (plan.why === 'not_found') throw new AppError('BO_LOTTO_CATEGORY_NOT_FOUND');
    throw new AppError('BO_LOTTO_RATES_INVALID', rateProblemMessage(plan.problem, plan.betType));
  }
  return plan;
}

/**
 * What a raised discount weighs, in hundredths of a baht per baht: each percent point raised counts as
 * raising the bet type's rate by 1% of itself (a discount of p% costs the site about what a rate p% higher
 * pays), rounded up; for the discount at the rate and the reduced-rate one alike
 * (docs/rules/value-controls.md#lotto-rates).
 */
function discountWeight(after: RateSetting, before: RateSetting | undefined): number {
  const points =
    Math.max(0, after.discountPercent - (before?.discountPercent ?? 0)) +
    Math.max(0, after.reducedDiscountPercent - (before?.reducedDiscountPercent ?? 0));
  return Math.ceil((points * after.rateHundredths) / 100);
}

/**
 * What a save raises (docs/rules/value-controls.md#lotto-rates), in hundredths of a baht paid per baht
 * staked: per bet type, how much its rate goes up (a bet type with no row before counts from 0) and what
 * its raised discounts weigh, summed. Lowering measures nothing; nor do the over-cap rate (never above the
 * rate, so it pays no more per baht than a rate already accepted), the stake limits and the caps per number.
 */
export function raisedRates(plan: Pick<RatesPlan, 'before' | 'after'>): bigint {
  let raised = 0;
  for (const after of plan.after) {
    const before = plan.before.find((b) => b.betType === after.betType);
    raised += Math.max(0, after.rateHundredths - (before?.rateHundredths ?? 0));
    raised += discountWeight(after, before);
  }
  return BigInt(raised);
}

/** `หวยลาว: เพิ่มอัตราจ่ายรวม 810.00 บาทต่อบาท (2 ตัวบน 90 → 900)`-style text for a request. */
export function ratesSummary(categoryName: string, plan: RatesPlan): string {
  const fixed = (v: number) =>
    v.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = (v: number) => v.toLocaleString('th-TH', { maximumFractionDigits: 2 });
  const pairs = plan.after.map((after) => ({
    after,
    before: plan.before.find((b) => b.betType === after.betType),
  }));
  const raised = pairs
    .filter(({ after, before }) => after.rateHundredths > (before?.rateHundredths ?? 0))
    .map(
      ({ after, before }) =>
        `${betTypeName(after.betType)} ${plain(rate(before?.rateHundredths ?? 0))} → ${plain(rate(after.rateHundredths))}`,
    );
  for (const { after, before } of pairs) {
    const name = betTypeName(after.betType);
    const was = { at: before?.discountPercent ?? 0, reduced: before?.reducedDiscountPercent ?? 0 };
    if (after.discountPercent > was.at) raised.push(`ส่วนลด ${name} ${was.at}% → ${after.discountPercent}%`);
    if (after.reducedDiscountPercent > was.reduced) {
      raised.push(`ส่วนลดเลขจ่ายครึ่ง ${name} ${was.reduced}% → ${after.reducedDiscountPercent}%`);
    }
  }
  const total = fixed(Number(raisedRates(plan)) / 100);
  return `${categoryName}: เพิ่มอัตราจ่ายรวม ${total} บาทต่อบาท (${raised.join(', ')})`;
}

/** Writes a planned save with its `lotto:rates` audit row (before and after); an unchanged save writes nothing. */
export async function writeRatesAs(
  tx: Db,
  actor: Pick<LottoActor, 'audit'>,
  code: string,
  plan: RatesPlan,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (!plan.changed) return;
  await writeCategoryRates(tx, plan.categoryId, plan.after);
  await actor.audit(tx, {
    action: 'lotto:rates',
    targetType: 'lotto_category',
    targetId: code,
    before: { rates: plan.before.map(rateRecord) },
    after: { rates: plan.after.map(rateRecord) },
    detail: { category_id: plan.categoryId, ...detail },
  });
}
