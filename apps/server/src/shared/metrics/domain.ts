import { Counter, Histogram } from 'prom-client';
import { afterCommit } from '#shared/commit-hooks.ts';
import { registry, satang } from './registry.ts';

/**
 * The money counters (docs/OPERATIONS.md#metrics). Services call these after deciding something new
 * happened (never for an idempotent replay); each counts when the caller's transaction commits, so a
 * rollback or a retried attempt counts nothing (#shared/commit-hooks.ts).
 */
const registers = [registry];

const ledgerTransfers = new Counter({
  name: 'ug99_ledger_transfers_total',
  help: 'Ledger transfers written, by reason',
  labelNames: ['reason'] as const,
  registers,
});
const ledgerAmount = new Counter({
  name: 'ug99_ledger_amount_satang_total',
  help: 'Amount moved by ledger transfers, by reason, in satang (points for the points_* reasons)',
  labelNames: ['reason'] as const,
  registers,
});
const depositsCredited = new Counter({
  name: 'ug99_deposits_credited_total',
  help: 'Deposits credited to a member wallet (at once or from the flagged queue)',
  registers,
});
const depositsCreditedAmount = new Counter({
  name: 'ug99_deposits_credited_satang_total',
  help: 'Amount of the deposits credited, in satang',
  registers,
});
const depositsFlagged = new Counter({
  name: 'ug99_deposits_flagged_total',
  help: 'Money that arrived and was queued for an operator instead of credited',
  registers,
});
const depositsFlaggedAmount = new Counter({
  name: 'ug99_deposits_flagged_satang_total',
  help: 'Amount of the flagged deposits, in satang',
  registers,
});
const withdrawals = new Counter({
  name: 'ug99_withdrawals_total',
  help: 'Withdrawals entering a status (pending when requested, then the decisions and payouts)',
  labelNames: ['status'] as const,
  registers,
});
const withdrawalsAmount = new Counter({
  name: 'ug99_withdrawals_satang_total',
  help: 'Amount of the withdrawals entering a status, in satang',
  labelNames: ['status'] as const,
  registers,
});
const billsCreated = new Counter({
  name: 'ug99_lotto_bills_created_total',
  help: 'Lotto bills placed',
  registers,
});
const billsStake = new Counter({
  name: 'ug99_lotto_bills_stake_satang_total',
  help: 'Stake of the lotto bills placed, in satang',
  registers,
});
const billsSettled = new Counter({
  name: 'ug99_lotto_bills_settled_total',
  help: 'Lotto bills settled',
  registers,
});
const settlementDuration = new Histogram({
  name: 'ug99_lotto_settlement_duration_seconds',
  help: 'Time to settle one round',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers,
});
const yeekeeShots = new Counter({
  name: 'ug99_yeekee_shots_accepted_total',
  help: 'Yeekee shots accepted',
  registers,
});
const providerCalls = new Counter({
  name: 'ug99_provider_calls_total',
  help: 'Game provider protocol calls, by call and outcome (the answer status, or failed when it threw)',
  labelNames: ['call', 'outcome'] as const,
  registers,
});

export const metrics = {
  /** `count` new transfers of one reason moving `amount` in all (a batch credits many at once). */
  ledgerTransfers(reason: string, amount: bigint, count = 1): void {
    afterCommit(() => {
      ledgerTransfers.inc({ reason }, count);
      ledgerAmount.inc({ reason }, satang(amount));
    });
  },
  depositCredited(amount: bigint): void {
    afterCommit(() => {
      depositsCredited.inc();
      depositsCreditedAmount.inc(satang(amount));
    });
  },
  depositFlagged(amount: bigint): void {
    afterCommit(() => {
      depositsFlagged.inc();
      depositsFlaggedAmount.inc(satang(amount));
    });
  },
  /** A withdrawal moved into `status` (whatever statuses the withdrawal rules define). */
  withdrawalStatus(status: string, amount: bigint): void {
    afterCommit(() => {
      withdrawals.inc({ status });
      withdrawalsAmount.inc({ status }, satang(amount));
    });
  },
  lottoBillCreated(stake: bigint): void {
    afterCommit(() => {
      billsCreated.inc();
      billsStake.inc(satang(stake));
    });
  },
  lottoBillsSettled(bills: number): void {
    afterCommit(() => billsSettled.inc(bills));
  },
  /** A round became settled: how long the settlement run that finished it took. */
  lottoRoundSettled(seconds: number): void {
    afterCommit(() => settlementDuration.observe(seconds));
  },
  yeekeeShotAccepted(): void {
    afterCommit(() => yeekeeShots.inc());
  },
  /** `outcome`: the status answered (OK, INSUFFICIENT_FUNDS…), or `failed` when the call threw. */
  providerCall(call: string, outcome: string): void {
    afterCommit(() => providerCalls.inc({ call, outcome }));
  },
};
