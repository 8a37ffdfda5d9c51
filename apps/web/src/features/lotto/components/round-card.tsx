import { Link } from 'react-router';
import { lottoTh } from '../th.ts';
import type { LottoLobbyItem } from '../api/types.ts';
import { roundState } from '../round-phase.ts';
import { roundTitleWithoutCategory } from '../round-title.ts';
import { Countdown } from './countdown.tsx';

/**
 * One category of the lobby: its flag and name, the round's title, its state in one word and the time
 * that matters next (when it opens, else when it closes) with a countdown, all from round-phase.ts, so
 * the card and the round page never disagree. A round is open for bets between its open and close times
 * on this device; otherwise the card does not lead to the bet form (docs/LOTTO.md, "Pages").
 */
export function RoundCard({ item, now }: { item: LottoLobbyItem; now: number }) {
  const round = item.round;
  const state = round ? roundState(round, now) : null;
  const open = state?.phase === 'open';
  const title = round ? roundTitleWithoutCategory(round.title, item.name) : lottoTh.noRound;
  const body = (
    <>
      <img
        src={item.image}
        alt=""
        width={56}
        height={40}
        className="h-10 w-14 shrink-0 rounded object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-lg font-bold text-white">{item.name}</span>
        <span className="block truncate text-sm text-muted">{title}</span>
        {state && <span className="block truncate text-sm text-muted">{state.time}</span>}
      </span>
      <span className="shrink-0 text-right">
        {state ? (
          <>
            <span className={`block text-sm ${open ? 'text-green-300' : 'text-gold-300'}`}>{state.word}</span>
            {state.left !== null && <Countdown seconds={state.left} label={state.leftLabel} />}
          </>
        ) : (
          <span className="inline-flex rounded-full border border-ink-500 bg-ink-700 px-2.5 py-0.5 text-sm text-muted">
            {lottoTh.closed}
          </span>
        )}
      </span>
    </>
  );
  const cardClass = 'flex min-h-20 items-center gap-3 rounded-2xl border p-3';
  return round && (open || state?.phase === 'upcoming') ? (
    <Link
      to={`/lotto/${round.round_id}`}
      aria-label={`${item.name} ${title} ${open ? lottoTh.betNow : state?.word}`}
      className={`${cardClass} ${open ? 'border-gold-600/50' : 'border-ink-500'} bg-ink-800 transition hover:border-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400`}
    >
      {body}
    </Link>
  ) : (
    <div className={`${cardClass} border-ink-600 bg-ink-800/60 opacity-80`}>{body}</div>
  );
}
