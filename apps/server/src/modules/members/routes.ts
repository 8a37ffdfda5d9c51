import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessToken,
  changePasswordRequest,
  checkAccountRequest,
  checkAccountResult,
  loginRequest,
  memberBankAccount,
  ok,
  registerRequest,
  resetPasswordRequest,
  resetPasswordResult,
  resetPasswordV2Request,
  updateSubBankAccountRequest,
  userInfo,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#http/member-request.ts';
import type { RequireMember } from '#http/member-request.ts';
import { responses } from '#shared/responses.ts';
import type { AccountService, RequestContext } from './service.ts';

const contextOf = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

const tags = ['account'];
const bearer = [{ bearerAuth: [] }];

export function accountRoutes(account: AccountService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/check_account',
      {
        schema: {
          tags,
          summary: 'Whether a phone or bank account number is already registered (never whose)',
          body: checkAccountRequest,
          response: responses(checkAccountResult),
        },
      },
      async (req) => ok(await account.checkAccount(req.body, contextOf(req))),
    );

    app.post(
      '/api/register',
      {
        schema: {
          tags,
          summary: 'Registers a member, opens their wallets and signs them in',
          body: registerRequest,
          response: responses(accessToken),
        },
      },
      async (req) => ok(await account.register(req.body, contextOf(req))),
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags,
          summary: 'Signs in with phone and password',
          body: loginRequest,
          response: responses(accessToken),
        },
      },
      async (req) => ok(await account.login(req.body, contextOf(req))),
    );

    app.post(
      '/api/logout',
      {
        preHandler: requireMember,
        schema: { tags, summary: 'Ends this session', security: bearer, response: memberResponses(z.null()) },
      },
      async (req) => ok(await account.logout(memberOf(req))),
    );

    app.post(
      '/api/reset_password',
      {
        schema: {
          tags,
          summary: 'Sends a password-reset code by SMS (same answer for any phone)',
          body: resetPasswordRequest,
          response: responses(resetPasswordResult),
        },
      },
      async (req) => ok(await account.resetPassword(req.body, contextOf(req))),
    );

    app.post(
      '/api/reset_password_v2',
      {
        schema: {
          tags,
          summary: 'Sets a new password with the SMS code; ends every session',
          body: resetPasswordV2Request,
          response: responses(z.null()),
        },
      },
      async (req) => ok(await account.resetPasswordV2(req.body)),
    );

    app.post(
      '/api/member/change_password',
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Changes the password; ends the other sessions',
          security: bearer,
          body: changePasswordRequest,
          response: memberResponses(z.null()),
        },
      },
      async (req) => ok(await account.changePassword(memberOf(req), req.body, contextOf(req))),
    );

    app.post(
      '/api/member/update_sub_bank_account',
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Sets the second bank account for withdrawals (asks for the password)',
          security: bearer,
          body: updateSubBankAccountRequest,
          response: memberResponses(memberBankAccount),
        },
      },
      async (req) => ok(await account.updateSubBankAccount(memberOf(req), req.body, contextOf(req))),
    );

    app.get(
      '/api/get_user_info',
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'The member panel: profile, VIP level, points, wallet total, responsible-gaming state',
          security: bearer,
          response: memberResponses(userInfo),
        },
      },
      async (req) => ok(await account.getUserInfo(memberOf(req))),
    );
  };
}
