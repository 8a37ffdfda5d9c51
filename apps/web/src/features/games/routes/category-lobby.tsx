import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { CatalogueCategory, LobbySection as Section } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import { useGameLobby } from '../api/get-game-lobby.ts';
import { useLobbyConfig } from '../api/get-lobby-config.ts';
import { GameFilters } from '../components/game-filters.tsx';
import { filterGames, inCategory, type GameFilter } from '../components/game-rules.ts';
import { LobbySection } from '../components/lobby-section.tsx';
import { useCachedList, useHotAndLast } from '../components/use-lobby-lists.ts';
import { useOpenGame } from '../components/use-open-game.ts';

/** The router gives each category page its category through this loader's data. */
export interface CategoryLobbyData {
  category: CatalogueCategory;
}

const noFilter: GameFilter = { provider: '', search: '' };

/**
 * A category's lobby (/slot, /casino, /sport, /fishing, /freespin): search and provider filter, then the
 * sections the lobby configuration lists (last played, hot, the category's games). While the member
 * searches or filters, only the matching games of the category show.
 */
export function Component() {
  const { category } = useLoaderData<CategoryLobbyData>();
  const [filter, setFilter] = useState<GameFilter>(noFilter);
  const openGame = useOpenGame(category);
  const lobby = useGameLobby({ category });
  const config = useLobbyConfig(category);
  const games = useCachedList(category, lobby.data?.games);
  const { hot, last } = useHotAndLast();

  // Until both the games and the lobby's sections are known, the sections hold one screen's height: the
  // sections and tiles that arrive then grow into it instead of pushing the links and the site's footer
  // down under the member's eyes (a layout shift Lighthouse counted on /slot).
  const settling = games === null || config.isPending;

  const providers = (lobby.data?.providers ?? []).map((p) => ({ value: p.provider_id, label: p.name }));
  const filtering = filter.provider !== '' || filter.search.trim() !== '';
  const title = gamesTh.categories[category];
  // Without a configuration (none yet, or it failed to load) the page still shows its games.
  const sections: Section[] = config.data?.sections ?? [
    { key: 'category', title, kind: 'category', category, provider_id: null },
  ];

  const listFor = (section: Section) => {
    const scope = (list: typeof games) => (list ? inCategory(list, category) : null);
    switch (section.kind) {
      case 'last':
        return scope(last);
      case 'hot':
        return scope(hot);
      case 'provider':
        return games && filterGames(games, { provider: section.provider_id ?? '', search: '' });
      case 'category':
        return games && inCategory(games, section.category ?? category);
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-gold-400">{title}</h1>
        <p className="text-base text-muted">{gamesTh.categoryIntro[category]}</p>
      </header>
      <GameFilters providers={providers} value={filter} onChange={setFilter} />
      <div aria-busy={settling || undefined} className="space-y-6 aria-busy:min-h-dvh">
        {filtering ? (
          <LobbySection
            title={gamesTh.allGames}
            games={games && filterGames(games, filter)}
            onPlay={openGame}
            empty={gamesTh.noMatch}
          />
        ) : (
          sections.map((section) => (
            <LobbySection
              key={section.key}
              title={section.title}
              games={listFor(section)}
              onPlay={openGame}
              empty={section.kind === 'category' ? gamesTh.empty : undefined}
              skeletonCount={section.kind === 'category' ? 6 : 3}
            />
          ))
        )}
      </div>
      <nav aria-label={gamesTh.moreLabel} className="flex flex-wrap gap-3">
        <Link to="/play" className="link-gold inline-flex min-h-11 items-center text-base font-bold">
          {gamesTh.allHeading}
        </Link>
        <Link to="/lobby" className="link-gold inline-flex min-h-11 items-center text-base font-bold">
          {gamesTh.lobbyHeading}
        </Link>
      </nav>
    </div>
  );
}
