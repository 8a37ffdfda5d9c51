import { and, arrayContains, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { CatalogueCategory } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { gameLaunchTokens, gameProviders, games, lobbyConfigs } from '#db/schema/games.ts';

export type GameRow = typeof games.$inferSelect;

type GameFilter = { provider?: string; category?: CatalogueCategory; hot?: boolean };

function activeGames(filter: GameFilter) {
  return and(
    eq(games.active, true),
    eq(gameProviders.active, true),
    filter.provider === undefined ? undefined : eq(games.providerId, filter.provider),
    filter.category === undefined ? undefined : arrayContains(games.categories, [filter.category]),
    filter.hot === undefined ? undefined : eq(games.isHot, filter.hot),
  );
}

const lobbyOrder = [asc(games.sortOrder), asc(games.id)];

export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: GameRow[] }> {
  const where = activeGames(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ game: games })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(...lobbyOrder)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { total: totals?.total ?? 0, rows: rows.map((r) => r.game) };
}

export async function listLobbyProviders(db: Db, filter: GameFilter) {
  return db
    .select({ providerId: gameProviders.id, name: gameProviders.name, gameCount: count() })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(activeGames({ category: filter.category }))
    .groupBy(gameProviders.id, gameProviders.name)
    .orderBy(asc(gameProviders.name));
}

/** Whether the provider is active and has an active game: its lobby page exists. */
export async function providerHasActiveGames(db: Db, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(activeGames({ provider: providerId }))
    .limit(1);
  return row !== undefined;
}

/** An active game of an active provider, or undefined. */
export async function findActiveGame(
  db: Db,
  providerId: string,
  gameId: string,
  subProviderId?: string,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select({ game: games })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        activeGames({ provider: providerId }),
        eq(games.gameId, gameId),
        subProviderId === undefined ? undefined : eq(games.subProviderId, subProviderId),
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  return row?.game;
}

export async function findLobbyConfig(db: Db, lobbyKey: string) {
  const [row] = await db.select().from(lobbyConfigs).where(eq(lobbyConfigs.lobbyKey, lobbyKey)).limit(1);
  return row;
}

export async function insertLaunchToken(db: Db, row: typeof gameLaunchTokens.$inferInsert): Promise<void> {
  await db.insert(gameLaunchTokens).values(row);
}

/** The member's most recently opened games (by launch link), each once, newest first. */
export async function lastPlayedGames(db: Db, memberId: number, limit: number) {
  const lastAt = max(gameLaunchTokens.createdAt);
  const recent = db
    .select({ gamePk: gameLaunchTokens.gamePk, lastAt: lastAt.as('last_at') })
    .from(gameLaunchTokens)
    .where(eq(gameLaunchTokens.memberId, memberId))
    .groupBy(gameLaunchTokens.gamePk)
    .as('recent');
  return db
    .select({ game: games, lastAt: sql<Date>`${recent.lastAt}`.mapWith((v: string | Date) => new Date(v)) })
    .from(recent)
    .innerJoin(games, eq(games.id, recent.gamePk))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(activeGames({}))
    .orderBy(desc(recent.lastAt), desc(games.id))
    .limit(limit);
}
