import { useState } from 'react';
import { lottoTh } from '../../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { useYeekeeFullList } from '../../api/get-yeekee-lists.ts';
import type { YeekeeFullList } from '../../api/yeekee-types.ts';
import { computeYeekeeResult } from '../../yeekee-result.ts';
import { formatShotTime } from './shot-time.ts';

const t = lottoTh.yeekee;

/**
 * ตรวจสอบผล: loads every shot of the closed round and recomputes the result here, in the browser, with the
 * rule the server uses (yeekee-result.ts), showing each step and whether it agrees with the site's result
 * (docs/YEEKEE.md, "The round page").
 */
export function ResultCheck({ roundId }: { roundId: number }) {
  const [asked, setAsked] = useState(false);
  const full = useYeekeeFullList(roundId, asked);
  return (
    <section aria-labelledby="yeekee-check" className="space-y-3">
      <h2 id="yeekee-check" className="text-lg font-bold text-white">
        {t.checkHeading}
      </h2>
      <p className="text-base text-muted">{t.checkIntro}</p>
      <button
        type="button"
        className="btn btn-gold w-full disabled:cursor-wait disabled:opacity-60"
        disabled={full.isFetching}
        aria-busy={full.isFetching || undefined}
        onClick={() => (asked ? void full.refetch() : setAsked(true))}
      >
        {full.isFetching ? t.checking : t.check}
      </button>
      {full.data && <CheckSteps list={full.data} />}
    </section>
  );
}

function CheckSteps({ list }: { list: YeekeeFullList }) {
  const computed = computeYeekeeResult(list.shots);
  const server = list.result;
  const count = formatNumber(list.shots.length);
  if (!computed) {
    return (
      <div role="status" className="space-y-1 rounded-xl bg-ink-900/60 p-3 text-base">
        <p className="text-white">{t.checkTooFew(count)}</p>
        {list.status === 'voided' && <p className="text-green-300">{t.checkServerVoided}</p>}
        <AllShots list={list} />
      </div>
    );
  }
  // The list must be the whole round: shots numbered 1..n with the sum the site published.
  const whole = list.shots.every((shot, i) => shot.seq === i + 1) && computed.sum === list.sum;
  const matches =
    whole &&
    server !== null &&
    server.number === computed.number &&
    server.top3 === computed.top3 &&
    server.bottom2 === computed.bottom2;
  const rows: [string, string][] = [
    [t.checkCount, count],
    [t.checkSum, formatNumber(computed.sum)],
    [t.checkSubtracted(computed.subtractedSeq), computed.subtractedNumber],
    [
      t.checkDifference,
      `${formatNumber(computed.sum)} − ${formatNumber(Number(computed.subtractedNumber))} = ${formatNumber(computed.difference)}`,
    ],
    [t.checkModulo, `${formatNumber(computed.difference)} mod 100000 = ${computed.number}`],
    [lottoTh.prize.top3, computed.top3],
    [t.checkTwoTop, computed.twoTop],
    [lottoTh.prize.bottom2, computed.bottom2],
  ];
  return (
    <div role="status" aria-label={t.checkHeading} className="space-y-3 rounded-xl bg-ink-900/60 p-3">
      <dl className="space-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3 text-base">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono font-bold break-all text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={`text-base font-bold ${server === null ? 'text-gold-300' : matches ? 'text-green-300' : 'text-red-400'}`}
      >
        {server === null ? t.checkServerPending : matches ? t.checkMatch : t.checkMismatch(server.number)}
      </p>
      {!whole && <p className="text-base font-bold text-red-400">{t.checkListBroken}</p>}
      <AllShots list={list} />
    </div>
  );
}

function AllShots({ list }: { list: YeekeeFullList }) {
  if (list.shots.length === 0) return null;
  return (
    <details className="text-base">
      <summary className="min-h-11 cursor-pointer py-2 text-gold-300">
        {t.checkAllShots(formatNumber(list.shots.length))}
      </summary>
      <div className="max-h-96 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 pr-2 font-normal">{t.colSeq}</th>
              <th className="py-1 pr-2 font-normal">{t.colNumber}</th>
              <th className="py-1 pr-2 font-normal">{t.colMember}</th>
              <th className="py-1 font-normal">{t.colAt}</th>
            </tr>
          </thead>
          <tbody>
            {list.shots.map((shot) => (
              <tr key={shot.seq} className="border-t border-ink-600">
                <td className="py-1 pr-2 tabular-nums">{shot.seq}</td>
                <td className="py-1 pr-2 font-mono text-gold-300">{shot.number}</td>
                <td className="py-1 pr-2 text-muted">{shot.member}</td>
                <td className="py-1 tabular-nums text-muted">{formatShotTime(shot.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
