/** The sandbox payment gateway (a stand-in for a real provider; see docs/PAYMENTS.md). */
export { createSandboxGateway, DEFAULT_RETRY, nextAttemptAt } from './gateway.ts';
export type {
  Deliver,
  DeliveryClaim,
  DeliveryResult,
  OutboxEvent,
  PayableIntent,
  PaymentEvent,
  PayResult,
  RetryPolicy,
  SandboxGateway,
  SandboxGatewayOptions,
  SandboxStore,
} from './gateway.ts';
export { payoutEvent, requestPayout, sandboxPayoutOutcome } from './payouts.ts';
export type {
  PayoutEvent,
  PayoutOrder,
  PayoutRecord,
  PayoutRequestResult,
  PayoutState,
  PayoutStore,
} from './payouts.ts';
export { sandboxGatewayPlugin } from './plugin.ts';
export { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, verifyWebhook } from './signature.ts';
export type { SignatureCheck } from './signature.ts';
