import { useEffect } from 'react';
import type { Game } from '@ug99/contract';
import { useLobbyStore, type LobbyGame, type LobbyListName } from '@/shared/store/lobby-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { useHotGames } from '../api/get-game-list.ts';
import { useLastPlayed } from '../api/get-last-played.ts';
import { toLobbyGame } from './game-rules.ts';

/**
 * A lobby list as the page shows it: the fresh answer once it is in, and until then what the store kept
 * from the last visit (docs/rules/games.md#lobby-lists), so a returning member sees their games at once.
 * Null when neither exists yet: the page shows skeletons.
 */
export function useCachedList(name: LobbyListName, fresh: Game[] | undefined): LobbyGame[] | null {
  const cached = useLobbyStore((s) => s[name]);
  const setLobbyList = useLobbyStore((s) => s.setLobbyList);
  useEffect(() => {
    if (fresh)
      setLobbyList(
        name,
        fresh.map((g) => toLobbyGame(g, name)),
      );
  }, [fresh, name, setLobbyList]);
  if (fresh) return fresh.map((g) => toLobbyGame(g, name));
  return cached.length > 0 ? cached : null;
}

/** The "hot" and "last played" lists every lobby page can show; "last" is empty for a visitor. */
export function useHotAndLast(): { hot: LobbyGame[] | null; last: LobbyGame[] | null } {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const hotQuery = useHotGames();
  const lastQuery = useLastPlayed(isLoggedIn);
  const hot = useCachedList('hot', hotQuery.data?.games);
  const last = useCachedList('last', lastQuery.data);
  return { hot, last: isLoggedIn ? last : [] };
}
