import type {
  BackofficeLoginRequest,
  BackofficeOperatorCreateRequest,
  BackofficeSetupFinishRequest,
  BackofficeTotpRequest,
} from '@ug99/contract';
import type { AccessDeps, Caller } from './access-deps.ts';
import { sessionPolicyOf } from './access-deps.ts';
import { disableOperator, inviteOperator, listOperators, reissueSetupLink } from './manage-operators.ts';
import { listSessions, revokeSession } from './manage-sessions.ts';
import { currentOperator } from './me.ts';
import type { BackofficeOperator } from './sessions.ts';
import { finishSetup, startSetup } from './setup.ts';
import { checkPassword, checkSecondFactor } from './sign-in.ts';
import { signOut, signOutOtherDevices } from './sign-out.ts';

export type { AccessDeps, Caller, SignedIn } from './access-deps.ts';

/**
 * Sign-in, setup, operators and sessions of the back office (docs/BACKOFFICE.md#access), one use case
 * per file: sign-in (password, then TOTP or a recovery code), sign-out, setup links, managing operators
 * and their sessions.
 */
export function createAccessService(deps: AccessDeps) {
  return {
    policy: sessionPolicyOf(deps.config),
    login: (input: BackofficeLoginRequest, caller: Caller) => checkPassword(deps, input, caller),
    totp: (input: BackofficeTotpRequest, caller: Caller) => checkSecondFactor(deps, input, caller),
    me: (operator: BackofficeOperator) => currentOperator(deps.db, operator),
    logout: (operator: BackofficeOperator, caller: Caller) => signOut(deps, operator, caller),
    revokeOtherSessions: (operator: BackofficeOperator, caller: Caller) =>
      signOutOtherDevices(deps, operator, caller),
    setupStart: (token: string) => startSetup(deps, token),
    setupFinish: (input: BackofficeSetupFinishRequest, caller: Caller) => finishSetup(deps, input, caller),
    listOperators: () => listOperators(deps),
    addOperator: (input: BackofficeOperatorCreateRequest, actor: BackofficeOperator, caller: Caller) =>
      inviteOperator(deps, input, actor, caller),
    disableOperator: (id: number, actor: BackofficeOperator, caller: Caller) =>
      disableOperator(deps, id, actor, caller),
    reissueSetupLink: (id: number, actor: BackofficeOperator, caller: Caller) =>
      reissueSetupLink(deps, id, actor, caller),
    listSessions: (caller: BackofficeOperator) => listSessions(deps, caller),
    revokeSession: (id: number, actor: BackofficeOperator, caller: Caller) =>
      revokeSession(deps, id, actor, caller),
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
