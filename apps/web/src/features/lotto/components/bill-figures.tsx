import { formatTHB } from '@/shared/format/index.ts';
import { lottoTh } from '../th.ts';

/**
 * A bill's three figures (docs/rules/lotto.md#discounts): the total staked, the discount taken off it,
 * and what leaves (or left) the wallet. The discount and pay rows show only when there is a discount.
 */
export function BillFigures({ total, discount, pay }: { total: number; discount: number; pay: number }) {
  return (
    <>
      <div className="flex justify-between">
        <dt>{lottoTh.total}</dt>
        <dd className="font-bold text-white tabular-nums">{formatTHB(total)}</dd>
      </div>
      {discount > 0 && (
        <>
          <div className="flex justify-between">
            <dt>{lottoTh.discount}</dt>
            <dd className="font-bold text-emerald-300 tabular-nums">−{formatTHB(discount)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{lottoTh.pay}</dt>
            <dd className="font-bold text-white tabular-nums">{formatTHB(pay)}</dd>
          </div>
        </>
      )}
    </>
  );
}
