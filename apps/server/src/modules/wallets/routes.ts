import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, pointsResult, statementPage, statementQuery, walletList } from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import { memberResponses } from '#members';
import type { WalletService } from './service.ts';

const tags = ['wallet'];
const security = [{ bearerAuth: [] }];

export function walletRoutes(wallets: WalletService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    const listWallets = {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "The member's wallets with balances in baht",
        response: memberResponses(walletList),
      },
    };
    // The spec's client POSTs; GET is the same read for tools and caches-off refreshes.
    app.post('/api/member/wallets', listWallets, async (req) => ok(await wallets.listWallets(memberOf(req))));
    app.get('/api/member/wallets', listWallets, async (req) => ok(await wallets.listWallets(memberOf(req))));

    app.post(
      '/api/member/points',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's points balance",
          response: memberResponses(pointsResult),
        },
      },
      async (req) => ok(await wallets.points(memberOf(req))),
    );

    app.get(
      '/api/member/statement',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Every movement on the wallets and points, newest first, with Thai reason labels',
          querystring: statementQuery,
          response: memberResponses(statementPage),
        },
      },
      async (req) => ok(await wallets.statement(memberOf(req), req.query)),
    );
  };
}
