import type { Db } from '#db/client.ts';
import type { SessionMember } from '#http/member-request.ts';
import {
  deleteEndedSessions,
  findLiveSession,
  insertSession,
  revokeMemberSessions,
  revokeSessionById,
  touchSession,
} from './session-queries.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/**
 * Absolute and idle lifetimes (docs/rules/accounts.md#login-and-sessions: 12 h and 60 min by default, from
 * configuration).
 */
export type SessionPolicy = { absoluteMs: number; idleMs: number };

export type IssuedSession = { token: string; sessionId: number; expiresAt: Date };

/**
 * Writing `last_seen_at` on every request would turn reads into writes; once a minute is enough, at
 * the cost of an idle session ending up to a minute early.
 */
const TOUCH_EVERY_MS = 60_000;

/** Ended sessions stay a month for support questions ("was I logged in on another phone?"). */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(
  db: Db,
  input: { memberId: number; now: Date; policy: SessionPolicy; ip?: string; userAgent?: string },
): Promise<IssuedSession> {
  const { memberId, now, policy } = input;
  await deleteEndedSessions(db, memberId, new Date(now.getTime() - KEEP_ENDED_MS));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  const sessionId = await insertSession(db, {
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId, expiresAt };
}

/** The member behind a live token, after extending its idle time; undefined for anything else. */
export async function verifySession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionMember | undefined> {
  const idleSince = new Date(now.getTime() - policy.idleMs);
  const row = await findLiveSession(db, hashToken(token), now, idleSince);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, row.sessionId, now);
  return { id: row.memberId, phone: row.phone, agentId: row.agentId, sessionId: row.sessionId };
}

export function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  return revokeSessionById(db, sessionId, now);
}

/** After a password change: the device that changed it stays signed in, every other one is signed out. */
export function revokeOtherSessions(
  db: Db,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  return revokeMemberSessions(db, memberId, now, keepSessionId);
}

/** After a password reset: nobody who knew the old password keeps a session. */
export function revokeAllSessions(db: Db, memberId: number, now: Date): Promise<number> {
  return revokeMemberSessions(db, memberId, now);
}
