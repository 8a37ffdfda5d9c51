import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import {
  deleteEndedOperatorSessions,
  findLiveOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from './queries.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

/** The back office's session cookie (docs/BACKOFFICE.md#access). */
export const SESSION_COOKIE = 'ug99_bo';

/** Who is calling, as a back-office route sees it (`req.operator`). */
export type BackofficeOperator = { id: number; name: string; role: OperatorRole; sessionId: number };

/** Absolute and idle lifetimes of an operator session (BACKOFFICE_SESSION_HOURS, BACKOFFICE_IDLE_MINUTES). */
export type OperatorSessionPolicy = { absoluteMs: number; idleMs: number };

/**
 * Writing `last_seen_at` on every request would turn reads into writes; once a minute is enough, at the
 * cost of an idle session ending up to a minute early.
 */
const TOUCH_EVERY_MS = 60_000;

/**
 * Ended sessions stay a month (an admin asking "who was signed in from where last week"); each sign-in
 * clears the operator's older ones. Sign-ins, sign-outs and revocations are in the audit log for good.
 */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;

export async function createOperatorSession(
  db: Db,
  input: { operatorId: number; now: Date; policy: OperatorSessionPolicy; ip?: string; userAgent?: string },
): Promise<{ token: string; sessionId: number }> {
  await deleteEndedOperatorSessions(db, input.operatorId, new Date(input.now.getTime() - KEEP_ENDED_MS));
  const token = newToken();
  const sessionId = await insertOperatorSession(db, {
    tokenHash: hashToken(token),
    operatorId: input.operatorId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.policy.absoluteMs),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId };
}

/** The operator behind a live session token, after sliding its idle time; undefined for anything else. */
export async function verifyOperatorSession(
  db: Db,
  token: string,
  clock: Clock,
  policy: OperatorSessionPolicy,
): Promise<BackofficeOperator | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const now = clock.now();
  const idleSince = new Date(now.getTime() - policy.idleMs);
  const row = await findLiveOperatorSession(db, hashToken(token), now, idleSince);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchOperatorSession(db, row.sessionId, now);
  }
  return { id: row.operatorId, name: row.name, role: row.role as OperatorRole, sessionId: row.sessionId };
}

/**
 * Whether the request's session still stands (not revoked, expired or idle, its operator not disabled),
 * without sliding it: an open event stream is not the operator's activity, so it does not keep an idle
 * session alive (docs/BACKOFFICE.md#queues).
 */
export async function requestSessionStands(
  db: Db,
  req: FastifyRequest,
  clock: Clock,
  policy: OperatorSessionPolicy,
): Promise<boolean> {
  const token = sessionCookieOf(req);
  if (!token || !isTokenShaped(token)) return false;
  const now = clock.now();
  const idleSince = new Date(now.getTime() - policy.idleMs);
  return Boolean(await findLiveOperatorSession(db, hashToken(token), now, idleSince));
}

/** The session token of the request's `ug99_bo` cookie, if any. */
export function sessionCookieOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * HttpOnly (the page's scripts never see it), SameSite=Strict (no other site can make a request carry
 * it, which is the back office's defence against cross-site requests), Secure when the request came over
 * HTTPS (behind a proxy: TRUST_PROXY), Path=/ so the API and the pages share it.
 */
function cookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  policy: OperatorSessionPolicy,
): void {
  reply.header('set-cookie', cookie(req, token, Math.floor(policy.absoluteMs / 1000)));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, '', 0));
}
