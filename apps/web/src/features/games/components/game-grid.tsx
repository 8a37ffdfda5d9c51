import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

/** A phone's first screen shows two rows of three tiles: their pictures load eagerly (game-tile.tsx). */
const ABOVE_FOLD_TILES = 6;

const gridClass = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 sm:gap-3';

export interface GameGridProps {
  /** Null while loading with nothing cached: skeleton tiles stand in. */
  games: LobbyGame[] | null;
  label: string;
  onPlay: (game: LobbyGame, demo: boolean) => void;
  /** How many skeleton tiles to show while loading. */
  skeletonCount?: number;
  empty?: string;
}

export function GameGrid({ games, label, onPlay, skeletonCount = 6, empty }: GameGridProps) {
  if (games === null) {
    return (
      <ul aria-label={label} aria-busy="true" className={gridClass}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (games.length === 0) return empty ? <p className="text-base text-muted">{empty}</p> : null;
  return (
    <ul aria-label={label} className={gridClass}>
      {games.map((game, index) => (
        <li key={`${game.provider_id}/${game.sub_provider_id}/${game.game_id}`}>
          <GameTile game={game} onPlay={onPlay} aboveFold={index < ABOVE_FOLD_TILES} />
        </li>
      ))}
    </ul>
  );
}
