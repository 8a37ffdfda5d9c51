import type { Game, GameLobby } from '@ug99/contract';

/** Catalogue rows shaped as the game calls answer them. */
export function gameOf(overrides: Partial<Game> & Pick<Game, 'game_id' | 'name'>): Game {
  return {
    provider_id: 'demo',
    sub_provider_id: '',
    category: 'slot',
    categories: ['slot'],
    image: `/media/games/${overrides.game_id}.svg`,
    supports_demo: true,
    is_hot: false,
    sort: 0,
    ...overrides,
  };
}

export const goldenReels = gameOf({
  game_id: 'slot-golden-reels',
  name: 'โกลเด้นรีล',
  categories: ['slot', 'freespin'],
  is_hot: true,
});
export const dragonWays = gameOf({
  game_id: 'dragon-ways',
  provider_id: 'pgx',
  name: 'Dragon Ways มังกรทอง',
  supports_demo: false,
});
export const baccarat = gameOf({
  game_id: 'baccarat-classic',
  name: 'บาคาร่าคลาสสิก',
  category: 'casino',
  categories: ['casino'],
  is_hot: true,
});

export const slotLobby: GameLobby = {
  category: 'slot',
  providers: [
    { provider_id: 'demo', name: 'UG Originals', game_count: 1 },
    { provider_id: 'pgx', name: 'PGX', game_count: 1 },
  ],
  games: [goldenReels, dragonWays],
};

export const listOf = (games: Game[]) => ({ page: 1, limit: 60, total: games.length, games });
