import { Link } from 'react-router';
import { lottoTh } from '../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import type { LottoLobbyItem } from '../api/types.ts';
import { Countdown } from './countdown.tsx';
import { secondsUntil } from './use-now.ts';

/**
 * One category of the lobby: its flag and name, the round's title and the time left before it closes.
 * A round is open for bets while its status is open and its close time has not passed on this device;
 * otherwise the card says so and does not lead to the bet form (docs/LOTTO.md, "Pages").
 */
export function RoundCard({ item, now }: { item: LottoLobbyItem; now: number }) {
  const round = item.round;
  const left = round ? secondsUntil(round.close_at, now) : 0;
  const open = round?.status === 'open' && left > 0;
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
        <span className="block truncate text-sm text-muted">{round ? round.title : lottoTh.noRound}</span>
      </span>
      <span className="shrink-0 text-right">
        {open ? (
          <>
            <span className="block text-sm text-muted">{lottoTh.closesIn}</span>
            <Countdown seconds={left} />
          </>
        ) : round?.status === 'scheduled' ? (
          <>
            <span className="block text-sm text-gold-300">{lottoTh.roundStatus.scheduled}</span>
            <span className="block max-w-32 text-sm text-muted">
              {lottoTh.closeAt(formatThaiDateTime(round.close_at))}
            </span>
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
  return open && round ? (
    <Link
      to={`/lotto/${round.round_id}`}
      aria-label={`${item.name} ${round.title} ${lottoTh.betNow}`}
      className={`${cardClass} border-gold-600/50 bg-ink-800 transition hover:border-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400`}
    >
      {body}
    </Link>
  ) : (
    <div className={`${cardClass} border-ink-600 bg-ink-800/60 opacity-80`}>{body}</div>
  );
}
