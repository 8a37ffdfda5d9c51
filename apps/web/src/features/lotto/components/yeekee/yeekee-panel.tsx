import type { LottoRound, LottoRoundStatus } from '@ug99/contract';
import { lottoTh } from '../../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useLottoResult } from '../../api/get-result.ts';
import type { RoundState } from '../../round-phase.ts';
import { Countdown } from '../countdown.tsx';
import { ResultNumbers } from '../result-numbers.tsx';
import { MyShots, useMyShots } from './my-shots.tsx';
import { ResultCheck } from './result-check.tsx';
import { ShootPad } from './shoot-pad.tsx';
import { ShotFeed } from './shot-feed.tsx';
import { useYeekeeFeed, type YeekeeResultEvent } from './use-yeekee-feed.ts';

const t = lottoTh.yeekee;

/**
 * The yeekee side of a yeekee round's page (docs/YEEKEE.md, "The round page"): before the open, when shooting
 * starts; while the round is open the
 * countdown, the shoot pad and the member's own shots; always the live feed; after the close the result
 * as it arrives and ตรวจสอบผล. A lazy chunk: other rounds never load it.
 */
export default function YeekeePanel({ round, state }: { round: LottoRound; state: RoundState }) {
  const open = state.phase === 'open';
  const feed = useYeekeeFeed(round.round_id);
  const mine = useMyShots(round.round_id);
  const feedView = feed.list ? (
    <ShotFeed list={feed.list} connected={feed.connected} />
  ) : (
    <Skeleton className="h-48 w-full rounded-xl" />
  );
  const rule = <p className="text-sm text-muted">{t.rule}</p>;
  // Open: one column beside the bet form. Closed: the whole width, the result and its check on one side,
  // the shots on the other.
  return (
    <aside aria-label={t.panel} className="rounded-2xl border border-gold-600/40 bg-ink-800 p-4">
      {state.phase === 'upcoming' ? (
        // Before the open: when shooting starts, nothing about a result yet.
        <div className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-white">{t.panel}</h2>
            {state.left !== null && <Countdown seconds={state.left} label={state.leftLabel} />}
          </div>
          <p role="status" className="text-base text-white">
            {t.opensAt(formatThaiDateTime(round.open_at))}
          </p>
          {rule}
        </div>
      ) : open ? (
        <div className="space-y-5">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-white">{t.panel}</h2>
            {state.left !== null && <Countdown seconds={state.left} label={state.leftLabel} />}
          </div>
          <ShootPad roundId={round.round_id} onShot={mine.add} />
          {feedView}
          <MyShots shots={mine.shots} />
          {rule}
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="space-y-5">
            <RoundOutcome roundId={round.round_id} status={feed.list?.status} event={feed.result} />
            <ResultCheck roundId={round.round_id} />
            {rule}
          </div>
          <div className="space-y-5">
            {feedView}
            <MyShots shots={mine.shots} />
          </div>
        </div>
      )}
    </aside>
  );
}

/**
 * The round's result: pushed by the feed at the close, or, for a page opened after it, read with the result
 * call once the feed's list says the round has one. Until then, that it is being computed.
 */
function RoundOutcome({
  roundId,
  status,
  event,
}: {
  roundId: number;
  status: LottoRoundStatus | undefined;
  event: YeekeeResultEvent | null;
}) {
  const decided = status === 'resulted' || status === 'settled';
  const stored = useLottoResult(roundId, event === null && decided).data?.result ?? null;
  const voided = event?.status === 'voided' || status === 'voided';
  const numbers = event?.top3 && event.bottom2 ? { top3: event.top3, bottom2: event.bottom2 } : stored;
  return (
    <section aria-labelledby="yeekee-result" className="space-y-2">
      <h2 id="yeekee-result" className="text-xl font-bold text-white">
        {t.resultHeading}
      </h2>
      {voided ? (
        <p role="status" className="text-base text-white">
          {t.voided}
        </p>
      ) : numbers ? (
        <div role="status">
          <ResultNumbers result={numbers} />
        </div>
      ) : (
        <p className="text-base text-muted">{t.resultWaiting}</p>
      )}
    </section>
  );
}
