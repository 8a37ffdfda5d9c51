import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failEnvelope, lottoBillImageQuery, lottoOutsideRoutes, ok, routePath } from '@ug99/contract';
import type { lottoRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { LottoBillService } from './service.ts';

type BillCalls = 'validateBill' | 'createBill' | 'cancelBill' | 'bills' | 'bill';

/** The member's bill calls (docs/LOTTO.md#bills-and-limits); the route table asks each for a session. */
export function lottoBillHandlers(
  bills: LottoBillService,
): Pick<ApiHandlers<typeof lottoRouteSchemas>, BillCalls> {
  return {
    validateBill: async (req) => ok(await bills.validate(memberOf(req), req.body)),
    createBill: async (req) => ok(await bills.create(memberOf(req), req.body)),
    cancelBill: async (req) => ok(await bills.cancel(memberOf(req), req.body)),
    bills: async (req) => ok(await bills.list(memberOf(req), req.query)),
    bill: async (req) => ok(await bills.detail(memberOf(req), req.query.bill_id)),
  };
}

/**
 * The bill as a picture answers a PNG, not an envelope, so it is registered here rather than from the route
 * table (decisions/0010); it needs a session (401 without one).
 */
export function lottoBillImageRoute(
  bills: LottoBillService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      routePath(lottoOutsideRoutes.billImage),
      {
        preHandler: requireMember,
        schema: {
          tags: ['lotto'],
          security: [{ bearerAuth: [] }],
          summary:
            "One of the member's bills as a PNG (lines, figures, status and a QR code of its page); never the member's phone or name",
          querystring: lottoBillImageQuery,
          response: { 200: z.any(), 401: failEnvelope },
        },
      },
      async (req, reply) => {
        // The QR code leads to the bill's page on the site the picture was asked from.
        const pageUrl = `${req.protocol}://${req.host}/lotto/bills?bill=${req.query.bill_id}`;
        const png = await bills.image(memberOf(req), req.query.bill_id, pageUrl);
        return reply
          .type('image/png')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="bill-${req.query.bill_id}.png"`)
          .send(png);
      },
    );
  };
}
