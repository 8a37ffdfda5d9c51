import { ERRORS } from '@ug99/contract';
import type { ErrorKey } from '@ug99/contract';

/** Whether a redemption is possible, judged before anything is written (docs/rules/shop.md#redeeming). */
export type Refusal = { key: ErrorKey; message: string };

export function refusalFor(
  item: { pricePoints: number; stock: number; perMemberLimit: number | null },
  quantity: number,
  held: { points: bigint; redeemed: number },
): Refusal | null {
  if (quantity > item.stock) return { key: 'SHOP_OUT_OF_STOCK', message: ERRORS.SHOP_OUT_OF_STOCK.message };
  if (item.perMemberLimit !== null && held.redeemed + quantity > item.perMemberLimit) {
    const left = Math.max(0, item.perMemberLimit - held.redeemed);
    return { key: 'SHOP_LIMIT_REACHED', message: limitMessage(item.perMemberLimit, left) };
  }
  if (BigInt(item.pricePoints * quantity) > held.points) {
    return { key: 'POINTS_INSUFFICIENT', message: ERRORS.POINTS_INSUFFICIENT.message };
  }
  return null;
}

export function limitMessage(limit: number, left: number): string {
  return left > 0
    ? `ของรางวัลนี้แลกได้ท่านละ ${limit} ชิ้น ท่านแลกได้อีก ${left} ชิ้น`
    : `ของรางวัลนี้แลกได้ท่านละ ${limit} ชิ้น ท่านแลกครบแล้ว`;
}
