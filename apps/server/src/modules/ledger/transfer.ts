import { LEDGER_REASONS } from '@ug99/contract';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { accountLookup, describeRef, ensureSystemAccounts } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { LedgerError } from './errors.ts';
import { rowsOf } from '#db/rows.ts';
import { inCommitScope } from '#shared/commit-hooks.ts';
import { metrics } from '#shared/metrics/domain.ts';
import {
  constraintOf,
  isTransaction,
  runInLedgerTransaction,
  sqlStateOf,
  withRetries,
} from './transaction.ts';
import { transferStatement, UNIQUE_KEY_CONSTRAINT } from './transfer-sql.ts';
import type { TransferRow } from './transfer-sql.ts';

export type TransferInput = {
  /** The caller's idempotency key: the same key always means the same movement. */
  key: string;
  from: AccountRef;
  to: AccountRef;
  /** Satang for THB accounts, whole points for POINT accounts; always positive. */
  amount: bigint;
  reason: LedgerReason;
  refType?: string;
  refId?: string;
  memo?: string;
  /** Who caused it: 'member:42', 'operator:somchai', 'job:cashback'. */
  createdBy: string;
  /**
   * When it happened: the caller's injected clock, the same `now` its other rules use. It becomes the
   * transfer's created_at, so the kept totals file it under the Bangkok day those rules compute
   * (docs/rules/ledger.md#kept-totals), not under the database's day. A replay keeps the first time.
   */
  at: Date;
};

export type TransferResult = {
  transferId: number;
  /** True when the key had already been used: nothing moved this time. */
  replayed: boolean;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  reason: LedgerReason;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
  createdAt: Date;
};

/**
 * Moves `amount` from one account to another, exactly once per key. One SQL statement does it all, so
 * a refusal (insufficient funds, unknown account) changes nothing and leaves the caller's transaction
 * usable. Outside a transaction the statement retries itself; inside one, runInLedgerTransaction does.
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  validate(input);
  if (isTransaction(db)) return transferOnce(db, input);
  return withRetries(() => transferOnce(db, input));
}

/**
 * Several legs of one business operation (a bill paid from two wallets, a promotion moving deposit and
 * bonus): all of them happen or none does. Inside a transaction a savepoint undoes the earlier legs
 * when a later one is refused, so a caller that catches the refusal is not left with half a movement.
 */
export async function transferMany(db: Db, legs: readonly TransferInput[]): Promise<TransferResult[]> {
  legs.forEach(validate);
  const run = async (tx: Db) => {
    const results: TransferResult[] = [];
    for (const leg of legs) results.push(await transferOnce(tx, leg));
    return results;
  };
  // The savepoint's own commit scope: legs undone by a refusal the caller catches are not counted.
  if (isTransaction(db)) return inCommitScope(() => db.transaction(run));
  return runInLedgerTransaction(db, run);
}

function validate(input: TransferInput): void {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) {
    throw new LedgerError('INVALID_AMOUNT', `amount must be a positive bigint, got ${String(input.amount)}`);
  }
  if (!input.key) throw new LedgerError('INVALID_TRANSFER', 'a transfer needs an idempotency key');
  if (!(input.at instanceof Date) || Number.isNaN(input.at.getTime())) {
    throw new LedgerError(
      'INVALID_TRANSFER',
      `a transfer needs the time it happened, got ${String(input.at)}`,
    );
  }
  if (!Object.hasOwn(LEDGER_REASONS, input.reason)) {
    throw new LedgerError('INVALID_TRANSFER', `unknown reason ${String(input.reason)}`);
  }
  // docs/rules/ledger.md#operator-adjustments: an adjustment always carries the written reason; createdBy
  // names the operator.
  if (input.reason === 'operator_adjustment' && !input.memo?.trim()) {
    throw new LedgerError('MEMO_REQUIRED', 'an operator adjustment needs a written reason in memo');
  }
  const from = accountLookup(input.from);
  const to = accountLookup(input.to);
  if ((from.id !== null && from.id === to.id) || (from.code !== null && from.code === to.code)) {
    throw new LedgerError('SAME_ACCOUNT', `cannot transfer from ${describeRef(input.from)} to itself`);
  }
}

