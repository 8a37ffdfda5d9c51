import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, withdrawal, withdrawList, withdrawRequest } from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import { memberResponses } from '#members';
import type { WithdrawService } from './service.ts';

const tags = ['withdraw'];
const security = [{ bearerAuth: [] }];

export function withdrawRoutes(
  withdrawals: WithdrawService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/member/withdraw',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Requests a withdrawal from the main wallet; the amount is held until an operator decides',
          body: withdrawRequest,
          response: memberResponses(withdrawal),
        },
      },
      async (req) => ok(await withdrawals.request(memberOf(req), req.body)),
    );
    app.get(
      '/api/member/withdraw/list',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Withdrawable balance, bank accounts and the latest withdrawal requests',
          response: memberResponses(withdrawList),
        },
      },
      async (req) => ok(await withdrawals.list(memberOf(req))),
    );
  };
}
