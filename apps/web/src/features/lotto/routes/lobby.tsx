import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { lottoTh } from '../th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { lottoLobbyQueryOptions, useLottoLobby } from '../api/get-lobby.ts';
import { LottoNav } from '../components/lotto-nav.tsx';
import { RoundCard } from '../components/round-card.tsx';
import { useNow } from '../components/use-now.ts';
import { roundPhaseOf } from '../round-phase.ts';

/**
 * The lobby has nothing to show without its list: the loader waits for it, so a failure is rethrown to
 * the error page (docs/LOTTO.md, "Pages"); later refreshes that fail keep the list shown.
 */
export function lobbyLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(lottoLobbyQueryOptions);
    return null;
  };
}

/** /lotto/lobby: every category with its open or next round, its state and a live countdown. */
export function Component() {
  const { data } = useLottoLobby();
  const now = useNow();
  // A round that opens or closes on this device's clock: the list is read again, so a closed round makes
  // way for the category's next one (docs/LOTTO.md, "Pages"). Only a round that changed phase on the
  // clock counts, not a new list.
  const phases = (data ?? [])
    .flatMap((item) => (item.round ? [`${item.round.round_id}:${roundPhaseOf(item.round, now)}`] : []))
    .join();
  const queryClient = useQueryClient();
  const seen = useRef(phases);
  useEffect(() => {
    const before = new Map(seen.current.split(',').map((entry) => entry.split(':') as [string, string]));
    const moved = phases.split(',').some((entry) => {
      const [id, phase] = entry.split(':');
      return id !== undefined && before.has(id) && before.get(id) !== phase;
    });
    if (moved) void queryClient.invalidateQueries({ queryKey: lottoLobbyQueryOptions.queryKey });
    seen.current = phases;
  }, [phases, queryClient]);
  return (
    <div className="mx-auto max-w-[1280px] space-y-4">
      <LottoNav />
      <div>
        <h1 className="text-2xl font-bold text-white">{lottoTh.lobbyHeading}</h1>
        <p className="text-base text-muted">{lottoTh.lobbyIntro}</p>
      </div>
      {!data ? (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center text-lg text-white">
          {lottoTh.lobbyEmpty}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {data.map((item) => (
            <li key={item.category_id} className="space-y-1">
              <RoundCard item={item} now={now} />
              {/* Yeekee draws every 15 minutes: its card also leads to the day's rounds and results. */}
              {item.code === 'yeekee' && (
                <Link
                  to={`/lotto/results?category_id=${item.category_id}`}
                  className="link-gold inline-flex min-h-11 items-center px-1 text-base"
                >
                  {lottoTh.yeekee.dayResults}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
