import type {
  AddPromotionRequest,
  BoPromotion,
  BoShopItemCreate,
  BoShopItemUpdate,
  BoWheel,
  BoWheelSegment,
  BoWheelSegmentsUpdate,
  CouponRewardKind,
} from '@ug99/contract';
import {
  bahtToSatang,
  satangToBaht,
  shopItemKind,
  wheelAmountUnits,
  wheelExpectedValue,
  wheelPrizeKind,
  wheelSegmentsProblem,
} from '@ug99/contract';
import type { BoShopItem } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { addCoupon } from '#coupons';
import { adjustPoints, PointsAdjustmentRefused } from '#points';
import { createShopItem, lockShopItem, updateShopItem } from '#shop';
import type { ShopItemRow } from '#shop';
import { allSegmentsOf, lockWheel, updateSegment } from '#wheel';
import { addPromotion, toPromotion } from '#promotions';
import type { PromotionRow } from '#promotions';
import type { wheelsOf } from '#wheel';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * The actions of the capped paths (docs/rules/value-controls.md), done by the operator who asked when
 * within the caps, or by the approving operator once a request is approved: one function each, so both
 * run the same rule and write the same audit row.
 */

type Audit = typeof writeBackofficeAudit;

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
export type CouponPayload = {
  code: string;
  reward_kind: CouponRewardKind;
  reward_amount: string;
  quota: number;
  valid_from: string;
  valid_until: string;
  summary: string;
};

/** The points domain's adjustment for a back-office operator, keyed by the screen's request id. */
export async function adjustPointsAs(
  tx: Db,
  ctx: OperationsContext,
  operator: Operator,
  p: { phone: string; points: number; reason: string; request_id: string },
) {
  try {
    return await adjustPoints(tx, {
      agentCode: ctx.agentCode,
      phone: p.phone,
      points: p.points,
      reason: p.reason,
      operator: auditName(operator),
      key: `backoffice:${p.request_id}`,
      by: originOf(operator),
      now: ctx.clock.now(),
    });
  } catch (err) {
    if (err instanceof PointsAdjustmentRefused) {
      const noMember = err.message.startsWith('no member');
      throw new AppError(
        'BO_POINTS_ADJUST_REFUSED',
        noMember ? 'ไม่พบสมาชิกที่ใช้เบอร์โทรนี้' : 'สมาชิกมีพอยท์ไม่พอให้หักตามจำนวนนี้',
      );
    }
    throw err;
  }
}

/** An item as the back office shows it (and its audit rows record it). */
export function shopItemView(i: ShopItemRow): BoShopItem {
  return {
    id: i.id,
    code: i.code,
    name: i.name,
    description: i.description,
    image: i.image,
    kind: shopItemKind.parse(i.kind),
    price_points: i.pricePoints,
    credit_amount: i.creditSatang === null ? null : satangToBaht(i.creditSatang),
    stock: i.stock,
    per_member_limit: i.perMemberLimit,
    active: i.active,
    sort_order: i.sortOrder,
    created_at: i.createdAt.toISOString(),
  };
}

export const shopValuesOf = (v: BoShopItemUpdate | BoShopItemCreate) => ({
  name: v.name,
  description: v.description,
  image: v.image,
  pricePoints: v.price_points,
  creditSatang: v.credit_amount === null ? null : bahtToSatang(v.credit_amount),
  perMemberLimit: v.per_member_limit,
  sortOrder: v.sort_order,
});

/** Adds a shop item with its `shop.item.add` audit row; a code in use is BO_SHOP_CODE_TAKEN. */
export async function addShopItemAs(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  operator: Operator,
  input: BoShopItemCreate,
  detail: Record<string, unknown> = {},
  view: (row: ShopItemRow) => unknown,
): Promise<ShopItemRow> {
  const row = await createShopItem(tx, {
    agentId: await ctx.agentId(),
    code: input.code,
    kind: input.kind,
    stock: input.stock,
    ...shopValuesOf(input),
  });
  if (!row) throw new AppError('BO_SHOP_CODE_TAKEN');
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'shop.item.add',
    targetType: 'shop_item',
    targetId: row.id,
    after: view(row),
    detail: { code: row.code, ...detail },
  });
  return row;
}

