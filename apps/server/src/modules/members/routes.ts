import type { FastifyRequest } from 'fastify';
import { ok } from '@ug99/contract';
import type { accountRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import { memberOf } from '#http/member-request.ts';
import type { AccountService, RequestContext } from './service.ts';

const contextOf = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

/** The member's account calls (docs/ACCOUNTS.md), as the contract's route table lists them. */
export function accountHandlers(account: AccountService): ApiHandlers<typeof accountRouteSchemas> {
  return {
    checkAccount: async (req) => ok(await account.checkAccount(req.body, contextOf(req))),
    register: async (req) => ok(await account.register(req.body, contextOf(req))),
    login: async (req) => ok(await account.login(req.body, contextOf(req))),
    logout: async (req) => ok(await account.logout(memberOf(req))),
    resetPassword: async (req) => ok(await account.resetPassword(req.body, contextOf(req))),
    resetPasswordV2: async (req) => ok(await account.resetPasswordV2(req.body)),
    changePassword: async (req) => ok(await account.changePassword(memberOf(req), req.body, contextOf(req))),
    updateSubBankAccount: async (req) =>
      ok(await account.updateSubBankAccount(memberOf(req), req.body, contextOf(req))),
    userInfo: async (req) => ok(await account.getUserInfo(memberOf(req))),
  };
}
