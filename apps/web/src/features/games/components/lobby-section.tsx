import { useId } from 'react';
import { gamesTh } from '../th.ts';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { GameGrid } from './game-grid.tsx';

export interface LobbySectionProps {
  title: string;
  games: LobbyGame[] | null;
  onPlay: (game: LobbyGame, demo: boolean) => void;
  /** Shown when the list is empty; without it an empty section is left out. */
  empty?: string;
  skeletonCount?: number;
}

/** One titled row of a lobby page ("เล่นล่าสุด", "เกมยอดนิยม", a category). */
export function LobbySection({ title, games, onPlay, empty, skeletonCount }: LobbySectionProps) {
  const headingId = useId();
  if (games && games.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {title}
      </h2>
      <GameGrid
        games={games}
        label={gamesTh.gamesLabel(title)}
        onPlay={onPlay}
        empty={empty}
        skeletonCount={skeletonCount}
      />
    </section>
  );
}
