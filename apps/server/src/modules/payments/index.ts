/**
 * The payments domain's public API (docs/PAYMENTS.md): the member's deposit and withdrawal calls, the
 * gateway webhook, the sandbox gateway, and what the operator commands and the seed use. Other domains
 * and entry points import from here only.
 */
export { registerSandboxGateway } from './deposits/register-routes.ts';
export { paymentHandlers } from './deposits/routes.ts';
export { createPaymentService } from './deposits/service.ts';
export { withdrawHandlers } from './withdrawals/routes.ts';
export { createWithdrawService } from './withdrawals/service.ts';
export { DEMO_PROMPTPAY, ensureDemoPromptpay } from './seed.ts';
export { loadChannels } from './deposits/channels.ts';
// The agent's deposit accounts in use, in their order (the agent's page lists them too).
export { activeBankAccounts, activeTrueMoneyAccounts } from './deposits/queries.ts';
// Whether a member has a paid deposit, as a subquery (the affiliate's depositors).
export { hasPaidDepositSql } from './deposits/queries.ts';
export { auditPayment } from './audit.ts';
export { confirmByOperator, confirmDeposit } from './credit.ts';
export type { ConfirmOutcome, ConfirmResult, DepositSource } from './credit.ts';
export { constraintViolated, PAYMENTS_CONSTRAINTS } from './db-errors.ts';
export { lazyGatewaySecret, resolveGatewaySecret } from './gateway-secret.ts';
export type { FlaggedReason } from './deposit-rules.ts';
export { creditFlagged } from './credit-flagged.ts';
export { flaggedBalance } from './flagged-account.ts';
export type { FlaggedDecision } from './flagged-account.ts';
export { listFlagged } from './list-flagged.ts';
export type { FlaggedDeposit } from './flagged-queries.ts';
export { returnFlagged } from './return-flagged.ts';
export { effectiveStatus, findIntentByReference, latestIntentOf, lockIntent } from './intents.ts';
export type { DepositIntent } from './intents.ts';
export { promptpayPayload } from './promptpay.ts';
export {
  directSandboxGateway,
  SANDBOX_GATEWAY_NAME,
  SANDBOX_WEBHOOK_PATH,
  sandboxAdapter,
  sandboxReceiver,
  sandboxStore,
  withDirectSandboxGateway,
} from './sandbox.ts';
export { sandboxEventReference } from './sandbox-event-queries.ts';
export { importStatement, parseStatement } from './statement.ts';
export type { LineResult, StatementSummary } from './statement.ts';
export { parsePaymentEvent, paymentEvent, receiveWebhook } from './webhook.ts';
export type { GatewayAdapter, GatewayPayment, WebhookResult } from './webhook.ts';
export { approveWithdrawal, pendingWithdrawals, rejectWithdrawal } from './withdrawals.ts';
export type { Decision, Withdrawal } from './withdrawals.ts';
export { createAutoApprovalJob, decideAutomatically } from './payouts/auto-approve.ts';
export { checkOverdue, createPayoutJobs, sendApproved } from './payouts/jobs.ts';
export { sandboxPayoutStore } from './payouts/sandbox-payout-store.ts';
export type { PayoutAdapter } from './payouts/adapter.ts';
export { sandboxPayoutAdapter } from './payouts/sandbox-adapter.ts';
export { reconcilePayouts } from './payouts/reconcile.ts';
export { createPayoutReconcileJob, reconcileFinishedDays } from './payouts/reconcile-job.ts';
export type { PayoutDifference, PayoutReconciliation } from './payouts/reconcile.ts';
// The back office's automatic-approval rules (docs/BACKOFFICE.md#automatic-approval-of-withdrawals).
export { setWithdrawRules, withdrawRulesLoosen, withdrawRulesState } from './payouts/operator-rules.ts';
export type { WithdrawRulesScope } from './payouts/operator-rules.ts';
export { payoutTimes } from './withdrawals/queries.ts';
export { latestDepositsOf, latestWithdrawalsOf } from './member-history-queries.ts';
// What the back office's queue watcher and dashboard read of the queues.
export { newestQueueIds, pendingQueueCounts, queueArrivalsAfter } from './queue-queries.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports).
export { paidWithdrawalsPerDay } from './report-queries.ts';
// A member's credited deposits over a span: a poll's vote quota, a quest's progress.
export { paidDepositsBetween, paidDepositsSql } from './engagement-queries.ts';
export type { DepositsBetween } from './engagement-queries.ts';
// The platform's queue gauges' reads, handed over by app.ts (docs/OPERATIONS.md#metrics).
export { pendingQueuesSql } from './queue-gauge-queries.ts';
// What promotions reads of deposits, handed to it by the app (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
export { creditedDepositsBefore, depositReferencesOf, latestCreditedDeposit } from './promotion-queries.ts';
// The back office's finance queues, its use cases one per file (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain).
export { createPaymentOperatorService } from './operator/service.ts';
export type { PaymentOperatorService } from './operator/service.ts';
export type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './operator/context.ts';
export { withdrawalFields } from './operator/views.ts';