/** Saves an item's new values with its `shop.item.update` audit row (before and after). */
export async function updateShopItemAs(
  tx: Db,
  audit: Audit,
  operator: Operator,
  row: ShopItemRow,
  input: BoShopItemUpdate,
  detail: Record<string, unknown>,
  view: (row: ShopItemRow) => unknown,
): Promise<ShopItemRow> {
  const updated = await updateShopItem(tx, row, { ...shopValuesOf(input), active: input.active });
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'shop.item.update',
    targetType: 'shop_item',
    targetId: row.id,
    before: view(row),
    after: view(updated),
    detail: { code: row.code, ...detail },
  });
  return updated;
}

/** An approved shop request, done by the approver in the approval's transaction. */
export async function executeShopPayload(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  approver: Operator,
  p: ShopPayload,
  detail: Record<string, unknown>,
  view: (row: ShopItemRow) => unknown,
): Promise<ShopItemRow> {
  if (p.op === 'add') return addShopItemAs(tx, ctx, audit, approver, p.input, detail, view);
  const row = await lockShopItem(tx, await ctx.agentId(), p.item_id);
  if (!row) throw new AppError('BO_SHOP_ITEM_NOT_FOUND');
  return updateShopItemAs(tx, audit, approver, row, p.input, detail, view);
}

/** Adds a coupon through the coupons domain (its `coupon:add` row names the operator). */
export async function addCouponAs(tx: Db, ctx: OperationsContext, operator: Operator, p: CouponPayload) {
  // An approval that comes after the window's end adds nothing: the request stays to be rejected.
  if (new Date(p.valid_until) <= ctx.clock.now()) throw new AppError('BO_COUPON_WINDOW');
  const outcome = await addCoupon(tx, {
    agentId: await ctx.agentId(),
    code: p.code,
    reward: { kind: p.reward_kind, amount: BigInt(p.reward_amount) },
    quota: p.quota,
    validFrom: new Date(p.valid_from),
    validUntil: new Date(p.valid_until),
    operator: auditName(operator),
    by: originOf(operator),
  });
  if (outcome.ok) return outcome.coupon;
  if (outcome.refusal === 'exists') throw new AppError('BO_COUPON_CODE_TAKEN');
  if (outcome.refusal === 'window') throw new AppError('BO_COUPON_WINDOW');
  throw new AppError('VALIDATION_FAILED');
}

/** What a wheel request carries: every segment of the wheel as the marketing operator saved it. */
export type WheelPayload = {
  wheel_id: number;
  segments: BoWheelSegmentsUpdate['segments'];
  summary: string;
};

type WheelRow = Awaited<ReturnType<typeof wheelsOf>>[number];
type SegmentRow = Awaited<ReturnType<typeof allSegmentsOf>>[number];
type SentSegment = BoWheelSegmentsUpdate['segments'][number];

function segmentView(s: SegmentRow): BoWheelSegment {
  const kind = wheelPrizeKind.parse(s.prizeKind);
  return {
    id: s.id,
    position: s.position,
    label: s.label,
    image: s.image,
    prize_kind: kind,
    prize_amount: kind === 'credit' ? satangToBaht(s.prizeAmount) : Number(s.prizeAmount),
    weight: s.weight,
    enabled: s.enabled,
  };
}

/** A wheel as the back office shows it, with the expected prize per spin from its weights. */
export async function wheelViewOf(conn: Db, wheel: WheelRow): Promise<BoWheel> {
  const segments = (await allSegmentsOf(conn, wheel.id)).map(segmentView);
  return {
    id: wheel.id,
    tab: wheel.tab,
    name: wheel.name,
    spin_cost_points: wheel.spinCostPoints,
    segments,
    expected: wheelExpectedValue(segments),
  };
}

