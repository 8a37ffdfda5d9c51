import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/shared/store/session-store.ts';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

/**
 * Game selection (docs/rules/games.md#game-sheet): it opens the sheet by selecting the game. Real money needs
 * a member, so a visitor is taken to /login; a demo works for everyone.
 */
export function useOpenGame(source: string) {
  const navigate = useNavigate();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const selectGame = useSessionStore((s) => s.selectGame);

  return useCallback(
    (game: LobbyGame, demo: boolean) => {
      if (!demo && !isLoggedIn) {
        void navigate('/login');
        return;
      }
      selectGame({
        game_id: game.game_id,
        provider_id: game.provider_id,
        sub_provider_id: game.sub_provider_id,
        source,
        is_demo: demo,
        name: game.name,
      });
    },
    [isLoggedIn, navigate, selectGame, source],
  );
}
