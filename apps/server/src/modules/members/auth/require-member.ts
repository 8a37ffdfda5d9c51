import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { verifySession } from './sessions.ts';
import type { SessionMember, SessionPolicy } from './sessions.ts';
import { bearerToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; member routes read it, others never do. */
    member: SessionMember | null;
  }
}

export type RequireMember = preHandlerAsyncHookHandler;

/**
 * Decorates every request with `member` and returns the preHandler that fills it from the bearer
 * token, answering HTTP 401 UNAUTHORIZED when the token is missing, unknown, revoked or expired.
 */
export function installMemberAuth(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; policy: SessionPolicy },
): RequireMember {
  app.decorateRequest('member', null);
  return async function requireMember(req: FastifyRequest) {
    const token = bearerToken(req.headers.authorization);
    const member = token ? await verifySession(deps.db, token, deps.clock.now(), deps.policy) : undefined;
    if (!member) throw new AppError('UNAUTHORIZED');
    req.member = member;
  };
}

/** The member of a route guarded by `requireMember`; a route that forgot the guard fails loudly. */
export function memberOf(req: FastifyRequest): SessionMember {
  if (!req.member) throw new Error(`${req.routeOptions.url} reads the member without requireMember`);
  return req.member;
}
