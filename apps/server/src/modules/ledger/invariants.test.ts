import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { testDatabases } from '#testing/databases.ts';
import { placeHold } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import type { Violation } from './invariants.ts';
import { transfer } from './transfer.ts';
import { newKey, openFundedMember, useLedgerDatabase } from './ledger.testing.ts';

/** Corrupts the ledger behind its back inside a transaction that is rolled back, and reports what was seen. */
async function violationsAfter(db: Db, corrupt: (tx: Db) => Promise<unknown>): Promise<Violation[]> {
  let seen: Violation[] = [];
  try {
    await db.transaction(async (tx) => {
      await corrupt(tx);
      seen = await checkInvariants(tx);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return seen;
}

describe.each(testDatabases())('ledger invariants on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  async function memberWithHistory() {
    const member = await openFundedMember(db(), 5_000n);
    await transfer(db(), {
      key: newKey(),
      from: { member, wallet: 1 },
      to: { system: 'game_provider_clearing' },
      amount: 1_000n,
      reason: 'game_bet',
      createdBy: 'test',
      at: new Date(),
    });
    await placeHold(db(), {
      key: newKey('hold'),
      from: { member, wallet: 1 },
      pending: { system: 'withdrawals_pending' },
      amount: 2_000n,
      reason: 'withdraw',
      createdBy: 'test',
      at: new Date(),
    });
    return member;
  }

  it('finds nothing wrong in a ledger written only through its API', async () => {
    await memberWithHistory();
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('reports a balance changed without a transfer: the sum is off and the history disagrees', async () => {
    const member = await memberWithHistory();
    const seen = await violationsAfter(db(), (tx) =>
      tx.execute(
        sql`update ledger_accounts set balance = balance + 7 where code = ${`member:${member}:wallet:1`}`,
      ),
    );
    expect(seen).toEqual([
      { invariant: 'zero_sum', message: 'THB balances sum to 7, not 0' },
      {
        invariant: 'balance_matches_transfers',
        message: `member:${member}:wallet:1 has balance 2007 but its transfers add up to 2000`,
      },
    ]);
  });

  it('reports a balance moved between two accounts without a transfer, although the sum still holds', async () => {
    const member = await memberWithHistory();
    const seen = await violationsAfter(db(), async (tx) => {
      await tx.execute(
        sql`update ledger_accounts set balance = balance - 5 where code = ${`member:${member}:wallet:1`}`,
      );
      await tx.execute(
        sql`update ledger_accounts set balance = balance + 5 where code = ${`member:${member}:wallet:2`}`,
      );
    });
    expect(seen.map((v) => v.invariant)).toEqual(['balance_matches_transfers', 'balance_matches_transfers']);
  });

  it('reports a negative member wallet', async () => {
    const member = await memberWithHistory();
    const seen = await violationsAfter(db(), async (tx) => {
      await tx.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_balance_allowed`);
      await tx.execute(
        sql`update ledger_accounts set balance = -3 where code = ${`member:${member}:wallet:3`}`,
      );
      await tx.execute(
        sql`update ledger_accounts set balance = balance + 3 where code = 'system:gateway_cash'`,
      );
    });
    expect(seen).toContainEqual({
      invariant: 'member_never_negative',
      message: `member:${member}:wallet:3 is negative: -3`,
    });
  });

  it('reports an idempotency key used twice', async () => {
    await memberWithHistory();
    const seen = await violationsAfter(db(), async (tx) => {
      await tx.execute(
        sql`alter table ledger_transfers drop constraint ledger_transfers_idempotency_key_unique`,
      );
      await tx.execute(sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
          reason, created_by, debit_balance_after, credit_balance_after)
        select idempotency_key, credit_account_id, debit_account_id, amount, reason, 'forger', 0, 0
        from ledger_transfers order by id limit 1`);
      await tx.execute(sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
          reason, created_by, debit_balance_after, credit_balance_after)
        select idempotency_key, debit_account_id, credit_account_id, amount, reason, 'forger', 0, 0
        from ledger_transfers order by id limit 1`);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ invariant: 'unique_idempotency_key' });
  });

  it('reports a hold whose amount disagrees with the transfer that placed it', async () => {
    await memberWithHistory();
    const seen = await violationsAfter(db(), (tx) =>
      tx.execute(
        sql`update ledger_holds set amount = amount + 1 where id = (select max(id) from ledger_holds)`,
      ),
    );
    expect(seen.map((v) => v.invariant)).toEqual(['holds_match_transfers']);
  });
});
