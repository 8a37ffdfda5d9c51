/**
 * The wallets domain's public API (docs/LEDGER.md): the member's wallets, points and statement, the
 * wallet view other calls answer with, and the audited balance adjustment the operator command and
 * the demo member's credit both use. Other domains and entry points import from here only.
 */
export { walletRoutes } from './routes.ts';
export { createWalletService } from './service.ts';
export { walletViews } from './wallet-view.ts';
export { AdjustmentRefused, adjustBalance } from './adjust-balance.ts';
export type { AdjustInput, AdjustResult } from './adjust-balance.ts';
