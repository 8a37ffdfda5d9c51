import { useState } from 'react';
import { SHOP_MAX_QUANTITY, type ShopItem } from '@ug99/contract';
import { shopTh } from '../th.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What the member may still take of the item: its stock, their limit and the contract's maximum. */
function maxQuantity(item: ShopItem): number {
  const left =
    item.per_member_limit === null ? item.stock : Math.min(item.stock, item.per_member_limit - item.redeemed);
  return Math.max(0, Math.min(left, SHOP_MAX_QUANTITY));
}

/** One item of the grid: image, price, stock, limit, a quantity stepper and the redeem button. */
export function ItemCard({ item }: { item: ShopItem }) {
  const max = maxQuantity(item);
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const soldOut = item.stock === 0;
  return (
    <li
      className="flex overflow-hidden rounded-2xl border border-ink-600 bg-ink-800 sm:flex-col"
      aria-label={item.name}
    >
      <img
        src={item.image}
        alt=""
        width={240}
        height={240}
        loading="lazy"
        className="aspect-square w-28 shrink-0 self-start bg-ink-900 object-contain sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-bold text-white">{item.name}</h3>
        <p className="text-sm text-muted">
          {item.kind === 'credit' && item.credit_amount !== null
            ? shopTh.credit(formatTHB(item.credit_amount))
            : shopTh.physical}
        </p>
        <p className="text-xl font-bold text-gold-300 tabular-nums">
          {shopTh.price(formatNumber(item.price_points))}
        </p>
        <p className="text-sm text-muted tabular-nums">
          {soldOut ? shopTh.outOfStock : shopTh.stock(formatNumber(item.stock))}
          {item.per_member_limit !== null && <> · {shopTh.limit(item.per_member_limit, item.redeemed)}</>}
        </p>
        <div className="mt-auto flex items-center gap-2 pt-2">
          <div
            className="flex items-center rounded-xl border border-ink-500"
            role="group"
            aria-label={shopTh.quantity}
          >
            <button
              type="button"
              aria-label={shopTh.decrease}
              className="grid size-11 place-items-center text-xl text-white disabled:opacity-40"
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <output className="w-8 text-center text-lg font-bold text-white tabular-nums" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              aria-label={shopTh.increase}
              className="grid size-11 place-items-center text-xl text-white disabled:opacity-40"
              disabled={quantity >= max}
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="btn btn-gold flex-1 disabled:cursor-not-allowed disabled:opacity-50"
            disabled={max === 0}
            onClick={() => setConfirming(true)}
          >
            {shopTh.redeem}
          </button>
        </div>
      </div>
      {confirming && <ConfirmDialog item={item} quantity={quantity} onClose={() => setConfirming(false)} />}
    </li>
  );
}
