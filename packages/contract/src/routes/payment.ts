import type { Route } from './define.ts';
import type { paymentRouteSchemas } from './payment-schemas.ts';

/*
 * The member's deposit calls and payment history; their schemas are in payment-schemas.ts. The gateways'
 * webhooks are no member call and stay outside the table (decisions/0010).
 * The index exports this module as `paymentRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof paymentRouteSchemas;

export const channels = 'GET /api/member/payment/channels' as Route<S['channels']>;
export const info = 'GET /api/payment/info' as Route<S['info']>;
export const generateQr = 'POST /api/payment/generate_qr' as Route<S['generateQr']>;
export const qrcodeInfo = 'GET /api/payment/qrcode_info' as Route<S['qrcodeInfo']>;
export const inquiryStatus = 'GET /api/payment/inquiry_status' as Route<S['inquiryStatus']>;
export const cancel = 'POST /api/member/payment/cancel' as Route<S['cancel']>;
export const history = 'GET /api/member/payment/history' as Route<S['history']>;
