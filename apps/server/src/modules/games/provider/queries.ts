import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { gameLaunchTokens, gameSessions, games } from '#db/schema/games.ts';

export type SessionRow = {
  id: number;
  providerId: string;
  memberId: number;
  walletTypeId: number;
  gameId: string;
  category: string;
  expiresAt: Date;
};

/** Spends a launch token: only an unused, unexpired one of this provider's games, and only once. */
export async function spendLaunchToken(db: Db, tokenHash: string, providerId: string, now: Date) {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, tokenHash),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, now),
        sql`${gameLaunchTokens.gamePk} in (select ${games.id} from ${games} where ${games.providerId} = ${providerId})`,
      ),
    )
    .returning();
  return row;
}

export async function insertSession(db: Db, row: typeof gameSessions.$inferInsert): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function findGame(db: Db, gamePk: number) {
  const [row] = await db.select().from(games).where(eq(games.id, gamePk)).limit(1);
  return row;
}

/** A session by its token, expired or not: the caller judges expiry. */
export async function findSession(
  db: Db,
  tokenHash: string,
  providerId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      providerId: gameSessions.providerId,
      memberId: gameSessions.memberId,
      walletTypeId: gameSessions.walletTypeId,
      gameId: games.gameId,
      category: games.category,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gamePk))
    .where(and(eq(gameSessions.tokenHash, tokenHash), eq(gameSessions.providerId, providerId)))
    .limit(1);
  return row;
}

/** Extends the session's idle expiry (the balance call; money calls do it in provider_bet). */
export function extendSession(db: Db, sessionId: number, expiresAt: Date) {
  return db.update(gameSessions).set({ expiresAt }).where(eq(gameSessions.id, sessionId));
}
