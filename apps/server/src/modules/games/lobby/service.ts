import { GAME_LAST_PLAYED_MAX } from '@ug99/contract';
import type {
  CatalogueCategory,
  Game,
  GameDemoRequest,
  GameLinkRequest,
  GameLinkResult,
  GameListQuery,
  GameListResult,
  GameLobby,
  GameLobbyQuery,
  GameWalletsRequest,
  LastPlayedGame,
  LobbyConfig,
  Wallet,
} from '@ug99/contract';
import type { SessionMember } from '#members';
import type { GamesConfig } from '#config';
import type { Db } from '#db/client.ts';
import { DEMO_PROVIDER_ID } from '../catalogue.ts';
import { hashGameToken, newGameToken } from '../tokens.ts';
import { AppError } from '#http/app-error.ts';
import { memberWallets } from '#ledger';
import type { MemberWallet } from '#ledger';
import { canStake } from '#responsible-gaming';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import {
  findActiveGame,
  findLobbyConfig,
  insertLaunchToken,
  lastPlayedGames,
  listGames,
  listLobbyProviders,
  providerHasActiveGames,
} from './queries.ts';
import type { GameRow } from './queries.ts';
import { walletAllowsCategory } from './wallet-rules.ts';

export type GameService = ReturnType<typeof createGameService>;

/** Whether `/lobby/{provider}` is a page: the provider has active games (docs/rules/member-site.md#not-found). */
export function providerLobbyExists(db: Db, providerId: string): Promise<boolean> {
  return providerHasActiveGames(db, providerId);
}

/**
 * Promotions and wallets read game rounds through #games, so games reaches them only through what the
 * app passes in (docs/ARCHITECTURE.md#no-cycles-between-domains): the categories the member's running
 * promotion allows on the promotion wallet, and the wallets as the member sees them.
 */
type Deps = {
  db: Db;
  clock: Clock;
  games: GamesConfig;
  promotionWalletCategories: (db: Db, memberId: number) => Promise<string[]>;
  walletViews: (db: Db, agentId: number, wallets: Promise<MemberWallet[]>) => Promise<Wallet[]>;
};

export function toGame(row: GameRow): Game {
  return {
    game_id: row.gameId,
    provider_id: row.providerId,
    sub_provider_id: row.subProviderId,
    category: row.category as CatalogueCategory,
    categories: row.categories as CatalogueCategory[],
    name: row.name,
    image: row.image,
    supports_demo: row.supportsDemo,
    is_hot: row.isHot,
    sort: row.sortOrder,
  };
}

/**
 * Catalogue, lobby and launch links (docs/rules/games.md#catalogue, docs/rules/games.md#launch); money moves
 * only through the provider protocol.
 */
export function createGameService({ db, clock, games, promotionWalletCategories, walletViews }: Deps) {
  // Where each provider's game pages live. A real provider plugs in here with its own launch URL.
  const launchBase: Record<string, string> = { [DEMO_PROVIDER_ID]: games.demoProviderUrl };

  async function requireGame(providerId: string, gameId: string, subProviderId?: string) {
    const game = await findActiveGame(db, providerId, gameId, subProviderId);
    if (!game || !launchBase[game.providerId]) throw new AppError('GAME_NOT_FOUND');
    return game;
  }

  const playUrl = (game: GameRow, query: string) =>
    `${launchBase[game.providerId]}/play/${encodeURIComponent(game.gameId)}?${query}`;

  async function allowedWallets(memberId: number, game: GameRow): Promise<MemberWallet[]> {
    const [wallets, promotionCategories] = await Promise.all([
      memberWallets(db, memberId),
      promotionWalletCategories(db, memberId),
    ]);
    const category = game.category as CatalogueCategory;
    return wallets.filter((w) => walletAllowsCategory(w.walletTypeId, category, promotionCategories));
  }

  return {
    async list(query: GameListQuery): Promise<GameListResult> {
      const { total, rows } = await listGames(
        db,
        {
          provider: query.provider,
          category: query.category,
          hot: query.hot === undefined ? undefined : query.hot === 'true',
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return { page: query.page, limit: query.limit, total, games: rows.map(toGame) };
    },

    async lobby(query: GameLobbyQuery): Promise<GameLobby> {
      const filter = { category: query.category, provider: query.provider };
      const [providers, { rows }] = await Promise.all([
        listLobbyProviders(db, filter),
        listGames(db, filter, { limit: 1000, offset: 0 }),
      ]);
      return {
        category: query.category ?? null,
        providers: providers.map((p) => ({
          provider_id: p.providerId,
          name: p.name,
          game_count: p.gameCount,
        })),
        games: rows.map(toGame),
      };
    },

    async lobbyConfig(lobbyKey: string): Promise<LobbyConfig> {
      const row = await findLobbyConfig(db, lobbyKey);
      if (!row) throw new AppError('LOBBY_NOT_FOUND');
      return { lobby_key: row.lobbyKey, sections: row.sections };
    },

    async wallets(member: SessionMember, req: GameWalletsRequest): Promise<Wallet[]> {
      const game = await requireGame(req.provider_id, req.game_id, req.sub_provider_id);
      return walletViews(db, member.agentId, allowedWallets(member.id, game));
    },

    /**
     * A one-time launch link bound to the member, the wallet and the game. A member who may not
     * stake at all now (cool-off, self-exclusion, a loss limit already reached) is told here, before
     * the game opens, rather than by a refused first bet inside the frame.
     */
    async link(member: SessionMember, req: GameLinkRequest): Promise<GameLinkResult> {
      const game = await requireGame(req.provider_id, req.game_id);
      const owned = (await memberWallets(db, member.id)).find((w) => w.accountId === req.wallet_id);
      if (!owned) throw new AppError('GAME_WALLET_NOT_FOUND');
      const promotionCategories = await promotionWalletCategories(db, member.id);
      if (
        !walletAllowsCategory(owned.walletTypeId, game.category as CatalogueCategory, promotionCategories)
      ) {
        throw new AppError('GAME_WALLET_NOT_ALLOWED');
      }
      const now = clock.now();
      const decision = await canStake(db, member.id, 1n, now);
      if (!decision.ok) throw new AppError(decision.key, decision.message);

      const token = newGameToken();
      await insertLaunchToken(db, {
        tokenHash: hashGameToken(token),
        memberId: member.id,
        walletTypeId: owned.walletTypeId,
        gamePk: game.id,
        isMobile: req.is_mobile,
        source: req.source,
        expiresAt: new Date(now.getTime() + games.launchTokenTtlMs),
        createdAt: now,
      });
      return { link: playUrl(game, `token=${token}`) };
    },

    /** Play money in the provider, no wallet and no login; the agent code must still be a live one. */
    async demo(req: GameDemoRequest): Promise<GameLinkResult> {
      await requireAgent(db, req.agent_code);
      const game = await requireGame(req.provider_id, req.game_id);
      if (!game.supportsDemo) throw new AppError('GAME_DEMO_UNAVAILABLE');
      return { link: playUrl(game, 'mode=demo') };
    },

    async last(member: SessionMember): Promise<LastPlayedGame[]> {
      const rows = await lastPlayedGames(db, member.id, GAME_LAST_PLAYED_MAX);
      return rows.map((r) => ({ ...toGame(r.game), last_played_at: r.lastAt.toISOString() }));
    },
  };
}
