import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lottoTh } from '../th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { lottoLobbyQueryOptions, useLottoLobby } from '../api/get-lobby.ts';
import { LottoNav } from '../components/lotto-nav.tsx';
import { RoundCard } from '../components/round-card.tsx';
import { useNow } from '../components/use-now.ts';

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

/** /lotto/lobby: every category with its open or next round and a live countdown to its close. */
export function Component() {
  const { data } = useLottoLobby();
  const now = useNow();
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
