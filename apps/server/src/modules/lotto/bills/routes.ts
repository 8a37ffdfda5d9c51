import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failEnvelope,
  lottoBillCancelRequest,
  lottoBillCreated,
  lottoBillCreateRequest,
  lottoBillDetail,
  lottoBillDetailQuery,
  lottoBillImageQuery,
  lottoBillList,
  lottoBillListQuery,
  lottoBillValidateRequest,
  lottoPricedBill,
  lottoValidatedBill,
  ok,
  okEnvelope,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { LottoBillService } from './service.ts';

const tags = ['lotto'];
const security = [{ bearerAuth: [] }];

/** LOTTO_RATE_CHANGED and LOTTO_NUMBER_CLOSED answer the new pricing as `data`, for the member to confirm. */
const createResponses = {
  ...memberResponses(lottoBillCreated),
  200: z.union([okEnvelope(lottoBillCreated), failEnvelope, failEnvelope.extend({ data: lottoPricedBill })]),
};

/** The member's bill calls (docs/LOTTO.md#bills-and-limits); each needs a session (401 without one). */
export function lottoBillRoutes(
  bills: LottoBillService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lotto/bill/validate',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary:
            'Prices a bill: rate, potential win and state of every line, and the wallets it may be paid from; writes nothing',
          body: lottoBillValidateRequest,
          response: memberResponses(lottoValidatedBill),
        },
      },
      async (req) => ok(await bills.validate(memberOf(req), req.body)),
    );
    app.post(
      '/api/lotto/bill/create',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary:
            'Prices the bill again and stakes it from the chosen wallet (main by default); idempotent by request_id',
          body: lottoBillCreateRequest,
          response: createResponses,
        },
      },
      async (req) => ok(await bills.create(memberOf(req), req.body)),
    );
    app.post(
      '/api/lotto/bill/cancel',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Cancels a pending bill until the round's cancel_until and refunds its stake",
          body: lottoBillCancelRequest,
          response: memberResponses(lottoBillDetail),
        },
      },
      async (req) => ok(await bills.cancel(memberOf(req), req.body)),
    );
    app.get(
      '/api/lotto/bill/list',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's bills, newest first, by status, category and Bangkok date",
          querystring: lottoBillListQuery,
          response: memberResponses(lottoBillList),
        },
      },
      async (req) => ok(await bills.list(memberOf(req), req.query)),
    );
    app.get(
      '/api/lotto/bill/detail',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "One of the member's bills with its lines, rates and wins",
          querystring: lottoBillDetailQuery,
          response: memberResponses(lottoBillDetail),
        },
      },
      async (req) => ok(await bills.detail(memberOf(req), req.query.bill_id)),
    );
    app.get(
      '/api/lotto/bill/image',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
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
