import { gamesTh } from '../th.ts';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

/** The tile images are square SVGs; the attributes reserve their space before they load. */
const IMAGE_SIZE = 240;

export interface GameTileProps {
  game: LobbyGame;
  onPlay: (game: LobbyGame, demo: boolean) => void;
  /**
   * A tile in the first rows a phone shows: its picture is the page's largest paint, so it loads at once
   * and early instead of waiting for the lazy-loading check (docs/FIRST-LOAD.md#lighthouse).
   */
  aboveFold?: boolean;
}

/**
 * A game in a lobby: its picture and Thai name open it for real money; a game with a demo carries the
 * "ทดลองเล่น" badge under it, which opens the demo (logged out too).
 */
export function GameTile({ game, onPlay, aboveFold = false }: GameTileProps) {
  return (
    <div className="flex h-full flex-col gap-1.5">
      <button
        type="button"
        onClick={() => onPlay(game, false)}
        aria-label={gamesTh.play(game.name)}
        className="group relative overflow-hidden rounded-2xl border border-ink-600 bg-ink-800 text-left transition hover:border-gold-500 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <img
          src={game.image}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          decoding="async"
          className="aspect-square w-full bg-ink-700 object-cover transition group-hover:scale-[1.03]"
        />
        <span className="block truncate px-2 py-1.5 text-sm font-bold text-white sm:text-base">
          {game.name}
        </span>
      </button>
      {game.supports_demo && (
        <button
          type="button"
          onClick={() => onPlay(game, true)}
          aria-label={gamesTh.demoLabel(game.name)}
          className="min-h-11 rounded-xl border border-gold-600/50 bg-ink-900/70 px-2 text-sm font-bold text-gold-300 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          {gamesTh.demo}
        </button>
      )}
    </div>
  );
}

/** Tiles' shapes while the list loads (architecture: skeletons, not spinners). */
export function GameTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-1.5">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <Skeleton className="h-11 w-full rounded-xl" />
    </div>
  );
}
