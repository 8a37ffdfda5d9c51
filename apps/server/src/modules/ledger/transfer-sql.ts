import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { transferSideLookup } from './accounts.ts';
import type { AccountRef } from './accounts.ts';

export const UNIQUE_KEY_CONSTRAINT = 'ledger_transfers_idempotency_key_unique';

/** One row back from the transfer statement; every number is text so no driver turns it into a float. */
export type TransferRow = {
  outcome: 'inserted' | 'existing' | 'refused';
  id: string | null;
  debit_id: string | null;
  credit_id: string | null;
  amount: string | null;
  reason: string | null;
  ref_type: string | null;
  ref_id: string | null;
  debit_after: string | null;
  credit_after: string | null;
  created_ms: string | null;
  /** The accounts the request named, resolved (null: no such account). */
  requested_debit: string | null;
  requested_credit: string | null;
  /** Only for a refusal: what the statement found. */
  debit_asset: string | null;
  credit_asset: string | null;
  debit_balance: string | null;
};

type Movement = {
  key: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  reason: string;
  refType?: string;
  refId?: string;
  memo?: string;
  createdBy: string;
  at: Date;
};

/**
 * Calls ledger_transfer() (migration 0030_ledger_transfer_time, first written in 0003_ledger_transfer_function),
 * which does the whole transfer in one round trip:
 * - a transfer already written under this key makes the call a replay that changes nothing;
 * - both account rows are locked in id order, so two transfers between the same accounts in opposite
 *   directions queue instead of deadlocking; the key is looked up again once the locks are held;
 * - the conditional update lowers the debit balance only if the account may go negative or holds
 *   enough, judged on its latest committed balance, so concurrent spends can never overdraw;
 * - the credit and the transfer row (with both balances after it) follow only if the debit happened;
 * - the row's created_at is the caller's `at`, never the database's now().
 * A refusal changes nothing; the row says what the function found so the caller can tell why.
 */
export function transferStatement(m: Movement): SQL {
  const debit = transferSideLookup(m.from, m.to);
  const credit = transferSideLookup(m.to, m.from);
  return sql`
select outcome, transfer_id::text as id, debit_id::text, credit_id::text, amount::text, reason, ref_type,
  ref_id, debit_after::text, credit_after::text,
  floor(extract(epoch from created_at) * 1000)::bigint::text as created_ms,
  requested_debit::text, requested_credit::text, debit_asset, credit_asset, debit_balance::text
from ledger_transfer(${m.key}::text, ${debit.id}::bigint, ${debit.code}::text, ${credit.id}::bigint,
  ${credit.code}::text, ${m.amount.toString()}::bigint, ${m.reason}::text, ${m.refType ?? null}::text,
  ${m.refId ?? null}::text, ${m.memo ?? null}::text, ${m.createdBy}::text,
  ${m.at.toISOString()}::timestamptz)`;
}
