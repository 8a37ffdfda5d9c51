import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';
import { GameGrid } from './game-grid.tsx';

const games: LobbyGame[] = Array.from({ length: 8 }, (_, i) => ({
  provider_id: 'demo',
  sub_provider_id: 'demo',
  source: 'slot',
  game_id: `game-${i + 1}`,
  name: `เกม ${i + 1}`,
  image: `/media/games/game-${i + 1}.svg`,
  supports_demo: false,
  categories: ['slot'],
}));

describe('GameGrid', () => {
  it("loads the first two rows' pictures at once and with high priority, the rest lazily", () => {
    const { container } = render(<GameGrid games={games} label="สล็อต" onPlay={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(6).fill('eager'),
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      ...Array<string>(6).fill('high'),
      'auto',
      'auto',
    ]);
  });
});
