import { LOTTO_BET_TYPES, type LottoPricedBill } from '@ug99/contract';
import { lottoTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { BillFigures } from './bill-figures.tsx';
import { formatRate } from './format-rate.ts';

const STATE_TONE = {
  ok: 'text-emerald-300',
  reduced: 'text-gold-300',
  closed: 'text-red-200',
  over_limit: 'text-red-200',
} as const;

/**
 * A priced bill: each line's amount with its discount, rate, potential win and state, then the total, the discount, what
 * the wallet pays and the potential win.
 */
export function PricedLines({ bill }: { bill: LottoPricedBill }) {
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead className="text-sm text-muted">
            <tr>
              <th className="py-1 pr-2 font-normal">{lottoTh.col.type}</th>
              <th className="py-1 pr-2 font-normal">{lottoTh.col.number}</th>
              <th className="py-1 pr-2 text-right font-normal">{lottoTh.col.amount}</th>
              <th className="py-1 pr-2 text-right font-normal">{lottoTh.col.rate}</th>
              <th className="py-1 pr-2 text-right font-normal">{lottoTh.col.win}</th>
              <th className="py-1 font-normal">{lottoTh.col.status}</th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((line) => (
              <tr key={`${line.type}:${line.number}`} className="border-t border-ink-700">
                <td className="py-1.5 pr-2 text-sm whitespace-nowrap text-ink-100">
                  {LOTTO_BET_TYPES[line.type].name}
                </td>
                <td className="py-1.5 pr-2 font-mono font-bold text-gold-300">{line.number}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {formatTHB(line.amount)}
                  {/* Under the amount rather than a column of its own, so a phone shows every column. */}
                  {line.discount > 0 && (
                    <span className="block text-sm text-emerald-300">
                      <span className="sr-only">{lottoTh.discount} </span>−{formatTHB(line.discount)}
                    </span>
                  )}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatRate(line.rate)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatTHB(line.potential_win)}</td>
                <td className={`py-1.5 text-sm whitespace-nowrap ${STATE_TONE[line.state]}`}>
                  {lottoTh.lineState[line.state]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="space-y-1 border-t border-ink-600 pt-3 text-lg">
        <BillFigures total={bill.total} discount={bill.discount} pay={bill.pay} />
        <div className="flex justify-between">
          <dt>{lottoTh.potentialWin}</dt>
          <dd className="font-bold text-gold-300 tabular-nums">{formatTHB(bill.potential_win)}</dd>
        </div>
      </dl>
    </div>
  );
}
