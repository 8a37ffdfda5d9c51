import { DEMO_GAME_NAMES } from '@ug99/contract';
import type { CatalogueCategory, DemoGameId, LobbySection } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { gameProviders, games, lobbyConfigs } from '#db/schema/games.ts';

/** The built-in provider's id: in the protocol's URLs, the launch links and the catalogue. */
export const DEMO_PROVIDER_ID = 'demo';

type SeedGame = {
  gameId: DemoGameId;
  category: CatalogueCategory;
  categories: CatalogueCategory[];
  name: string;
  supportsDemo: boolean;
  isHot: boolean;
  sortOrder: number;
};

/**
 * The built-in provider's maximum wins per stake, from its published tables (docs/DEMO-PROVIDER.md): a
 * fish's largest multiplier, a table game's best single bet with its stake back. The slots and the virtual
 * sports publish no such figure; the setting applies to them (docs/GAMES.md). Migration 0034 gives the
 * same figures to catalogues seeded before.
 */
const MAX_WIN_MULTIPLIERS: Partial<Record<DemoGameId, number>> = {
  'fishing-ocean-hunter': 50,
  'fishing-dragon-reef': 300,
  'baccarat-classic': 12,
  'dragon-tiger-classic': 12,
  'sicbo-classic': 31,
};

/**
 * The ten games the built-in provider (packages/demo-provider) hosts; images are in media/games. Names
 * are the contract's DEMO_GAME_NAMES, which the provider's pages show too (docs/GAMES.md#one-name).
 */
const DEMO_GAMES: SeedGame[] = [
  {
    gameId: 'slot-golden-reels',
    category: 'slot',
    categories: ['slot', 'freespin'],
    name: DEMO_GAME_NAMES['slot-golden-reels'],
    supportsDemo: true,
    isHot: true,
    sortOrder: 1,
  },
  {
    gameId: 'baccarat-classic',
    category: 'casino',
    categories: ['casino'],
    name: DEMO_GAME_NAMES['baccarat-classic'],
    supportsDemo: true,
    isHot: true,
    sortOrder: 2,
  },
  {
    gameId: 'fishing-ocean-hunter',
    category: 'fishing',
    categories: ['fishing'],
    name: DEMO_GAME_NAMES['fishing-ocean-hunter'],
    supportsDemo: true,
    isHot: false,
    sortOrder: 3,
  },
  {
    gameId: 'football-virtual-league',
    category: 'sport',
    categories: ['sport'],
    name: DEMO_GAME_NAMES['football-virtual-league'],
    supportsDemo: true,
    isHot: false,
    sortOrder: 4,
  },
  // Further games of the built-in provider, after the first four so their lobby order stays.
  ...(
    [
      ['slot-fruit-fiesta', 'slot', ['slot'], false],
      ['slot-temple-elephant', 'slot', ['slot', 'freespin'], true],
      ['dragon-tiger-classic', 'casino', ['casino'], false],
      ['sicbo-classic', 'casino', ['casino'], false],
      ['fishing-dragon-reef', 'fishing', ['fishing'], false],
      ['racing-virtual-derby', 'sport', ['sport'], false],
    ] as const
  ).map(([gameId, category, categories, isHot], i) => ({
    gameId,
    category,
    categories: [...categories],
    name: DEMO_GAME_NAMES[gameId],
    supportsDemo: true,
    isHot,
    sortOrder: 5 + i,
  })),
];

const section = (
  key: string,
  title: string,
  kind: LobbySection['kind'],
  category: CatalogueCategory | null = null,
): LobbySection => ({ key, title, kind, category, provider_id: null });

const categoryLobby = (category: CatalogueCategory, title: string): LobbySection[] => [
  section('last', 'เล่นล่าสุด', 'last'),
  section('hot', 'เกมยอดนิยม', 'hot'),
  section(category, title, 'category', category),
];

/** Which sections each lobby page shows, in order; the operator may change these rows later. */
const LOBBIES: Record<string, LobbySection[]> = {
  home: [
    section('last', 'เล่นล่าสุด', 'last'),
    section('hot', 'เกมยอดนิยม', 'hot'),
    section('slot', 'สล็อต', 'category', 'slot'),
    section('casino', 'คาสิโน', 'category', 'casino'),
    section('sport', 'กีฬา', 'category', 'sport'),
    section('fishing', 'ยิงปลา', 'category', 'fishing'),
  ],
  play: [
    section('last', 'เล่นล่าสุด', 'last'),
    section('slot', 'สล็อต', 'category', 'slot'),
    section('casino', 'คาสิโน', 'category', 'casino'),
    section('sport', 'กีฬา', 'category', 'sport'),
    section('fishing', 'ยิงปลา', 'category', 'fishing'),
    section('freespin', 'ฟรีสปิน', 'category', 'freespin'),
  ],
  slot: categoryLobby('slot', 'สล็อต'),
  casino: categoryLobby('casino', 'คาสิโน'),
  sport: categoryLobby('sport', 'กีฬา'),
  fishing: categoryLobby('fishing', 'ยิงปลา'),
  freespin: categoryLobby('freespin', 'ฟรีสปิน'),
};

/**
 * Adds the built-in provider, its games and the lobby layouts when missing; rows that exist are left
 * alone, so an operator's changes survive restarts. Safe to run at every start-up.
 */
export async function ensureGameCatalogue(db: Db): Promise<void> {
  await db
    .insert(gameProviders)
    .values({ id: DEMO_PROVIDER_ID, name: 'UG Originals' })
    .onConflictDoNothing({ target: gameProviders.id });
  await db
    .insert(games)
    .values(
      DEMO_GAMES.map((g) => ({
        ...g,
        providerId: DEMO_PROVIDER_ID,
        subProviderId: '',
        image: `/media/games/${g.gameId}.svg`,
        maxWinMultiplier: MAX_WIN_MULTIPLIERS[g.gameId] ?? null,
      })),
    )
    .onConflictDoNothing({ target: [games.providerId, games.gameId, games.subProviderId] });
  await db
    .insert(lobbyConfigs)
    .values(Object.entries(LOBBIES).map(([lobbyKey, sections]) => ({ lobbyKey, sections })))
    .onConflictDoNothing({ target: lobbyConfigs.lobbyKey });
}
