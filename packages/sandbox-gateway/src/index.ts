/** The sandbox payment gateway (a stand-in for a real provider; see docs/PAYMENTS.md). */
export { createSandboxGateway } from './gateway.ts';
export type {
  Deliver,
  DeliveryResult,
  OutboxEvent,
  PayableIntent,
  PaymentEvent,
  PayResult,
  SandboxGateway,
  SandboxGatewayOptions,
  SandboxStore,
} from './gateway.ts';
export { sandboxGatewayPlugin } from './plugin.ts';
export { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, verifyWebhook } from './signature.ts';
export type { SignatureCheck } from './signature.ts';
