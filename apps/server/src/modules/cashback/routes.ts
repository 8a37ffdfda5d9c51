import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashbackClaimRequest,
  cashbackClaimResult,
  cashbackHistoryQuery,
  cashbackRules,
  lossHistory,
  ok,
  turnoverHistory,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { responses } from '#shared/responses.ts';
import type { CashbackService } from './service.ts';

const tags = ['cashback'];
const security = [{ bearerAuth: [] }];

/** Loss and turnover rebates (docs/PROMOTIONS.md#cashback): the rules, the histories and the claim. */
export function cashbackRoutes(
  cashback: CashbackService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/cashback/rules',
      {
        schema: {
          tags,
          summary: 'The rebate rules in force: rates, minimum, cap and claim window (open to visitors)',
          response: responses(cashbackRules),
        },
      },
      async () => ok(cashback.rules()),
    );
    app.get(
      '/api/cashback/loss/history',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's loss-rebate weeks, newest first, with figures and state",
          querystring: cashbackHistoryQuery,
          response: memberResponses(lossHistory),
        },
      },
      async (req) => ok(await cashback.lossHistory(memberOf(req), req.query)),
    );
    app.get(
      '/api/cashback/turnover/history',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's turnover-rebate days, newest first, with figures per category and state",
          querystring: cashbackHistoryQuery,
          response: memberResponses(turnoverHistory),
        },
      },
      async (req) => ok(await cashback.turnoverHistory(memberOf(req), req.query)),
    );
    app.post(
      '/api/cashback/loss/claim',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Credits a period's loss (default) or turnover rebate to the main wallet, once",
          body: cashbackClaimRequest,
          response: memberResponses(cashbackClaimResult),
        },
      },
      async (req) => ok(await cashback.claim(memberOf(req), req.body)),
    );
  };
}
