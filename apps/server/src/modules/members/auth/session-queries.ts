import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { members, memberSessions } from '#db/schema/members.ts';

export type NewSession = typeof memberSessions.$inferInsert;

export async function insertSession(db: Db, row: NewSession): Promise<number> {
  const [inserted] = await db.insert(memberSessions).values(row).returning({ id: memberSessions.id });
  if (!inserted) throw new Error('session insert returned no row');
  return inserted.id;
}

/** A session neither revoked, expired nor idle since `idleSince` (docs/rules/accounts.md). */
export function isLiveSession(now: Date, idleSince: Date) {
  return and(
    isNull(memberSessions.revokedAt),
    gt(memberSessions.expiresAt, now),
    gt(memberSessions.lastSeenAt, idleSince),
  );
}

/** The live session of a token hash with its member, or nothing when it is unknown, revoked or expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: memberSessions.id,
      lastSeenAt: memberSessions.lastSeenAt,
      memberId: members.id,
      phone: members.phone,
      agentId: members.agentId,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, tokenHash), isLiveSession(now, idleSince)))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.id, sessionId));
}

export async function revokeSessionById(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Revokes every live session of the member except `keepSessionId` (all of them when it is undefined). */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const revoked = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(memberSessions.id, keepSessionId),
      ),
    )
    .returning({ id: memberSessions.id });
  return revoked.length;
}

/** Drops the member's sessions that ended (expired or revoked) before `before`; kept until then for support. */
export async function deleteEndedSessions(db: Db, memberId: number, before: Date): Promise<void> {
  await db
    .delete(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        or(lt(memberSessions.expiresAt, before), lt(memberSessions.revokedAt, before)),
      ),
    );
}

export async function countLiveSessions(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
