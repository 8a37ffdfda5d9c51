import { lottoTh } from '../../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import type { YeekeeList } from '../../api/yeekee-types.ts';
import { formatShotTime } from './shot-time.ts';

const t = lottoTh.yeekee;

/**
 * The latest shots, newest first, with the masked shooter, and the running count and sum. The list is a
 * polite live region: a screen reader hears new shots without the page stealing focus.
 */
export function ShotFeed({ list, connected }: { list: YeekeeList; connected: boolean }) {
  return (
    <section aria-labelledby="yeekee-feed" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="yeekee-feed" className="text-lg font-bold text-white">
          {t.feedHeading}
        </h2>
        <span className={`text-sm ${connected ? 'text-green-300' : 'text-gold-300'}`}>
          {connected ? t.feedLive : t.feedReconnecting}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 text-base text-muted" data-testid="yeekee-tally">
        <span>{t.feedCount(formatNumber(list.count))}</span>
        <span>{t.feedSum(formatNumber(list.sum))}</span>
      </p>
      {list.shots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-500 px-3 py-4 text-center text-base text-muted">
          {t.feedEmpty}
        </p>
      ) : (
        <ol
          aria-live="polite"
          aria-label={t.feedHeading}
          className="max-h-80 divide-y divide-ink-600 overflow-y-auto rounded-xl border border-ink-600 bg-ink-900/60"
        >
          {list.shots.map((shot) => (
            <li key={shot.seq} className="flex items-center gap-3 px-3 py-1.5 text-base">
              <span className="w-12 shrink-0 text-sm text-muted tabular-nums">{t.shotNo(shot.seq)}</span>
              <span className="font-mono text-lg font-bold tracking-widest text-gold-300">{shot.number}</span>
              <span className="min-w-0 flex-1 truncate text-right text-sm text-muted">{shot.member}</span>
              <span className="shrink-0 text-sm text-muted tabular-nums">{formatShotTime(shot.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
