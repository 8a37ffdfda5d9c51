import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelDepositRequest,
  generateQrRequest,
  inquiryStatus,
  inquiryStatusQuery,
  ok,
  paymentChannelList,
  paymentHistoryPage,
  paymentHistoryQuery,
  paymentInfo,
  paymentInfoQuery,
  qrcodeInfo,
  qrcodeInfoQuery,
} from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import { memberResponses } from '#members';
import type { PaymentService } from './service.ts';

const tags = ['payment'];
const security = [{ bearerAuth: [] }];

export function paymentRoutes(payments: PaymentService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { preHandler: requireMember };
    app.get(
      '/api/member/payment/channels',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Enabled deposit channels with sub-channels and limits',
          response: memberResponses(paymentChannelList),
        },
      },
      async (req) => ok(await payments.channels(memberOf(req))),
    );
    app.get(
      '/api/payment/info',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'What a member needs to deposit through a channel',
          querystring: paymentInfoQuery,
          response: memberResponses(paymentInfo),
        },
      },
      async (req) => ok(await payments.info(memberOf(req), req.query.channel_id)),
    );
    app.post(
      '/api/payment/generate_qr',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Opens a deposit intent (cancels the open one) with its QR or transfer details',
          body: generateQrRequest,
          response: memberResponses(qrcodeInfo),
        },
      },
      async (req) => ok(await payments.generateQr(memberOf(req), req.body)),
    );
    app.get(
      '/api/payment/qrcode_info',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "The member's deposit intent: QR image, payload, amount, reference, expiry",
          querystring: qrcodeInfoQuery,
          response: memberResponses(qrcodeInfo),
        },
      },
      async (req) => ok(await payments.qrcodeInfo(memberOf(req), req.query.reference)),
    );
    app.get(
      '/api/payment/inquiry_status',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'pending / paid / expired / cancelled',
          querystring: inquiryStatusQuery,
          response: memberResponses(inquiryStatus),
        },
      },
      async (req) => ok(await payments.inquiryStatus(memberOf(req), req.query.reference)),
    );
    app.post(
      '/api/member/payment/cancel',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "Cancels the member's own open deposit intent; answers its status",
          body: cancelDepositRequest,
          response: memberResponses(inquiryStatus),
        },
      },
      async (req) => ok(await payments.cancel(memberOf(req), req.body)),
    );
    app.get(
      '/api/member/payment/history',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Deposits and withdrawals, newest first, with Thai status labels',
          querystring: paymentHistoryQuery,
          response: memberResponses(paymentHistoryPage),
        },
      },
      async (req) => ok(await payments.history(memberOf(req), req.query)),
    );
  };
}
