import { ok } from '@ug99/contract';
import type { accessCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers, BackofficeHandler } from '../call-table.ts';
import { authHandlers, callerOf } from './auth-routes.ts';
import { operatorOf } from './guard.ts';
import type { AccessService } from './service.ts';

type Calls = typeof accessCalls;
type AdminCall =
  'operators' | 'addOperator' | 'disableOperator' | 'reissueSetupLink' | 'sessions' | 'revokeSession';

/** Operators and sessions, for admins (docs/BACKOFFICE.md#access). Every change is audited. */
export function adminHandlers(access: AccessService): { [K in AdminCall]: BackofficeHandler<Calls[K]> } {
  return {
    operators: async () => ok(await access.listOperators()),
    addOperator: async (req) => ok(await access.addOperator(req.body, operatorOf(req), callerOf(req))),
    disableOperator: async (req) =>
      ok(await access.disableOperator(req.params.id, operatorOf(req), callerOf(req))),
    reissueSetupLink: async (req) =>
      ok(await access.reissueSetupLink(req.params.id, operatorOf(req), callerOf(req))),
    sessions: async (req) => ok(await access.listSessions(operatorOf(req))),
    revokeSession: async (req) =>
      ok({ revoked: await access.revokeSession(req.params.id, operatorOf(req), callerOf(req)) }),
  };
}

/** The access area's calls: sign-in and the operator's own, then the admins'. */
export function accessHandlers(access: AccessService): BackofficeAreaHandlers<Calls> {
  return { ...authHandlers(access), ...adminHandlers(access) };
}
