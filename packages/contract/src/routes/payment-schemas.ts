import {
  cancelDepositRequest,
  generateQrRequest,
  inquiryStatus,
  inquiryStatusQuery,
  paymentChannelList,
  paymentHistoryPage,
  paymentHistoryQuery,
  paymentInfo,
  paymentInfoQuery,
  qrcodeInfo,
  qrcodeInfoQuery,
} from '../payment.ts';
import type { RouteSchemas } from './define.ts';

/** The member's deposit calls and payment history (docs/PAYMENTS.md#member-calls); every one needs a session. */
export const paymentRouteSchemas = {
  channels: {
    auth: 'member',
    summary: 'Enabled deposit channels with sub-channels and limits',
    response: paymentChannelList,
  },
  info: {
    auth: 'member',
    summary: 'What a member needs to deposit through a channel',
    query: paymentInfoQuery,
    response: paymentInfo,
  },
  generateQr: {
    auth: 'member',
    summary: 'Opens a deposit intent (cancels the open one) with its QR or transfer details',
    body: generateQrRequest,
    response: qrcodeInfo,
  },
  qrcodeInfo: {
    auth: 'member',
    summary: "The member's deposit intent: QR image, payload, amount, reference, expiry",
    query: qrcodeInfoQuery,
    response: qrcodeInfo,
  },
  inquiryStatus: {
    auth: 'member',
    summary: 'pending / paid / expired / cancelled',
    query: inquiryStatusQuery,
    response: inquiryStatus,
  },
  cancel: {
    auth: 'member',
    summary: "Cancels the member's own open deposit intent; answers its status",
    body: cancelDepositRequest,
    response: inquiryStatus,
  },
  history: {
    auth: 'member',
    summary: 'Deposits and withdrawals, newest first, with Thai status labels',
    query: paymentHistoryQuery,
    response: paymentHistoryPage,
  },
} as const satisfies Record<string, RouteSchemas>;
