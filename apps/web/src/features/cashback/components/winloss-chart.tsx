import type { WinlossReport } from '@ug99/contract';
import { winlossTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { formatDay } from './format.ts';

const WIDTH = 600;
const HEIGHT = 160;
const MID = HEIGHT / 2;

/**
 * The net of each day as a bar (plain SVG): up and green for a winning day, down and red for a losing
 * one, scaled to the largest day; each bar's title and the table below say the exact figure.
 */
export function WinlossChart({ days }: { days: WinlossReport['days'] }) {
  const largest = Math.max(...days.map((d) => Math.abs(d.net)), 1);
  const slot = WIDTH / Math.max(days.length, 1);
  const bar = Math.max(Math.min(slot * 0.7, 48), 2);
  return (
    <figure className="rounded-2xl border border-ink-600 bg-ink-800 p-4">
      <figcaption className="mb-2 text-base font-bold text-white">{winlossTh.chart}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={winlossTh.chart} className="h-40 w-full">
        <line x1={0} x2={WIDTH} y1={MID} y2={MID} className="stroke-ink-500" strokeWidth={1} />
        {days.map((d, i) => {
          const height = (Math.abs(d.net) / largest) * (MID - 4);
          const x = i * slot + (slot - bar) / 2;
          return (
            <rect
              key={d.date}
              x={x}
              y={d.net >= 0 ? MID - height : MID}
              width={bar}
              height={Math.max(height, 1)}
              rx={2}
              className={d.net >= 0 ? 'fill-emerald-400' : 'fill-red-400'}
            >
              <title>{winlossTh.chartDay(formatDay(d.date), formatTHB(d.net))}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
