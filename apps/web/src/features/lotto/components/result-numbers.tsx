import type { LottoResultNumbers } from '@ug99/contract';
import { lottoTh } from '../th.ts';

/**
 * A round's prizes: a government result shows every prize (first, front 3 ×2, back 3 ×2, last 2); the
 * others their 3-digit top and 2-digit bottom.
 */
export function ResultNumbers({ result }: { result: LottoResultNumbers | null }) {
  if (!result) return <p className="text-base text-muted">{lottoTh.resultPending}</p>;
  const prizes: [string, string][] = result.first
    ? [
        [lottoTh.prize.first, result.first],
        [lottoTh.prize.front3, (result.front3 ?? []).join(' ')],
        [lottoTh.prize.back3, (result.back3 ?? []).join(' ')],
        [lottoTh.prize.two, result.two ?? result.bottom2],
      ]
    : [
        [lottoTh.prize.top3, result.top3],
        [lottoTh.prize.bottom2, result.bottom2],
      ];
  return (
    <dl className="grid grid-cols-2 gap-2">
      {prizes.map(([label, value], i) => (
        <div
          key={label}
          className={`rounded-xl bg-ink-900/60 px-3 py-2 text-center ${i === 0 && result.first ? 'col-span-2' : ''}`}
        >
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-mono text-2xl font-bold tracking-widest text-gold-300">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
