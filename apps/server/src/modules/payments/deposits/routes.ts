import { ok } from '@ug99/contract';
import type { paymentRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { PaymentService } from './service.ts';

/** The member's deposit calls and payment history (docs/PAYMENTS.md#member-calls), as the route table lists them. */
export function paymentHandlers(payments: PaymentService): ApiHandlers<typeof paymentRouteSchemas> {
  return {
    channels: async (req) => ok(await payments.channels(memberOf(req))),
    info: async (req) => ok(await payments.info(memberOf(req), req.query.channel_id)),
    generateQr: async (req) => ok(await payments.generateQr(memberOf(req), req.body)),
    qrcodeInfo: async (req) => ok(await payments.qrcodeInfo(memberOf(req), req.query.reference)),
    inquiryStatus: async (req) => ok(await payments.inquiryStatus(memberOf(req), req.query.reference)),
    cancel: async (req) => ok(await payments.cancel(memberOf(req), req.body)),
    history: async (req) => ok(await payments.history(memberOf(req), req.query)),
  };
}
