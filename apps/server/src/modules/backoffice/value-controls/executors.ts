import type {
  AddPromotionRequest,
  BoShopItemCreate,
  BoShopItemUpdate,
  BoWheelSegmentsUpdate,
} from '@ug99/contract';
import { satangToBaht, wheelAmountUnits } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { OperatorCouponInput } from '#coupons';
import { addShopItem, editShopItem, shopItemToEdit } from '#shop';
import type { ShopItemRow } from '#shop';
import type { WheelChange } from '#wheel';
import type { ActingOperator } from '#shared/acting-operator.ts';

/**
 * What the capped paths' requests carry to their approval and how a save is measured
 * (docs/rules/value-controls.md). The actions themselves are the owning domains' operator use cases, run
 * by the operator who asked when within the caps, or by the approving operator once a request is
 * approved, so both run the same rule and write the same audit row.
 */

/** What a points request carries to its approval. */
export type PointsPayload = {
  member_id: number;
  phone: string;
  points: number;
  reason: string;
  request_id: string;
  summary: string;
};

/** What a shop request carries: a new credit item, or an item's new values. */
export type ShopPayload =
  | { op: 'add'; input: BoShopItemCreate; summary: string }
  | { op: 'update'; item_id: number; input: BoShopItemUpdate; summary: string };

/** What a coupon request carries: the coupon as it will be added (satang for credit). */
export type CouponPayload = OperatorCouponInput & { summary: string };

/** An approved shop request, done by the approver in the approval's transaction. */
export async function executeShopPayload(
  tx: Db,
  agentId: number,
  approver: ActingOperator,
  p: ShopPayload,
  detail: Record<string, unknown>,
): Promise<ShopItemRow> {
  if (p.op === 'add') return addShopItem(tx, agentId, approver, p.input, detail);
  const row = await shopItemToEdit(tx, agentId, p.item_id);
  return editShopItem(tx, approver, row, p.input, detail);
}

/** What a wheel request carries: every segment of the wheel as the marketing operator saved it. */
export type WheelPayload = {
  wheel_id: number;
  segments: BoWheelSegmentsUpdate['segments'];
  summary: string;
};

/** The wheel's capped prize kinds and their paths (docs/rules/value-controls.md#the-wheels-prize-table). */
export const WHEEL_PRIZE_PATHS = {
  credit: 'wheel_prizes',
  points: 'wheel_points',
  spins: 'wheel_spins',
} as const;
export type WheelPrizeRaise = Record<keyof typeof WHEEL_PRIZE_PATHS, bigint>;

/** The segments (1-based) whose prize a save sets, raises or switches on: another kind or off before, or higher. */
function raisedSegments(change: WheelChange) {
  return change.current
    .map((before, i) => ({ before, after: change.ordered[i]!, n: i + 1 }))
    .filter(({ before, after }) => {
      if (after.prize_kind === 'nothing' || !after.enabled) return false;
      const wasLive = before.enabled && before.prizeKind === after.prize_kind;
      return !wasLive || wheelAmountUnits(after.prize_kind, after.prize_amount) > before.prizeAmount;
    });
}

/**
 * What a save creates on the wheel's paths (docs/rules/value-controls.md#the-wheels-prize-table): per kind
 * (credit in satang, points, spins), the prize of every switched-on segment whose prize of that kind is
 * new (another kind or off before) or higher than before, summed. Lowering a prize, weights, labels and
 * "nothing" measure nothing.
 */
export function raisedWheelPrizes(change: WheelChange): WheelPrizeRaise {
  const raised: WheelPrizeRaise = { credit: 0n, points: 0n, spins: 0n };
  for (const { after } of raisedSegments(change)) {
    const kind = after.prize_kind as keyof WheelPrizeRaise;
    raised[kind] += wheelAmountUnits(kind, after.prize_amount);
  }
  return raised;
}

/** `วงล้อ 1: รางวัลที่ตั้งหรือเพิ่ม เครดิต 5,000.00 บาท (ช่องที่ 2 → 5,000.00 บาท)`-style text for a request. */
export function wheelSummary(change: WheelChange, raised: WheelPrizeRaise): string {
  const baht = (v: number) =>
    `${v.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;
  const count = (v: number, unit: string) => `${v.toLocaleString('th-TH')} ${unit}`;
  const amountText = (kind: string, v: number) =>
    kind === 'credit' ? baht(v) : count(v, kind === 'points' ? 'พอยท์' : 'ครั้ง');
  const totals = [
    raised.credit > 0n ? `เครดิต ${baht(satangToBaht(raised.credit))}` : null,
    raised.points > 0n ? count(Number(raised.points), 'พอยท์') : null,
    raised.spins > 0n ? `หมุนฟรี ${count(Number(raised.spins), 'ครั้ง')}` : null,
  ].filter((t) => t !== null);
  const segments = raisedSegments(change).map(
    ({ after, n }) => `ช่องที่ ${n} → ${amountText(after.prize_kind, after.prize_amount)}`,
  );
  return `วงล้อ ${change.wheel.name}: รางวัลที่ตั้งหรือเพิ่ม ${totals.join(', ')} (${segments.join(', ')})`;
}

/** The save's value on each of the wheel's paths, one action each under one ref. */
export function wheelActions(raised: WheelPrizeRaise, ref: string) {
  return (Object.keys(WHEEL_PRIZE_PATHS) as (keyof WheelPrizeRaise)[]).map((kind) => ({
    key: WHEEL_PRIZE_PATHS[kind],
    memberId: null,
    amount: raised[kind],
    ref,
  }));
}

/** What a promotion request carries: the promotion as it will be added. */
export type PromotionPayload = { input: AddPromotionRequest; summary: string };
