/**
 * The wallets domain's public API (docs/LEDGER.md): the member's wallets, points and statement, the
 * wallet view other calls answer with, and the audited balance adjustment the operator command and
 * the demo member's credit both use, and the free-credit wallet's grant, requirement and release
 * (docs/rules/wallets.md#free-credit). Other domains and entry points import from here only.
 */
export { walletHandlers } from './routes.ts';
export { createWalletService } from './service.ts';
export { walletViews } from './wallet-view.ts';
export { AdjustmentRefused, adjustBalance } from './adjust-balance.ts';
export type { AdjustInput, AdjustResult } from './adjust-balance.ts';
export { grantFreeCredit, freeCreditProgress, settleFreeCredit } from './free-credit/service.ts';
export type { FreeCreditGrant, FreeCreditProgress } from './free-credit/service.ts';
export { createFreeCreditJobs } from './free-credit/jobs.ts';
export { hasFreeCreditRequirement } from './free-credit/queries.ts';
// The back office's balance adjustment, under the caps and four-eyes its actor carries
// (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain).
export { createWalletOperatorService } from './operator/service.ts';
export type { WalletOperatorService } from './operator/service.ts';
export { adjustAsOperator } from './operator/adjust-as-operator.ts';
export type { AdjustPayload, WalletActor, WalletOperatorContext } from './operator/context.ts';
