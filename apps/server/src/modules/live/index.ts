/**
 * The live domain's public API (docs/ARCHITECTURE.md#live-events): the member event bus and its SSE
 * call, and the publishers services call after their transaction commits.
 */
export { registerLive } from './register-routes.ts';
export { publishBalance, publishPaidWallets, publishWalletBalances } from './balances.ts';
export { createMemberEventBus, publishMemberEvent } from './bus.ts';
export type { MemberEventBus } from './bus.ts';
