import { z } from 'zod';
import { UI } from './constants.ts';
import { agentCode } from './content.ts';
import { walletList } from './wallet.ts';
import { GAME_CATALOGUE_CATEGORIES } from './constants.ts';

/**
 * Catalogue, lobby and launch calls (docs/rules/games.md#catalogue, docs/rules/games.md#launch). The
 * seamless-wallet protocol the provider speaks is in provider-protocol.ts; these are the member site's calls.
 */

export const catalogueCategory = z.enum(GAME_CATALOGUE_CATEGORIES);
export type CatalogueCategory = z.infer<typeof catalogueCategory>;

/**
 * The Thai name of each game of the built-in provider, by game id: one name for the lobby tile (the
 * server seeds the catalogue with it) and for the game's own page (packages/demo-provider), so the two
 * never differ (docs/GAMES.md#one-name). A game the provider adds needs its name here first.
 */
export const DEMO_GAME_NAMES = {
  'slot-golden-reels': 'โกลเด้นรีล',
  'baccarat-classic': 'บาคาร่าคลาสสิก',
  'fishing-ocean-hunter': 'นักล่ามหาสมุทร',
  'football-virtual-league': 'ฟุตบอลเสมือนจริง',
  'slot-fruit-fiesta': 'ฟรุตเฟียสต้า',
  'slot-temple-elephant': 'วิหารช้างเผือก',
  'dragon-tiger-classic': 'เสือมังกร',
  'sicbo-classic': 'ไฮโล',
  'fishing-dragon-reef': 'แนวปะการังมังกร',
  'racing-virtual-derby': 'แข่งม้าเสมือนจริง',
} as const satisfies Record<string, string>;
export type DemoGameId = keyof typeof DEMO_GAME_NAMES;

export const GAME_LIST_LIMIT_MAX = 200;

/** Ids are strings: the site's client sends them as strings, and real providers use text ids. */
const gameRef = z.string().trim().min(1).max(64);
/** '' when the provider has no sub-providers (the built-in one has none). */
const subProviderRef = z.string().trim().max(64);

export const game = z.object({
  game_id: z.string(),
  provider_id: z.string(),
  sub_provider_id: z.string(),
  /** The game's own category; `categories` also lists the other lobbies it appears in (a slot in freespin). */
  category: catalogueCategory,
  categories: z.array(catalogueCategory),
  /** Thai display name. */
  name: z.string(),
  /** Site-relative path of the tile image (an SVG under /media/games/). */
  image: z.string(),
  supports_demo: z.boolean(),
  is_hot: z.boolean(),
  sort: z.number().int(),
});
export type Game = z.infer<typeof game>;

/** Query strings arrive as text, hence the coercion. `provider` and `category` filter; both optional. */
export const gameListQuery = z.object({
  provider: gameRef.optional(),
  category: catalogueCategory.optional(),
  /** Only games flagged hot (the lobby's "hot" list). */
  hot: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(GAME_LIST_LIMIT_MAX).default(UI.defaultGameListLimit),
  page: z.coerce.number().int().min(1).default(1),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameListResult = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  games: z.array(game),
});
export type GameListResult = z.infer<typeof gameListResult>;

export const gameProvider = z.object({
  provider_id: z.string(),
  /** Display name (a brand, usually Latin letters). */
  name: z.string(),
  /** How many active games the provider has in the requested category. */
  game_count: z.number().int(),
});
export type GameProvider = z.infer<typeof gameProvider>;

/** A category's lobby: the providers that have games in it, and those games in lobby order. */
export const gameLobbyQuery = z.object({
  category: catalogueCategory.optional(),
  provider: gameRef.optional(),
});
export type GameLobbyQuery = z.infer<typeof gameLobbyQuery>;

export const gameLobby = z.object({
  category: catalogueCategory.nullable(),
  providers: z.array(gameProvider),
  games: z.array(game),
});
export type GameLobby = z.infer<typeof gameLobby>;

export const LOBBY_SECTION_KINDS = ['last', 'hot', 'category', 'provider'] as const;

/**
 * One section of a lobby page: `last` is this member's recently played (empty when logged out), `hot`
 * the hot games, `category` and `provider` the games of one category or one provider.
 */
export const lobbySection = z.object({
  key: z.string(),
  /** Thai heading. */
  title: z.string(),
  kind: z.enum(LOBBY_SECTION_KINDS),
  category: catalogueCategory.nullable(),
  provider_id: z.string().nullable(),
});
export type LobbySection = z.infer<typeof lobbySection>;

export const lobbyConfigQuery = z.object({ lobby_key: z.string().trim().min(1).max(64) });
export const lobbyConfig = z.object({
  lobby_key: z.string(),
  /** In display order. */
  sections: z.array(lobbySection),
});
export type LobbyConfig = z.infer<typeof lobbyConfig>;

export const gameWalletsRequest = z.object({
  game_id: gameRef,
  provider_id: gameRef,
  sub_provider_id: subProviderRef.default(''),
});
export type GameWalletsRequest = z.infer<typeof gameWalletsRequest>;
/** The member's wallets this game's category may be played with, shaped like /api/member/wallets. */
export const gameWalletsResult = walletList;

export const gameLinkRequest = z.object({
  wallet_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  game_id: gameRef,
  provider_id: gameRef,
  is_mobile: z.boolean().default(false),
  /** Where the member opened the game from ('slot', 'lobby', 'home'...); recorded, not interpreted. */
  source: z.string().trim().max(64).default(''),
});
export type GameLinkRequest = z.infer<typeof gameLinkRequest>;

export const gameDemoRequest = z.object({
  game_id: gameRef,
  provider_id: gameRef,
  is_mobile: z.boolean().default(false),
  source: z.string().trim().max(64).default(''),
  agent_code: agentCode,
});
export type GameDemoRequest = z.infer<typeof gameDemoRequest>;

/** The URL the game frame loads: the provider's page with a one-time launch token, or in demo mode. */
export const gameLinkResult = z.object({ link: z.string() });
export type GameLinkResult = z.infer<typeof gameLinkResult>;

export const GAME_LAST_PLAYED_MAX = 20;
export const lastPlayedGame = game.extend({ last_played_at: z.string() });
/** This member's recently opened games, most recent first, each once. */
export const lastPlayedList = z.array(lastPlayedGame);
export type LastPlayedGame = z.infer<typeof lastPlayedGame>;
