import { useState } from 'react';
import { GAME_CATALOGUE_CATEGORIES } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import { useGameListPages } from '../api/get-game-list.ts';
import { useGameLobby } from '../api/get-game-lobby.ts';
import { ChipRow, GameFilters } from '../components/game-filters.tsx';
import { filterGames, toLobbyGame, type GameFilter } from '../components/game-rules.ts';
import { LobbySection } from '../components/lobby-section.tsx';
import { useHotAndLast } from '../components/use-lobby-lists.ts';
import { useOpenGame } from '../components/use-open-game.ts';

const categoryOptions = [
  { value: '', label: gamesTh.allCategories },
  ...GAME_CATALOGUE_CATEGORIES.map((c) => ({ value: c, label: gamesTh.categories[c] })),
];

/**
 * /play: every game of every provider, a page of 60 at a time (docs/rules/games.md#catalogue), narrowed by
 * category and provider on the server and by name here; the member's last played above them.
 */
export function Component() {
  const [category, setCategory] = useState('');
  const [filter, setFilter] = useState<GameFilter>({ provider: '', search: '' });
  const openGame = useOpenGame('play');
  const providers = useGameLobby({});
  const list = useGameListPages({
    category: GAME_CATALOGUE_CATEGORIES.find((c) => c === category),
    provider: filter.provider || undefined,
  });
  const { last } = useHotAndLast();

  const loaded = list.data?.pages.flatMap((page) => page.games.map((g) => toLobbyGame(g, 'play'))) ?? null;
  const searching = filter.search.trim() !== '';

  return (
    <div className="mx-auto max-w-[1280px] space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-gold-400">{gamesTh.allHeading}</h1>
        <p className="text-base text-muted">{gamesTh.allIntro}</p>
      </header>
      <ChipRow
        label={gamesTh.categoryFilter}
        options={categoryOptions}
        value={category}
        onChange={setCategory}
      />
      <GameFilters
        providers={(providers.data?.providers ?? []).map((p) => ({ value: p.provider_id, label: p.name }))}
        value={filter}
        onChange={setFilter}
      />
      {!searching && category === '' && filter.provider === '' && (
        <LobbySection title={gamesTh.last} games={last} onPlay={openGame} skeletonCount={3} />
      )}
      <LobbySection
        title={gamesTh.allGames}
        games={loaded && filterGames(loaded, { provider: '', search: filter.search })}
        onPlay={openGame}
        empty={searching ? gamesTh.noMatch : gamesTh.empty}
      />
      {list.hasNextPage && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage || undefined}
            className="btn border border-gold-600/50 bg-ink-800 text-gold-300"
          >
            {list.isFetchingNextPage ? gamesTh.loadingMore : gamesTh.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
