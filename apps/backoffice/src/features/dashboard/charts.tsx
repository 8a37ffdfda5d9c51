import { useId, type ReactNode } from 'react';
import { formatBaht, formatDayShort } from '#bo/shared/format.ts';

export type Series = { label: string; className: string; values: number[] };

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 10, right: 8, bottom: 28, left: 8 };

function scaleOf(series: Series[]) {
  const all = series.flatMap((s) => s.values);
  const min = Math.min(0, ...all);
  // All zero (a new site): the baseline sits at the bottom, as it does for any non-negative series.
  const max = Math.max(0, ...all) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const plot = HEIGHT - PAD.top - PAD.bottom;
  return { y: (v: number) => PAD.top + ((max - v) / span) * plot, zero: PAD.top + (max / span) * plot };
}

/** The legend, shared by both charts: a swatch and the series' name. */
function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-4 text-xs text-slate-700">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" className={s.className} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** Every seventh day labelled, so 30 labels never crowd a phone's width. */
function XLabels({ dates, step }: { dates: string[]; step: number }) {
  return (
    <>
      {dates.map((d, i) =>
        i % 7 === 0 ? (
          <text
            key={d}
            x={i === 0 ? PAD.left : PAD.left + step * i + step / 2}
            y={HEIGHT - 6}
            // The first label starts at its day rather than centring on it, so it is not cut at the edge.
            textAnchor={i === 0 ? 'start' : 'middle'}
            className="fill-slate-600 text-[15px]"
          >
            {formatDayShort(d)}
          </text>
        ) : null,
      )}
    </>
  );
}

/** A chart's caption, legend and drawing area: the zero line, the marks (`children`), the days below. */
function ChartFrame({
  title,
  series,
  zero,
  step,
  dates,
  children,
}: {
  title: string;
  series: Series[];
  zero: number;
  step: number;
  dates: string[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure>
      <figcaption id={titleId} className="mb-1 text-sm font-bold text-slate-800">
        {title}
      </figcaption>
      <Legend series={series} />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-auto w-full">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} className="stroke-slate-300" />
        {children}
        <XLabels dates={dates} step={step} />
      </svg>
    </figure>
  );
}

/**
 * Grouped bars for 30 days, drawn as our own SVG (no chart library, no inline style: the CSP has no
 * 'unsafe-inline'). Each bar carries its exact value as a tooltip title.
 */
export function BarChart({ title, dates, series }: { title: string; dates: string[]; series: Series[] }) {
  const { y, zero } = scaleOf(series);
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(1, dates.length);
  const bar = Math.max(1, (step * 0.8) / series.length);
  return (
    <ChartFrame title={title} series={series} zero={zero} step={step} dates={dates}>
      {dates.map((d, i) =>
        series.map((s, k) => {
          const v = s.values[i] ?? 0;
          const top = Math.min(y(v), zero);
          return (
            <rect
              key={`${d}-${s.label}`}
              x={PAD.left + step * i + step * 0.1 + bar * k}
              y={top}
              width={bar}
              height={Math.max(0.5, Math.abs(zero - y(v)))}
              className={s.className}
            >
              <title>{`${formatDayShort(d)} ${s.label} ${formatBaht(v)}`}</title>
            </rect>
          );
        }),
      )}
    </ChartFrame>
  );
}

/** Lines for 30 days, our own SVG like BarChart; a dot per day carries the exact value. */
export function LineChart({ title, dates, series }: { title: string; dates: string[]; series: Series[] }) {
  const { y, zero } = scaleOf(series);
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(1, dates.length);
  const x = (i: number) => PAD.left + step * i + step / 2;
  return (
    <ChartFrame title={title} series={series} zero={zero} step={step} dates={dates}>
      {series.map((s) => (
        <g key={s.label} className={s.className}>
          <polyline
            fill="none"
            strokeWidth={2}
            className="stroke-current"
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
          />
          {s.values.map((v, i) => (
            <circle key={dates[i]} cx={x(i)} cy={y(v)} r={2.5} className="fill-current">
              <title>{`${formatDayShort(dates[i] ?? '')} ${s.label} ${formatBaht(v)}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </ChartFrame>
  );
}