/** A whole-wheel save checked against the wheel as it is now (locked): every segment once, valid. */
export type WheelChange = { wheel: WheelRow; current: SegmentRow[]; ordered: SentSegment[] };

export async function wheelChangeOf(
  tx: Db,
  ctx: OperationsContext,
  wheelId: number,
  segments: readonly SentSegment[],
): Promise<WheelChange> {
  const wheel = await lockWheel(tx, await ctx.agentId(), wheelId);
  if (!wheel) throw new AppError('BO_WHEEL_NOT_FOUND');
  const current = await allSegmentsOf(tx, wheel.id);
  const ids = new Set(current.map((s) => s.id));
  const sent = new Set(segments.map((s) => s.segment_id));
  if (sent.size !== segments.length || sent.size !== ids.size || [...sent].some((id) => !ids.has(id)))
    throw new AppError('BO_WHEEL_INVALID', 'ต้องส่งทุกช่องของวงล้อนี้ ช่องละครั้ง กรุณาโหลดหน้าใหม่');
  // The form's order may differ; the wheel keeps its positions.
  const byId = new Map(segments.map((s) => [s.segment_id, s]));
  const ordered = current.map((s) => byId.get(s.id)!);
  const problem = wheelSegmentsProblem(ordered);
  if (problem) throw new AppError('BO_WHEEL_INVALID', problem);
  return { wheel, current, ordered };
}

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

/** Saves every segment with the wheel's `wheel.segments` audit row (before and after). */
export async function saveWheelAs(
  tx: Db,
  audit: Audit,
  operator: Operator,
  change: WheelChange,
  detail: Record<string, unknown>,
): Promise<BoWheel> {
  const { wheel, ordered } = change;
  const before = await wheelViewOf(tx, wheel);
  for (const s of ordered) {
    await updateSegment(tx, wheel.id, {
      id: s.segment_id,
      label: s.label,
      prizeKind: s.prize_kind,
      prizeAmount: wheelAmountUnits(s.prize_kind, s.prize_amount),
      weight: s.weight,
      enabled: s.enabled,
    });
  }
  const after = await wheelViewOf(tx, wheel);
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'wheel.segments',
    targetType: 'wheel',
    targetId: wheel.id,
    before: { segments: before.segments, expected: before.expected },
    after: { segments: after.segments, expected: after.expected },
    detail: { tab: wheel.tab, name: wheel.name, ...detail },
  });
  return after;
}

/** What a promotion request carries: the promotion as it will be added. */
export type PromotionPayload = { input: AddPromotionRequest; summary: string };

export function promotionView(row: PromotionRow): BoPromotion {
  const { agent_code: _agent, ...terms } = toPromotion(row, '');
  return { ...terms, active: row.active, sort_order: row.sortOrder, created_at: row.createdAt.toISOString() };
}

/** Baht or a rate with 2 decimals as integer hundredths, through the decimal string, never a float product. */
const hundredths = (value: number) => Number(bahtToSatang(value));

/** A new promotion, switched on, with its `promotion:add` audit row (the command line's action). */
export async function addPromotionAs(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  operator: Operator,
  input: AddPromotionRequest,
  detail: Record<string, unknown> = {},
): Promise<BoPromotion> {
  const row = await addPromotion(tx, {
    agentId: await ctx.agentId(),
    title: input.title,
    image: input.image,
    description: input.description,
    type: input.type,
    minDepositSatang: bahtToSatang(input.min_deposit),
    bonusPercentHundredths: hundredths(input.bonus_percent),
    bonusCapSatang: bahtToSatang(input.bonus_cap),
    turnoverMultiplierHundredths: hundredths(input.turnover_multiplier),
    categories: input.categories,
    maxWithdrawSatang: input.max_withdraw === null ? null : bahtToSatang(input.max_withdraw),
    perMemberLimit: input.per_member_limit,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    sortOrder: input.sort_order,
  });
  const after = promotionView(row);
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'promotion:add',
    targetType: 'promotion',
    targetId: row.id,
    after,
    ...(Object.keys(detail).length > 0 ? { detail } : {}),
  });
  return after;
}