async function transferOnce(db: Db, input: TransferInput, createdMissing = false): Promise<TransferResult> {
  let row: TransferRow | undefined;
  try {
    [row] = rowsOf<TransferRow>(await db.execute(transferStatement(input)));
  } catch (err) {
    // A concurrent first use of the same key committed between our look-up and our insert.
    if (sqlStateOf(err) === '23505' && constraintOf(err) === UNIQUE_KEY_CONSTRAINT) {
      throw new LedgerError('CONCURRENT_REPLAY', `transfer ${input.key} was written concurrently`);
    }
    throw err;
  }
  if (!row) throw new Error('the transfer statement returned no row');

  if (row.outcome === 'inserted') {
    // Counted when the transaction commits (docs/OPERATIONS.md#metrics); a replay moved nothing.
    metrics.ledgerTransfers(input.reason, input.amount);
    return resultOf(row, false);
  }
  if (row.outcome === 'existing') return replayOf(row, input);

  if (row.requested_debit !== null && row.requested_debit === row.requested_credit) {
    throw new LedgerError('SAME_ACCOUNT', `cannot transfer from ${describeRef(input.from)} to itself`);
  }
  const missing = [
    row.requested_debit === null ? input.from : null,
    row.requested_credit === null ? input.to : null,
  ].filter((ref) => ref !== null);
  if (missing.length > 0) {
    // System accounts exist by definition: create one on first use, then try once more.
    const systemCodes = missing.flatMap((ref) => ('system' in ref ? [ref.system] : []));
    if (!createdMissing && systemCodes.length === missing.length) {
      await ensureSystemAccounts(db, systemCodes);
      return transferOnce(db, input, true);
    }
    throw new LedgerError('ACCOUNT_NOT_FOUND', `${missing.map(describeRef).join(', ')} does not exist`);
  }
  if (row.debit_asset !== row.credit_asset) {
    throw new LedgerError(
      'ASSET_MISMATCH',
      `cannot move ${row.debit_asset} into a ${row.credit_asset} account`,
    );
  }
  throw new LedgerError('INSUFFICIENT_FUNDS', `${describeRef(input.from)} cannot pay ${input.amount}`, {
    available: BigInt(row.debit_balance ?? '0'),
    requested: input.amount,
  });
}

function resultOf(row: TransferRow, replayed: boolean): TransferResult {
  return {
    transferId: Number(row.id),
    replayed,
    debitAccountId: Number(row.debit_id),
    creditAccountId: Number(row.credit_id),
    amount: BigInt(row.amount ?? '0'),
    reason: row.reason as LedgerReason,
    debitBalanceAfter: BigInt(row.debit_after ?? '0'),
    creditBalanceAfter: BigInt(row.credit_after ?? '0'),
    createdAt: new Date(Number(row.created_ms)),
  };
}

/**
 * A replay must describe the same movement: the same accounts, amount, reason and reference. The memo
 * and createdBy only describe it, so a retry by another worker with other wording is still a replay.
 */
function replayOf(row: TransferRow, input: TransferInput): TransferResult {
  const differences = [
    row.debit_id !== row.requested_debit && 'from',
    row.credit_id !== row.requested_credit && 'to',
    row.amount !== input.amount.toString() && 'amount',
    row.reason !== input.reason && 'reason',
    row.ref_type !== (input.refType ?? null) && 'refType',
    row.ref_id !== (input.refId ?? null) && 'refId',
  ].filter((field) => field !== false);
  if (differences.length > 0) {
    throw new LedgerError(
      'IDEMPOTENCY_CONFLICT',
      `key ${input.key} was used for another transfer (differs in ${differences.join(', ')})`,
      { transferId: Number(row.id), differences },
    );
  }
  return resultOf(row, true);
}
