import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GAME_CATALOGUE_CATEGORIES, type CatalogueCategory } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { gameLobbyQueryOptions, useGameLobby } from '../api/get-game-lobby.ts';
import { GameFilters } from '../components/game-filters.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { filterGames, toLobbyGame, type GameFilter } from '../components/game-rules.ts';
import { useHotAndLast } from '../components/use-lobby-lists.ts';
import { useOpenGame } from '../components/use-open-game.ts';

type LobbyPage =
  | { kind: 'providers' }
  | { kind: 'hot' | 'last' }
  | { kind: 'category'; category: CatalogueCategory }
  | { kind: 'provider'; provider: string; title: string };

// What a provider id can look like; anything else cannot name one, and is not worth a call.
const PROVIDER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

const isCategory = (name: string): name is CatalogueCategory =>
  (GAME_CATALOGUE_CATEGORIES as readonly string[]).includes(name);

/**
 * /lobby/{name?}: no name lists the providers; `hot`, `last` or a category name that section; any other name
 * must be a provider with games, else the page fails validation and shows the 404
 * (docs/rules/member-site.md#error-page).
 */
export function lobbyLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<LobbyPage> => {
    const name = params.name;
    if (name === undefined) return { kind: 'providers' };
    if (name === 'hot' || name === 'last') return { kind: name };
    if (isCategory(name)) return { kind: 'category', category: name };
    if (PROVIDER_ID.test(name)) {
      const lobby = await queryClient.fetchQuery(gameLobbyQueryOptions({ provider: name }));
      const provider = lobby.providers.find((p) => p.provider_id === name);
      if (provider) return { kind: 'provider', provider: name, title: gamesTh.providerGames(provider.name) };
    }
    throw data(null, { status: 404 });
  };
}

export function Component() {
  const page = useLoaderData<LobbyPage>();
  return page.kind === 'providers' ? <ProviderList /> : <LobbyGames page={page} />;
}

const SECTIONS = [
  { to: '/lobby/hot', label: gamesTh.hot },
  { to: '/lobby/last', label: gamesTh.last },
  ...GAME_CATALOGUE_CATEGORIES.map((c) => ({ to: `/lobby/${c}`, label: gamesTh.categories[c] })),
];

function ProviderList() {
  const lobby = useGameLobby({});
  return (
    <div className="mx-auto max-w-[1280px] space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-gold-400">{gamesTh.lobbyHeading}</h1>
        <p className="text-base text-muted">{gamesTh.lobbyIntro}</p>
      </header>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-busy={lobby.isPending || undefined}
      >
        {(lobby.data?.providers ?? []).map((p) => (
          <li key={p.provider_id}>
            <Link
              to={`/lobby/${encodeURIComponent(p.provider_id)}`}
              className="flex min-h-20 flex-col justify-center rounded-2xl border border-gold-600/40 bg-linear-to-br from-ink-700 to-ink-800 p-4 transition hover:border-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <span className="text-lg font-bold text-white">{p.name}</span>
              <span className="text-sm text-muted">{gamesTh.gameCount(p.game_count)}</span>
            </Link>
          </li>
        ))}
        {lobby.isPending && (
          <li aria-hidden="true">
            <Skeleton className="h-20 w-full rounded-2xl" />
          </li>
        )}
      </ul>
      <nav aria-labelledby="lobby-sections-heading">
        <h2 id="lobby-sections-heading" className="section-heading">
          {gamesTh.sectionsHeading}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="inline-flex min-h-11 items-center rounded-full border border-ink-600 bg-ink-800 px-4 text-base font-bold text-ink-100 transition hover:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function LobbyGames({ page }: { page: Exclude<LobbyPage, { kind: 'providers' }> }) {
  const [filter, setFilter] = useState<GameFilter>({ provider: '', search: '' });
  const openGame = useOpenGame('lobby');
  const lobby = useGameLobby(
    page.kind === 'provider'
      ? { provider: page.provider }
      : page.kind === 'category'
        ? { category: page.category }
        : {},
  );
  const { hot, last } = useHotAndLast();

  const title =
    page.kind === 'provider'
      ? page.title
      : page.kind === 'category'
        ? gamesTh.categories[page.category]
        : gamesTh[page.kind];
  const all = lobby.data ? lobby.data.games.map((g) => toLobbyGame(g, 'lobby')) : null;
  const games = page.kind === 'hot' ? hot : page.kind === 'last' ? last : all;
  const providers =
    page.kind === 'provider'
      ? []
      : (lobby.data?.providers ?? []).map((p) => ({ value: p.provider_id, label: p.name }));
  const searching = filter.search.trim() !== '' || filter.provider !== '';

  return (
    <div className="mx-auto max-w-[1280px] space-y-5">
      <h1 className="text-2xl font-bold text-gold-400">{title}</h1>
      <GameFilters providers={providers} value={filter} onChange={setFilter} />
      <GameGrid
        label={gamesTh.gamesLabel(title)}
        games={games && filterGames(games, filter)}
        onPlay={openGame}
        empty={searching ? gamesTh.noMatch : page.kind === 'last' ? gamesTh.lastEmpty : gamesTh.empty}
      />
    </div>
  );
}
