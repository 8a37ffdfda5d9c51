import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { epochMs, rowsOf } from '#db/rows.ts';
import {
  gameDailyTotals,
  gameLaunchTokens,
  gameRounds,
  gameSessions,
  games,
  providerTransactions,
} from '#db/schema/index.ts';

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

/** A session by its token whether expired or not: wins and rollbacks are accepted after expiry. */
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

/** Extends the session's idle expiry; a statement to run or to hand to `recordAnswer` as a write. */
export type NewClaim = Omit<typeof providerTransactions.$inferInsert, 'sessionId' | 'status' | 'answer'> & {
  amount: bigint;
  createdAt: Date;
};

/**
 * A money call's first statement: the session by its token (expired ones too) and, when there is one,
 * the claim of (provider, transaction id) for it, in one round trip. `claimId` is undefined when the id
 * was claimed before: a concurrent claim with the same id waits on the unique key until the first
 * commits, then gets nothing here and reads the stored answer. No session: nothing is claimed.
 */
export async function findSessionAndClaim(
  db: Db,
  tokenHash: string,
  claim: NewClaim,
): Promise<{ session: SessionRow; claimId: number | undefined } | undefined> {
  const [row] = rowsOf<{
    id: string;
    member_id: number;
    wallet_type_id: number;
    game_id: string;
    category: string;
    expires_ms: string;
    claim_id: string | null;
  }>(
    await db.execute(sql`
      with s as (
        select gs.id, gs.member_id, gs.wallet_type_id, g.game_id, g.category, gs.expires_at
        from game_sessions gs join games g on g.id = gs.game_pk
        where gs.token_hash = ${tokenHash} and gs.provider_id = ${claim.providerId}
      ), c as (
        insert into provider_transactions (provider_id, transaction_id, call, fingerprint, session_id,
          round_id, amount, status, answer, created_at)
        select ${claim.providerId}, ${claim.transactionId}, ${claim.call}, ${claim.fingerprint}, s.id,
          ${claim.roundId}, ${claim.amount.toString()}::bigint, 'PENDING', '{}'::jsonb,
          ${claim.createdAt.toISOString()}::timestamptz
        from s
        on conflict (provider_id, transaction_id) do nothing
        returning id
      )
      select s.id::text as id, s.member_id, s.wallet_type_id, s.game_id, s.category,
        ${epochMs(sql`s.expires_at`)} as expires_ms, (select c.id::text from c) as claim_id
      from s`),
  );
  if (!row) return undefined;
  return {
    session: {
      id: Number(row.id),
      providerId: claim.providerId,
      memberId: Number(row.member_id),
      walletTypeId: Number(row.wallet_type_id),
      gameId: row.game_id,
      category: row.category,
      expiresAt: new Date(Number(row.expires_ms)),
    },
    claimId: row.claim_id === null ? undefined : Number(row.claim_id),
  };
}

export function extendSession(db: Db, sessionId: number, expiresAt: Date) {
  return db.update(gameSessions).set({ expiresAt }).where(eq(gameSessions.id, sessionId));
}

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

/**
 * Claims (provider, transaction id) for this request. A concurrent request with the same id waits on
 * the unique key until the first commits, then gets nothing here and reads the stored answer.
 */
export async function claimTransaction(
  db: Db,
  row: typeof providerTransactions.$inferInsert,
): Promise<number | undefined> {
  const [claimed] = await db
    .insert(providerTransactions)
    .values(row)
    .onConflictDoNothing({ target: [providerTransactions.providerId, providerTransactions.transactionId] })
    .returning({ id: providerTransactions.id });
  return claimed?.id;
}

export async function findTransaction(
  db: Db,
  providerId: string,
  transactionId: string,
  forUpdate = false,
): Promise<ProviderTransactionRow | undefined> {
  const query = db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.transactionId, transactionId),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Stores the call's answer on its claim, together with the call's other writes (round totals, day
 * totals, session expiry) as data-modifying CTEs of the same statement: one round trip instead of one
 * per write. The writes touch other tables or other rows, so their order inside the statement does not
 * matter; none of them returns anything the call still needs.
 */
export async function recordAnswer(
  db: Db,
  id: number,
  fields: Pick<ProviderTransactionRow, 'status' | 'answer' | 'amount' | 'ledgerTransferId'>,
  writes: readonly SQLWrapper[] = [],
): Promise<void> {
  const update = db.update(providerTransactions).set(fields).where(eq(providerTransactions.id, id));
  if (writes.length === 0) {
    await update;
    return;
  }
  const ctes = sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`),
    sql`, `,
  );
  await db.execute(sql`with ${ctes} ${update.getSQL()}`);
}

export function markRolledBack(db: Db, id: number, at: Date) {
  return db.update(providerTransactions).set({ rolledBackAt: at }).where(eq(providerTransactions.id, id));
}

/** A round with its game: the game of the session whose bet opened it (a session never changes game). */
export type RoundRow = typeof gameRounds.$inferSelect & { gameId: string };

/**
 * The round, locked until the transaction ends, so a bet, a win and a rollback of one round never
 * interleave. Only the round row is locked; its session and game are read along.
 */
export async function lockRound(db: Db, providerId: string, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select({ round: gameRounds, gameId: games.gameId })
    .from(gameRounds)
    .innerJoin(gameSessions, eq(gameSessions.id, gameRounds.sessionId))
    .innerJoin(games, eq(games.id, gameSessions.gamePk))
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.roundId, roundId)))
    .limit(1)
    .for('update', { of: gameRounds });
  return row && { ...row.round, gameId: row.gameId };
}

/** Whether the round has had an accepted win (closing or not, of any amount): its stakes are settled. */
export async function roundHasWin(db: Db, providerId: string, roundId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.roundId, roundId),
        eq(providerTransactions.call, 'win'),
        eq(providerTransactions.status, 'OK'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Opens the round with this stake, or adds the stake to the open round (a concurrent opener included). */
export function addStakeToRound(db: Db, row: typeof gameRounds.$inferInsert) {
  return db
    .insert(gameRounds)
    .values(row)
    .onConflictDoUpdate({
      target: [gameRounds.providerId, gameRounds.roundId],
      set: { totalBet: sql`${gameRounds.totalBet} + excluded.total_bet` },
    });
}

export function updateRound(db: Db, id: number, delta: { win?: bigint; refund?: bigint; settleAt?: Date }) {
  return db
    .update(gameRounds)
    .set({
      totalWin: sql`${gameRounds.totalWin} + ${delta.win ?? 0n}`,
      totalRefund: sql`${gameRounds.totalRefund} + ${delta.refund ?? 0n}`,
      ...(delta.settleAt ? { status: 'settled', settledAt: delta.settleAt } : {}),
    })
    .where(eq(gameRounds.id, id));
}

/** Adds to a member's turnover and payout of one Bangkok day, wallet and category (negative undoes). */
export function addDailyTotals(
  db: Db,
  key: { day: string; memberId: number; walletTypeId: number; category: string },
  delta: { betCount: number; turnover: bigint; payout: bigint },
) {
  return db
    .insert(gameDailyTotals)
    .values({ ...key, ...delta })
    .onConflictDoUpdate({
      target: [
        gameDailyTotals.day,
        gameDailyTotals.memberId,
        gameDailyTotals.walletTypeId,
        gameDailyTotals.category,
      ],
      set: {
        betCount: sql`${gameDailyTotals.betCount} + excluded.bet_count`,
        turnover: sql`${gameDailyTotals.turnover} + excluded.turnover`,
        payout: sql`${gameDailyTotals.payout} + excluded.payout`,
      },
    });
}
