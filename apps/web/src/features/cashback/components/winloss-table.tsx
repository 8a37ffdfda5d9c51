import { CASHBACK_CATEGORY_LABELS, type WinlossReport } from '@ug99/contract';
import { winlossTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { formatDay } from './format.ts';

const t = winlossTh;
const num = 'px-2 py-1.5 text-right whitespace-nowrap tabular-nums';
const netClass = (net: number) => (net > 0 ? 'text-emerald-300' : net < 0 ? 'text-red-300' : 'text-ink-100');

type Figures = { turnover: number; wins: number; net: number };

function Cells({ f, strong = false }: { f: Figures; strong?: boolean }) {
  const weight = strong ? 'font-bold' : '';
  return (
    <>
      <td className={`${num} ${weight}`}>{formatTHB(f.turnover)}</td>
      <td className={`${num} ${weight}`}>{formatTHB(f.wins)}</td>
      <td className={`${num} ${weight} ${netClass(f.net)}`}>{formatTHB(f.net)}</td>
    </>
  );
}

/** Day by day (a heading row per day), each category on its own line and the day's total under it; the range's totals last. */
export function WinlossTable({ report }: { report: WinlossReport }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-600 bg-ink-800">
      <table className="w-full text-sm sm:text-base">
        <thead>
          <tr className="border-b border-ink-600 text-muted">
            <th scope="col" className="px-2 py-2 text-left font-normal">
              {t.category}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-normal">
              {t.turnover}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-normal">
              {t.wins}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-normal">
              {t.net}
            </th>
          </tr>
        </thead>
        {report.days.map((day) => (
          <tbody key={day.date} className="border-t border-ink-600">
            <tr>
              <th scope="colgroup" colSpan={4} className="px-2 pt-2 pb-1 text-left font-bold text-gold-300">
                {formatDay(day.date)}
              </th>
            </tr>
            {day.categories.map((c) => (
              <tr key={c.category}>
                <th scope="row" className="px-2 py-1.5 text-left font-normal text-ink-100">
                  {CASHBACK_CATEGORY_LABELS[c.category]}
                </th>
                <Cells f={c} />
              </tr>
            ))}
            <tr className="bg-ink-700/40">
              <th scope="row" className="px-2 py-1.5 text-left font-bold text-white">
                {t.total}
              </th>
              <Cells f={day} strong />
            </tr>
          </tbody>
        ))}
        <tfoot>
          {report.categories.map((c) => (
            <tr key={c.category} className="border-t border-ink-600">
              <th scope="row" className="px-2 py-1.5 text-left font-normal text-ink-100">
                {`${t.allDays} · ${CASHBACK_CATEGORY_LABELS[c.category]}`}
              </th>
              <Cells f={c} />
            </tr>
          ))}
          <tr className="border-t-2 border-gold-500/50">
            <th scope="row" className="px-2 py-2 text-left font-bold text-white">
              {t.allDays}
            </th>
            <Cells f={report.total} strong />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
