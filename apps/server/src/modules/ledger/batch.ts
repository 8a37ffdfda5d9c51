import { sql } from 'drizzle-orm';
import { LEDGER_REASONS } from '@ug99/contract';
import type { LedgerReason, WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { metrics } from '#shared/metrics/domain.ts';
import { ensureSystemAccounts, systemAccountCode, walletAccountCode } from './accounts.ts';
import type { SystemAccountCode } from './accounts.ts';
import { LedgerError } from './errors.ts';
import { isTransaction } from './transaction.ts';

export type BatchCredit = {
  /** The idempotency key of this leg's own transfer row. */
  key: string;
  to: { member: number; wallet: WalletTypeId };
  amount: bigint;
  refId?: string;
};

export type BatchCreditInput = {
  /** A system account: it may go negative, so no leg can be refused for funds. */
  from: { system: SystemAccountCode };
  reason: LedgerReason;
  refType?: string;
  memo?: string;
  createdBy: string;
  /**
   * When it happened: the caller's injected clock, stamped on every leg's transfer row. The batch carries
   * one time rather than each leg its own: it is one business operation at one moment (a round's
   * payouts, decided together), so all its legs land on the same Bangkok day of the kept totals.
   */
  at: Date;
  legs: readonly BatchCredit[];
};

export type BatchCreditResult = { inserted: number; replayed: number };

type Existing = {
  key: string;
  debit: string;
  credit: string;
  amount: string;
  reason: string;
  ref_type: string | null;
  ref_id: string | null;
};

/**
 * Many transfers from one system account to member wallets (a lotto round's payouts), each its own
 * transfer row under its own key, written with a handful of statements instead of one per leg
 * (docs/LEDGER.md#batch-credits). The same rules as `transfer`: a key already used for the same
 * movement is a replay that moves nothing; used for another movement it is refused; accounts are locked
 * in id order, as ledger_transfer() locks them, so a batch and single transfers queue instead of
 * deadlocking; each row carries both balances right after it, as if the legs ran one by one in order.
 * Must run inside the caller's transaction: the business rows the legs pay for commit with them.
 */
export async function creditMany(tx: Db, input: BatchCreditInput): Promise<BatchCreditResult> {
  if (!isTransaction(tx)) throw new Error('creditMany must run inside a transaction');
  if (!Object.hasOwn(LEDGER_REASONS, input.reason)) {
    throw new LedgerError('INVALID_TRANSFER', `unknown reason ${String(input.reason)}`);
  }
  if (!(input.at instanceof Date) || Number.isNaN(input.at.getTime())) {
    throw new LedgerError('INVALID_TRANSFER', `a batch needs the time it happened, got ${String(input.at)}`);
  }
  const seen = new Set<string>();
  for (const leg of input.legs) {
    if (typeof leg.amount !== 'bigint' || leg.amount <= 0n) {
      throw new LedgerError('INVALID_AMOUNT', `amount must be a positive bigint, got ${String(leg.amount)}`);
    }
    if (!leg.key || seen.has(leg.key))
      throw new LedgerError('INVALID_TRANSFER', `bad or repeated key ${leg.key}`);
    seen.add(leg.key);
  }
  if (input.legs.length === 0) return { inserted: 0, replayed: 0 };
  await ensureSystemAccounts(tx, [input.from.system]);

  const codes = [
    systemAccountCode(input.from.system),
    ...new Set(input.legs.map((l) => walletAccountCode(l.to.member, l.to.wallet))),
  ];
  // Every account of the batch, locked lowest id first.
  const accounts = rowsOf<{ id: string; code: string }>(
    await tx.execute(sql`select id::text, code from ledger_accounts where code = any(${sql.param(codes)}::text[])
      order by id for update`),
  );
  const idOf = new Map(accounts.map((a) => [a.code, a.id]));
  const missing = codes.filter((c) => !idOf.has(c));
  if (missing.length > 0) throw new LedgerError('ACCOUNT_NOT_FOUND', `${missing.join(', ')} does not exist`);
  const debitId = idOf.get(codes[0]!)!;

  // Looked up under the locks, so a key committed by a concurrent run is seen here.
  const existing = new Map(
    rowsOf<Existing>(
      await tx.execute(sql`select idempotency_key as key, debit_account_id::text as debit,
        credit_account_id::text as credit, amount::text, reason, ref_type, ref_id from ledger_transfers
        where idempotency_key = any(${sql.param(input.legs.map((l) => l.key))}::text[])`),
    ).map((row) => [row.key, row]),
  );
  const fresh = input.legs.filter((leg) => {
    const done = existing.get(leg.key);
    if (!done) return true;
    const creditId = idOf.get(walletAccountCode(leg.to.member, leg.to.wallet));
    if (
      done.debit !== debitId ||
      done.credit !== creditId ||
      done.amount !== leg.amount.toString() ||
      done.reason !== input.reason ||
      done.ref_type !== (input.refType ?? null) ||
      done.ref_id !== (leg.refId ?? null)
    ) {
      throw new LedgerError('IDEMPOTENCY_CONFLICT', `key ${leg.key} was used for another transfer`);
    }
    return false;
  });
  if (fresh.length === 0) return { inserted: 0, replayed: input.legs.length };

  const keys = fresh.map((l) => l.key);
  const credits = fresh.map((l) => idOf.get(walletAccountCode(l.to.member, l.to.wallet))!);
  const amounts = fresh.map((l) => l.amount.toString());
  const refs = fresh.map((l) => l.refId ?? null);
  await tx.execute(sql`
    with legs as (
      select u.k, u.credit, u.amt, u.ref, u.ord
      from unnest(${sql.param(keys)}::text[], ${sql.param(credits)}::bigint[], ${sql.param(amounts)}::bigint[], ${sql.param(refs)}::text[])
        with ordinality as u(k, credit, amt, ref, ord)
    ),
    before as (select id, balance from ledger_accounts where id = any(${sql.param(credits)}::bigint[]) or id = ${debitId}::bigint),
    computed as (
      select l.*,
        (select balance from before where id = ${debitId}::bigint) - (sum(l.amt) over (order by l.ord))::bigint as debit_after,
        b.balance + (sum(l.amt) over (partition by l.credit order by l.ord))::bigint as credit_after
      from legs l join before b on b.id = l.credit
    ),
    inserted as (
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason,
        ref_type, ref_id, memo, created_by, debit_balance_after, credit_balance_after, created_at)
      select k, ${debitId}::bigint, credit, amt, ${input.reason}::text, ${input.refType ?? null}::text, ref,
        ${input.memo ?? null}::text, ${input.createdBy}::text, debit_after, credit_after,
        ${input.at.toISOString()}::timestamptz
      from computed order by ord
      returning 1
    ),
    deltas as (
      select credit as id, sum(amt)::bigint as delta from legs group by credit
      union all
      select ${debitId}::bigint, -(sum(amt))::bigint from legs
    )
    update ledger_accounts a set balance = a.balance + d.delta
    from deltas d where a.id = d.id and (select count(*) from inserted) = ${fresh.length}`);
  metrics.ledgerTransfers(
    input.reason,
    fresh.reduce((sum, leg) => sum + leg.amount, 0n),
    fresh.length,
  );
  return { inserted: fresh.length, replayed: input.legs.length - fresh.length };
}
