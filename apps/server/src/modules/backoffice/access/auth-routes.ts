import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_CALLS,
  backofficeLoggedOut,
  backofficeLoginRequest,
  backofficeLoginResponse,
  backofficeMe,
  backofficeRevoked,
  backofficeSetupFinishRequest,
  backofficeSetupFinishResponse,
  backofficeSetupStartRequest,
  backofficeSetupStartResponse,
  backofficeTotpRequest,
  ok,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute, operatorOf } from './guard.ts';
import type { AccessService, Caller } from './service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

/** The ACCESS_CALLS entry of a method and path; a typo fails at start-up, not at the first request. */
export function accessCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = ACCESS_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in ACCESS_CALLS`);
  return call;
}

export function callerOf(req: FastifyRequest): Caller {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

/** Sign-in, setup and the signed-in operator's own calls (docs/BACKOFFICE.md#access). */
export function registerAuthRoutes(app: FastifyInstance, access: AccessService): void {
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/login'),
    { body: backofficeLoginRequest, response: backofficeResponses(backofficeLoginResponse) },
    async (req) => ok(await access.login(req.body, callerOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/totp'),
    { body: backofficeTotpRequest, response: backofficeResponses(backofficeMe) },
    async (req, reply) => {
      const signedIn = await access.totp(req.body, callerOf(req));
      setSessionCookie(req, reply, signedIn.token, access.policy);
      return ok(signedIn.me);
    },
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/setup/start'),
    { body: backofficeSetupStartRequest, response: backofficeResponses(backofficeSetupStartResponse) },
    async (req) => ok(await access.setupStart(req.body.token)),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/setup/finish'),
    { body: backofficeSetupFinishRequest, response: backofficeResponses(backofficeSetupFinishResponse) },
    async (req, reply) => {
      const done = await access.setupFinish(req.body, callerOf(req));
      setSessionCookie(req, reply, done.token, access.policy);
      return ok({ operator: done.me, recovery_codes: done.recoveryCodes });
    },
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/logout'),
    { response: backofficeResponses(backofficeLoggedOut) },
    async (req, reply) => {
      await access.logout(operatorOf(req), callerOf(req));
      clearSessionCookie(req, reply);
      return ok({ logged_out: true as const });
    },
  );
  backofficeRoute(
    app,
    accessCall('GET', '/api/backoffice/auth/me'),
    { response: backofficeResponses(backofficeMe) },
    async (req) => ok(await access.me(operatorOf(req))),
  );
  backofficeRoute(
    app,
    accessCall('POST', '/api/backoffice/auth/sessions/revoke-others'),
    { response: backofficeResponses(backofficeRevoked) },
    async (req) => ok({ revoked: await access.revokeOtherSessions(operatorOf(req), callerOf(req)) }),
  );
}
