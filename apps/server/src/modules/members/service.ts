import type { SessionMember } from '#http/member-request.ts';
import type {
  ChangePasswordRequest,
  CheckAccountRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetPasswordV2Request,
  UpdateSubBankAccountRequest,
} from '@ug99/contract';
import type { AccountDeps, RequestContext } from './deps.ts';
import { changePassword, resetPassword, resetPasswordV2 } from './passwords.ts';
import { getUserInfo, updateSubBankAccount } from './profile.ts';
import { checkAccount, register } from './register.ts';
import { login, logout } from './sessions.ts';

export type { AccountDeps, RequestContext } from './deps.ts';
export type AccountService = ReturnType<typeof createAccountService>;

/** The account use cases (docs/rules/accounts.md), one file per group of rules. */
export function createAccountService(deps: AccountDeps) {
  return {
    checkAccount: (input: CheckAccountRequest, ctx: RequestContext) => checkAccount(deps, input, ctx),
    register: (input: RegisterRequest, ctx: RequestContext) => register(deps, input, ctx),
    login: (input: LoginRequest, ctx: RequestContext) => login(deps, input, ctx),
    logout: (member: SessionMember) => logout(deps, member),
    resetPassword: (input: ResetPasswordRequest, ctx: RequestContext) => resetPassword(deps, input, ctx),
    resetPasswordV2: (input: ResetPasswordV2Request) => resetPasswordV2(deps, input),
    changePassword: (member: SessionMember, input: ChangePasswordRequest, ctx: RequestContext) =>
      changePassword(deps, member, input, ctx),
    updateSubBankAccount: (member: SessionMember, input: UpdateSubBankAccountRequest, ctx: RequestContext) =>
      updateSubBankAccount(deps, member, input, ctx),
    getUserInfo: (member: SessionMember) => getUserInfo(deps, member),
  };
}
