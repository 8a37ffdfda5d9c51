import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance, memberWallets, openMemberAccounts } from './accounts.ts';
import { creditMany } from './batch.ts';
import { isLedgerError } from './errors.ts';
import { checkInvariants } from './invariants.ts';
import { runInLedgerTransaction } from './transaction.ts';
import { transfer } from './transfer.ts';

describe.each(testDatabases())('ledger creditMany on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
    for (const m of [1, 2, 3]) await openMemberAccounts(database.db, m);
  });
  afterAll(async () => {
    expect(await checkInvariants(database.db)).toEqual([]);
    await database.close();
  });
  const main = async (m: number) => (await memberWallets(database.db, m))[0]!.balance;
  const leg = (key: string, member: number, amount: bigint) => ({
    key,
    to: { member, wallet: MAIN_WALLET_TYPE_ID },
    amount,
    refId: key,
  });
  const pay = (legs: ReturnType<typeof leg>[]) =>
    runInLedgerTransaction(database.db, (tx) =>
      creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'lotto_win',
        refType: 'test',
        createdBy: 'test',
        at: new Date(),
        legs,
      }),
    );

  it('writes one transfer per leg with running balances after each, as if the legs ran one by one', async () => {
    await transfer(database.db, {
      key: 'fund:1',
      from: { system: 'gateway_cash' },
      to: { member: 1, wallet: MAIN_WALLET_TYPE_ID },
      amount: 1_000n,
      reason: 'deposit',
      createdBy: 'test',
      at: new Date(),
    });
    const system = await accountBalance(database.db, { system: 'lotto_stakes' });
    expect(await pay([leg('a', 1, 100n), leg('b', 2, 50n), leg('c', 1, 25n)])).toEqual({
      inserted: 3,
      replayed: 0,
    });
    const rows = rowsOf<{ key: string; debit_after: string; credit_after: string }>(
      await database.db.execute(sql`select idempotency_key as key, debit_balance_after::text as debit_after,
        credit_balance_after::text as credit_after from ledger_transfers where ref_type = 'test' order by id`),
    );
    expect(rows).toEqual([
      { key: 'a', debit_after: String(system - 100n), credit_after: '1100' },
      { key: 'b', debit_after: String(system - 150n), credit_after: '50' },
      { key: 'c', debit_after: String(system - 175n), credit_after: '1125' },
    ]);
    expect([await main(1), await main(2)]).toEqual([1_125n, 50n]);
  });

  it('a replayed key moves nothing; the fresh legs of the same batch still move', async () => {
    expect(await pay([leg('a', 1, 100n), leg('d', 3, 7n)])).toEqual({ inserted: 1, replayed: 1 });
    expect([await main(1), await main(3)]).toEqual([1_125n, 7n]);
  });

  it('refuses a key used for another movement, and moves nothing of the batch', async () => {
    const err = await pay([leg('e', 3, 1n), leg('a', 1, 101n)]).catch((e: unknown) => e);
    expect(isLedgerError(err, 'IDEMPOTENCY_CONFLICT')).toBe(true);
    expect(await main(3)).toBe(7n);
  });

  it('refuses a wallet that does not exist', async () => {
    const err = await pay([leg('f', 99, 1n)]).catch((e: unknown) => e);
    expect(isLedgerError(err, 'ACCOUNT_NOT_FOUND')).toBe(true);
  });
});
