import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { isTransaction } from './transaction.ts';

export type Invariant =
  | 'zero_sum'
  | 'balance_matches_transfers'
  | 'member_never_negative'
  | 'unique_idempotency_key'
  | 'holds_match_transfers';

export type Violation = { invariant: Invariant; message: string };

/**
 * The ledger's invariants (docs/rules/ledger.md#invariants) over the whole database, read from one snapshot
 * so that transfers committing meanwhile cannot make a balanced ledger look unbalanced. Returns [] when all
 * hold.
 */
export function checkInvariants(db: Db): Promise<Violation[]> {
  if (isTransaction(db)) return collect(db);
  return db.transaction(collect, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function collect(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const check of CHECKS) violations.push(...(await check(db)));
  return violations;
}

const CHECKS: Array<(db: Db) => Promise<Violation[]>> = [
  // 1. Every movement has two sides, so per asset the balances cancel out.
  async (db) => {
    const rows = rowsOf<{ asset: string; total: string }>(
      await db.execute(sql`select asset::text, sum(balance)::text as total from ledger_accounts
        group by asset having sum(balance) <> 0 order by asset`),
    );
    return rows.map((r) => ({
      invariant: 'zero_sum',
      message: `${r.asset} balances sum to ${r.total}, not 0`,
    }));
  },
  // 2. A balance is nothing but its history: credits minus debits.
  async (db) => {
    const rows = rowsOf<{ code: string; balance: string; expected: string }>(
      await db.execute(sql`
        with moved as (
          select credit_account_id as id, amount from ledger_transfers
          union all
          select debit_account_id, -amount from ledger_transfers
        ), sums as (select id, sum(amount) as total from moved group by id)
        select a.code, a.balance::text, coalesce(s.total, 0)::text as expected
        from ledger_accounts a left join sums s on s.id = a.id
        where a.balance <> coalesce(s.total, 0)
        order by a.id`),
    );
    return rows.map((r) => ({
      invariant: 'balance_matches_transfers',
      message: `${r.code} has balance ${r.balance} but its transfers add up to ${r.expected}`,
    }));
  },
  // 3. Members' wallets and points never go below zero.
  async (db) => {
    const rows = rowsOf<{ code: string; balance: string }>(
      await db.execute(sql`select code, balance::text from ledger_accounts
        where kind <> 'system' and balance < 0 order by id`),
    );
    return rows.map((r) => ({
      invariant: 'member_never_negative',
      message: `${r.code} is negative: ${r.balance}`,
    }));
  },
  // 4. A key names one movement; replays with other fields are refused when they are written.
  async (db) => {
    const rows = rowsOf<{ key: string; copies: string }>(
      await db.execute(sql`select idempotency_key as key, count(*)::text as copies from ledger_transfers
        group by idempotency_key having count(*) > 1 order by idempotency_key`),
    );
    return rows.map((r) => ({
      invariant: 'unique_idempotency_key',
      message: `idempotency key ${r.key} is used by ${r.copies} transfers`,
    }));
  },
  // Holds: placing moved the amount from the source into the pending account; resolving moved it out
  // of the pending account (back to the source when voided).
  async (db) => {
    const rows = rowsOf<{ key: string }>(
      await db.execute(sql`
        select h.idempotency_key as key from ledger_holds h
        join ledger_transfers p on p.id = h.place_transfer_id
        left join ledger_transfers r on r.id = h.resolution_transfer_id
        where p.debit_account_id <> h.account_id or p.credit_account_id <> h.pending_account_id
          or p.amount <> h.amount
          or (r.id is not null and (r.debit_account_id <> h.pending_account_id or r.amount <> h.amount))
          or (h.status = 'voided' and r.credit_account_id <> h.account_id)
        order by h.id`),
    );
    return rows.map((r) => ({
      invariant: 'holds_match_transfers',
      message: `hold ${r.key} does not match the transfers that placed or resolved it`,
    }));
  },
];
