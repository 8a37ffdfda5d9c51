import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/shared/store/session-store.ts';

/**
 * The entry chunk imports this file for the layouts' game-sheet slot, so it holds only the slot: the
 * sheet's code (Radix, the launch logic) loads the first time a game is selected.
 */
const GameSheet = lazy(() => import('./components/game-sheet.tsx'));

/**
 * The game bottom sheet's place in a layout (docs/rules/games.md#game-sheet): open while a game is selected.
 */
export function GameSheetSlot() {
  const game = useSessionStore((s) => s.selectedGame);
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      {/* A new selection is a new launch: nothing of the previous game's state carries over. */}
      <GameSheet key={`${game.provider_id}/${game.game_id}/${String(game.is_demo)}`} game={game} />
    </Suspense>
  );
}
