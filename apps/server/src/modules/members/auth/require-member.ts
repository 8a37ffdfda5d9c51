import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { RequireMember } from '#http/member-request.ts';
import type { Clock } from '#shared/clock.ts';
import { verifySession } from './sessions.ts';
import type { SessionPolicy } from './sessions.ts';
import { bearerToken } from './tokens.ts';

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
