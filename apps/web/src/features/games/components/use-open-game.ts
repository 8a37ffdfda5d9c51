import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, type ReturnState } from '@/shared/session/return-to.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

/**
 * Game selection (docs/rules/games.md#game-sheet): it opens the sheet by selecting the game. Real money needs
 * a member, so a visitor is taken to /login, which brings them back here and opens the game
 * (docs/ACCOUNTS.md#coming-back-after-login); a demo works for everyone.
 */
export function useOpenGame(source: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const selectGame = useSessionStore((s) => s.selectGame);

  return useCallback(
    (game: LobbyGame, demo: boolean) => {
      const chosen = {
        game_id: game.game_id,
        provider_id: game.provider_id,
        sub_provider_id: game.sub_provider_id,
        source,
        is_demo: demo,
        name: game.name,
      };
      if (!demo && !isLoggedIn) {
        const state: ReturnState = { openGame: chosen };
        void navigate(loginPath(location), { state });
        return;
      }
      selectGame(chosen);
    },
    [isLoggedIn, location, navigate, selectGame, source],
  );
}
