import { LOTTO_BET_TYPES, lottoLineMessages as say, VIP_LOTTO_DISCOUNT_MAX_BP } from '@ug99/contract';
import type { LottoBetType, LottoLineState } from '@ug99/contract';
import { numberKey } from './queries.ts';
import type { NumberRule, RateRow } from './queries.ts';

export { numberKey };

/**
 * Prices a bill's lines (docs/rules/lotto.md#bills-and-limits). Pure: the caller reads the category's
 * rates, the operator's number rules and the stake counters (locked, when it is going to raise them),
 * and this decides each line's rate and state. Amounts are satang, rates integer hundredths.
 */

export type PricingContext = {
  betTypes: readonly string[];
  rates: ReadonlyMap<string, RateRow>;
  /** By numberKey(type, number). */
  rules: ReadonlyMap<string, NumberRule>;
  /** Already staked on each (type, number) in the round, across members and by this member. */
  staked: ReadonlyMap<string, bigint>;
  memberStaked: ReadonlyMap<string, bigint>;
  /** The category's per-member cap per number, or null. */
  memberCapSatang: bigint | null;
  /** The member's VIP level's extra discount, basis points, as in force now (docs/rules/vip.md#lotto). */
  vipExtraBp: number;
};

export type LineInput = { type: LottoBetType; number: string; amountSatang: bigint };
export type PricedLine = {
  type: LottoBetType;
  number: string;
  amountSatang: bigint;
  rateHundredths: number;
  state: LottoLineState;
  /**
   * Taken off the amount: the category's discount for the line's state (and the VIP extra at the
   * category's rate), floored to the satang.
   */
  discountSatang: bigint;
};
export type Pricing = { ok: true; lines: PricedLine[] } | { ok: false; line: number; why: string };

const BAHT = 100n;

/**
 * Satang won by `amountSatang` at `rateHundredths`. Exact: line amounts are whole baht (below), so the
 * division by 100 never leaves a remainder; a caller passing anything else is a bug, not a rounding case.
 */
export function winSatang(amountSatang: bigint, rateHundredths: number): bigint {
  const product = amountSatang * BigInt(rateHundredths);
  if (product % BAHT !== 0n)
    throw new RangeError(`a win of ${amountSatang} at ${rateHundredths} is not exact`);
  return product / BAHT;
}

/**
 * The discount of a line (docs/rules/lotto.md#discounts): the bet type's discount at the category's rate
 * plus the member's VIP extra (docs/rules/vip.md#lotto), together never above 90%; its reduced-rate
 * discount alone at a reduced rate (a number the operator holds back gets no VIP extra); none on a line
 * that is not staked; floored to the satang.
 */
export function discountSatang(
  amountSatang: bigint,
  state: LottoLineState,
  rate: RateRow,
  vipExtraBp = 0,
): bigint {
  const bp =
    state === 'ok'
      ? Math.min(rate.discountPercent * 100 + vipExtraBp, VIP_LOTTO_DISCOUNT_MAX_BP)
      : state === 'reduced'
        ? rate.reducedDiscountPercent * 100
        : 0;
  return (amountSatang * BigInt(bp)) / 10_000n;
}

/** Why a line cannot be priced at all (Thai, shown in LOTTO_LINE_INVALID's message), or undefined. */
function invalidLine(line: LineInput, ctx: PricingContext): string | undefined {
  const digits = LOTTO_BET_TYPES[line.type].digits;
  const name = LOTTO_BET_TYPES[line.type].name;
  if (!ctx.betTypes.includes(line.type) || !ctx.rates.has(line.type)) return say.notOffered(name);
  if (!new RegExp(`^\\d{${digits}}$`).test(line.number)) return say.digits(name, digits);
  // Three equal digits have one ordering only: a tod on them would be a 3top paid at the tod rate.
  if (line.type === '3tod' && /^(\d)\1\1$/.test(line.number)) return say.triple(name);
  // Whole baht only, so that every win (amount × rate in hundredths) is an exact number of satang.
  if (line.amountSatang % BAHT !== 0n) return say.wholeBaht;
  const rate = ctx.rates.get(line.type)!;
  if (line.amountSatang < rate.minSatang || line.amountSatang > rate.maxSatang) {
    return say.range(name, Number(rate.minSatang / BAHT), Number(rate.maxSatang / BAHT));
  }
  return undefined;
}

const floorToBaht = (satang: bigint) => (satang <= 0n ? 0n : satang - (satang % BAHT));

/**
 * One input line becomes one to three priced lines, in this order: the part within the caps at the
 * line's rate (`ok`, or `reduced` under an operator's reduced rate); the part past the cap across
 * members at the category's over-cap rate (`reduced`); the part refused (`over_limit`: past the
 * member's own cap, or past the cap across members when the over-cap rate is 0). A closed number is one
 * `closed` line. Lines of one bill on the same number count against the caps together, in bill order.
 */
export function priceLines(lines: readonly LineInput[], ctx: PricingContext): Pricing {
  const staked = new Map(ctx.staked);
  const memberStaked = new Map(ctx.memberStaked);
  const out: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const why = invalidLine(line, ctx);
    if (why) return { ok: false, line: index, why };
    const key = numberKey(line.type, line.number);
    const rate = ctx.rates.get(line.type)!;
    const rule = ctx.rules.get(key);
    const at = (amountSatang: bigint, rateHundredths: number, state: LottoLineState) =>
      out.push({
        type: line.type,
        number: line.number,
        amountSatang,
        rateHundredths,
        state,
        discountSatang: discountSatang(amountSatang, state, rate, ctx.vipExtraBp),
      });
    if (rule?.closed) {
      at(line.amountSatang, 0, 'closed');
      continue;
    }
    const memberRoom =
      ctx.memberCapSatang === null
        ? line.amountSatang
        : floorToBaht(ctx.memberCapSatang - (memberStaked.get(key) ?? 0n));
    const allowed = line.amountSatang < memberRoom ? line.amountSatang : memberRoom;
    const cap = rule?.capSatang ?? rate.numberCapSatang;
    const room = floorToBaht(cap - (staked.get(key) ?? 0n));
    const within = allowed < room ? allowed : room;
    const past = allowed - within;
    const reduced = rule?.rateHundredths ?? null;
    // A number's rate is a reduced one: never above the category's, even after the category's is lowered
    // (raising a payout is a change of the category's rates, docs/rules/value-controls.md#lotto-rates).
    const lineRate = reduced === null ? rate.rateHundredths : Math.min(reduced, rate.rateHundredths);
    // The over-cap rate never pays more than the number's own rate (an operator's reduced rate is lower).
    const overCapRate = Math.min(rate.overCapRateHundredths, lineRate);
    const overCapTaken = overCapRate > 0 ? past : 0n;
    const refused = line.amountSatang - within - overCapTaken;

    if (within > 0n) at(within, lineRate, reduced === null ? 'ok' : 'reduced');
    if (overCapTaken > 0n) at(overCapTaken, overCapRate, 'reduced');
    if (refused > 0n) at(refused, 0, 'over_limit');
    staked.set(key, (staked.get(key) ?? 0n) + within + overCapTaken);
    memberStaked.set(key, (memberStaked.get(key) ?? 0n) + within + overCapTaken);
  }
  return { ok: true, lines: out };
}

/** Lines that can be staked: a bill with a closed or over_limit line is not created. */
export const isStakeable = (line: PricedLine) => line.state === 'ok' || line.state === 'reduced';
