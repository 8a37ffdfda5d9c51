/**
 * The ledger's public API: the only file of modules/ledger that other domains may import. Every movement of
 * money or points goes through `transfer`, `transferMany` or a hold, inside the caller's one transaction
 * (`runInLedgerTransaction`). See docs/LEDGER.md.
 */
export { LEDGER_REASONS, WALLET_TYPES } from '@ug99/contract';
export type { LedgerReason as Reason, LedgerAsset, WalletTypeId } from '@ug99/contract';
export {
  SYSTEM_ACCOUNTS,
  SYSTEM_ACCOUNT_SHARDS,
  accountBalance,
  ensureSystemAccounts,
  lockWalletBalance,
  memberPoints,
  memberWallets,
  openMemberAccounts,
  walletBalances,
} from './accounts.ts';
export type { AccountRef, MemberWallet, SystemAccountCode } from './accounts.ts';
export { LEDGER_ERROR_CODES, LedgerError, isLedgerError } from './errors.ts';
export type { LedgerErrorCode } from './errors.ts';
export { placeHold, postHold, voidHold } from './holds.ts';
export type { Hold, HoldResult, HoldStatus, PlaceHoldInput, PostHoldInput, VoidHoldInput } from './holds.ts';
export { DEPOSIT_REASONS, STAKE_REASONS, STAKE_RETURN_REASONS, memberLifetimeFlows } from './flows.ts';
export type { MemberFlows } from './flows.ts';
export { membersReachingFlows } from './flow-pages.ts';
export { creditMany } from './batch.ts';
export type { BatchCredit, BatchCreditInput, BatchCreditResult } from './batch.ts';
export { checkInvariants } from './invariants.ts';
export { createLedgerJobs, reconcileLedger, RECONCILE_EVERY_MS } from './reconcile-job.ts';
export { lastReconcileCheckSql } from './reconcile-gauge-queries.ts';
export type { Invariant, Violation } from './invariants.ts';
export { memberStatement } from './statement.ts';
export type { Statement, StatementQuery, StatementRow } from './statement.ts';
export { runInLedgerTransaction, sqlStateOf, withRetries } from './transaction.ts';
export { transfer, transferMany } from './transfer.ts';
export type { TransferInput, TransferResult } from './transfer.ts';
export { depositedSinceSql, lifetimeFlowsSql } from './audience-queries.ts';
export { debitedAfterTransfer, memberStakesSince, membersHoldingWallet } from './stakes-queries.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports): deposits per day from the kept flows.
export { depositsPerDay } from './report-queries.ts';
