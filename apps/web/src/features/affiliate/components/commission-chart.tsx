import type { AffiliateDaily } from '@ug99/contract';
import { affiliateTh } from '../th.ts';
import { formatThaiDate, formatTHB } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';

const WIDTH = 300;
const HEIGHT = 120;
const BOTTOM = 2;

/**
 * The last 30 days' commission as plain SVG bars (docs/AFFILIATE.md#page): no chart library, each bar a
 * <rect> with its date and amount as a title, and the figures as a list for screen readers.
 */
export function CommissionChart({ daily }: { daily: AffiliateDaily }) {
  const days = daily.days;
  const max = Math.max(0, ...days.map((d) => d.commission));
  const total = days.reduce((sum, d) => sum + Math.round(d.commission * 100), 0) / 100;
  const best = days.reduce<(typeof days)[number] | undefined>(
    (top, d) => (d.commission > (top?.commission ?? 0) ? d : top),
    undefined,
  );
  const slot = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - BOTTOM;
  return (
    <Card
      title={affiliateTh.chartTitle}
      intro={
        <p>
          {best
            ? affiliateTh.chartSummary(
                formatTHB(total),
                affiliateTh.chartDay(formatThaiDate(best.date), formatTHB(best.commission)),
              )
            : affiliateTh.chartEmpty}
        </p>
      }
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        // Bars stretch to the card's width; the dates are HTML below, so text is never distorted.
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={affiliateTh.chartTitle}
        data-testid="commission-chart"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={plot}
          y2={plot}
          className="stroke-ink-500"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max(d.commission > 0 ? 2 : 0, (d.commission / max) * (plot - 4)) : 0;
          return (
            <rect
              key={d.date}
              x={i * slot + slot * 0.15}
              y={plot - h}
              width={slot * 0.7}
              height={h}
              rx="1"
              className="fill-gold-400"
            >
              <title>{affiliateTh.chartDay(formatThaiDate(d.date), formatTHB(d.commission))}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="mt-1 flex justify-between text-sm text-muted" aria-hidden="true">
          <span>{formatThaiDate(days[0]!.date)}</span>
          <span>{formatThaiDate(days.at(-1)!.date)}</span>
        </div>
      )}
      <ul className="sr-only">
        {days
          .filter((d) => d.commission > 0)
          .map((d) => (
            <li key={d.date}>{affiliateTh.chartDay(formatThaiDate(d.date), formatTHB(d.commission))}</li>
          ))}
      </ul>
    </Card>
  );
}
