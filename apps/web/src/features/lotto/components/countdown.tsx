import { lottoTh } from '../th.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** '1 วัน 02:03:04' or '02:03:04'. */
export function formatCountdown(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return lottoTh.countdown(d, pad(h), pad(m), pad(seconds % 60));
}

/**
 * Time left before a round closes (or, with `label`, opens). Not a live region: a screen reader announcing
 * every second is noise.
 */
export function Countdown({ seconds, label = lottoTh.closesIn }: { seconds: number; label?: string }) {
  return (
    <span className="font-mono text-lg font-bold text-gold-300 tabular-nums">
      <span className="sr-only">{label} </span>
      {formatCountdown(seconds)}
    </span>
  );
}
