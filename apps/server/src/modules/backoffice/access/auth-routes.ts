import type { FastifyRequest } from 'fastify';
import { ok } from '@ug99/contract';
import type { accessCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../call-table.ts';
import { operatorOf } from './guard.ts';
import type { AccessService, Caller } from './service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

type Calls = typeof accessCalls;
type AuthCall = 'login' | 'totp' | 'setupStart' | 'setupFinish' | 'logout' | 'me' | 'revokeOtherSessions';

export function callerOf(req: FastifyRequest): Caller {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

/** Sign-in, setup and the signed-in operator's own calls (docs/BACKOFFICE.md#access). */
export function authHandlers(access: AccessService): { [K in AuthCall]: BackofficeHandler<Calls[K]> } {
  return {
    login: async (req) => ok(await access.login(req.body, callerOf(req))),
    totp: async (req, reply) => {
      const signedIn = await access.totp(req.body, callerOf(req));
      setSessionCookie(req, reply, signedIn.token, access.policy);
      return ok(signedIn.me);
    },
    setupStart: async (req) => ok(await access.setupStart(req.body.token)),
    setupFinish: async (req, reply) => {
      const done = await access.setupFinish(req.body, callerOf(req));
      setSessionCookie(req, reply, done.token, access.policy);
      return ok({ operator: done.me, recovery_codes: done.recoveryCodes });
    },
    logout: async (req, reply) => {
      await access.logout(operatorOf(req), callerOf(req));
      clearSessionCookie(req, reply);
      return ok({ logged_out: true as const });
    },
    me: async (req) => ok(await access.me(operatorOf(req))),
    revokeOtherSessions: async (req) =>
      ok({ revoked: await access.revokeOtherSessions(operatorOf(req), callerOf(req)) }),
  };
}
