import type { YeekeeShot } from '@ug99/contract';
import { useCallback, useState } from 'react';
import { lottoTh } from '../../th.ts';
import { formatShotTime } from './shot-time.ts';

const t = lottoTh.yeekee;
const storageKey = (roundId: number) => `ug99-yeekee-shots-${roundId}`;

function readShots(roundId: number): YeekeeShot[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(roundId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as YeekeeShot[]) : [];
  } catch {
    return [];
  }
}

/**
 * The member's own accepted shots of a round, newest first. The feed masks every shooter, so the page
 * keeps what the shoot call answered; the tab's session storage keeps them across a reload.
 */
export function useMyShots(roundId: number) {
  const [shots, setShots] = useState<YeekeeShot[]>(() => readShots(roundId));
  const add = useCallback(
    (shot: YeekeeShot) =>
      setShots((current) => {
        const next = [shot, ...current.filter((s) => s.seq !== shot.seq)];
        sessionStorage.setItem(storageKey(roundId), JSON.stringify(next));
        return next;
      }),
    [roundId],
  );
  return { shots, add };
}

export function MyShots({ shots }: { shots: YeekeeShot[] }) {
  return (
    <section aria-labelledby="yeekee-my-shots" className="space-y-2">
      <h2 id="yeekee-my-shots" className="text-lg font-bold text-white">
        {t.myShots}
      </h2>
      {shots.length === 0 ? (
        <p className="text-base text-muted">{t.myShotsEmpty}</p>
      ) : (
        <ul aria-label={t.myShots} className="flex flex-wrap gap-2">
          {shots.map((shot) => (
            <li
              key={shot.seq}
              className="rounded-lg border border-gold-600/40 bg-ink-900/60 px-2.5 py-1 text-base"
            >
              <span className="font-mono font-bold tracking-widest text-gold-300">{shot.number}</span>{' '}
              <span className="text-sm text-muted tabular-nums">
                {t.shotNo(shot.seq)} · {formatShotTime(shot.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
