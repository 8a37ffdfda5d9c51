import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '#db/client.ts';
import * as schema from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import type { AccountRef } from './accounts.ts';
import { endPoolCompletely } from '#db/end-pool.ts';
import { isLedgerError } from './errors.ts';
import { placeHold, postHold, voidHold } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import { runInLedgerTransaction } from './transaction.ts';
import { transfer } from './transfer.ts';
import type { TransferInput, TransferResult } from './transfer.ts';
import { balancesOf, newKey, openFundedMember } from './ledger.testing.ts';

const postgres = testDatabases().find((target) => target.kind === 'postgres');

/** Settled outcomes, sorted into what a race test asserts on. */
function tally<T>(outcomes: PromiseSettledResult<T>[]) {
  const fulfilled = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
  const reasons = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as unknown);
  return { fulfilled, reasons };
}

/** Concurrent replays of one key: none failed, and every one answers the same transfer. */
function oneTransferOf(outcomes: PromiseSettledResult<TransferResult>[]) {
  const { fulfilled, reasons } = tally(outcomes);
  expect(reasons).toEqual([]);
  expect(new Set(fulfilled.map((r) => r.transferId)).size).toBe(1);
  return fulfilled;
}

// Races need many connections; PGlite has one, so these run only against PostgreSQL.
describe.runIf(postgres)('ledger races on PostgreSQL', () => {
  let database: Database;
  let pool: pg.Pool;
  let db: Db;

  beforeAll(async () => {
    database = await postgres!.create();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    pool = new pg.Pool({ connectionString: database.pool.options.connectionString, max: 24 });
    db = drizzle({ client: pool, schema });
  });
  afterAll(async () => {
    if (pool) await endPoolCompletely(pool);
    await database?.close();
  });

  it('200 concurrent spends of the whole balance: exactly one succeeds, 199 are refused', async () => {
    const member = await openFundedMember(db, 10_000n);
    const spend = (i: number): TransferInput => ({
      key: newKey(`spend-${i}`),
      from: { member, wallet: 1 },
      to: { system: 'lotto_stakes' },
      amount: 10_000n,
      reason: 'lotto_bet',
      createdBy: `member:${member}`,
      at: new Date(),
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => runInLedgerTransaction(db, (tx) => transfer(tx, spend(i)))),
    );

    const { fulfilled, reasons } = tally(outcomes);
    expect(fulfilled).toHaveLength(1);
    expect(reasons).toHaveLength(199);
    expect(reasons.every((r) => isLedgerError(r, 'INSUFFICIENT_FUNDS'))).toBe(true);
    expect(await balancesOf(db, [{ member, wallet: 1 }])).toEqual([0n]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('100 transfers A→B racing 100 transfers B→A never deadlock and end exact', async () => {
    const a: AccountRef = { member: await openFundedMember(db, 50_000n), wallet: 1 };
    const b: AccountRef = { member: await openFundedMember(db, 50_000n), wallet: 1 };
    const move = (from: AccountRef, to: AccountRef, amount: bigint) =>
      runInLedgerTransaction(db, (tx) =>
        transfer(tx, {
          key: newKey('swap'),
          from,
          to,
          amount,
          reason: 'operator_adjustment',
          memo: 'race',
          createdBy: 'test',
          at: new Date(),
        }),
      );

    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? move(a, b, 70n) : move(b, a, 30n))),
    );

    const { fulfilled, reasons } = tally(outcomes);
    expect(reasons).toEqual([]);
    expect(fulfilled).toHaveLength(200);
    expect(await balancesOf(db, [a, b])).toEqual([
      50_000n - 100n * 70n + 100n * 30n,
      50_000n + 100n * 70n - 100n * 30n,
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('50 concurrent replays of one key move the money once and all return the same transfer', async () => {
    const member = await openFundedMember(db, 10_000n);
    const input: TransferInput = {
      key: newKey('replayed'),
      from: { member, wallet: 1 },
      to: { system: 'game_provider_clearing' },
      amount: 1_234n,
      reason: 'game_bet',
      refType: 'provider_tx',
      refId: 'tx-1',
      createdBy: 'provider:demo',
      at: new Date(),
    };

    const fulfilled = oneTransferOf(
      await Promise.allSettled(
        Array.from({ length: 50 }, () => runInLedgerTransaction(db, (tx) => transfer(tx, input))),
      ),
    );
    expect(fulfilled.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balancesOf(db, [{ member, wallet: 1 }])).toEqual([10_000n - 1_234n]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('50 concurrent replays of one key outside any transaction also move the money once', async () => {
    const member = await openFundedMember(db, 10_000n);
    const input: TransferInput = {
      key: newKey('replayed-bare'),
      from: { member, wallet: 1 },
      to: { system: 'lotto_stakes' },
      amount: 2_000n,
      reason: 'lotto_bet',
      createdBy: 'test',
      at: new Date(),
    };

    oneTransferOf(await Promise.allSettled(Array.from({ length: 50 }, () => transfer(db, input))));
    expect(await balancesOf(db, [{ member, wallet: 1 }])).toEqual([8_000n]);
  });

  it('one key used at once for two different movements: the first moves, the second is refused as a conflict', async () => {
    const alice = await openFundedMember(db, 5_000n);
    const bob = await openFundedMember(db, 5_000n);
    const key = newKey('shared');
    // Disjoint accounts: nothing but the unique key makes the second wait for the first.
    const spend = (member: number): TransferInput => ({
      key,
      from: { member, wallet: 1 },
      to: member === alice ? { system: 'lotto_stakes' } : { system: 'game_provider_clearing' },
      amount: 1_000n,
      reason: 'lotto_bet',
      createdBy: 'test',
      at: new Date(),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));

    // Alice's transfer stays uncommitted while Bob's, on other accounts, reaches the same key.
    const first = runInLedgerTransaction(db, async (tx) => {
      const result = await transfer(tx, spend(alice));
      firstWritten();
      await held;
      return result;
    });
    await written;
    const second = runInLedgerTransaction(db, (tx) => transfer(tx, spend(bob)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();

    await expect(first).resolves.toMatchObject({ replayed: false });
    await expect(second).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      details: { differences: ['from', 'to'] },
    });
    expect(
      await balancesOf(db, [
        { member: alice, wallet: 1 },
        { member: bob, wallet: 1 },
      ]),
    ).toEqual([4_000n, 5_000n]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('a hold posted and voided concurrently resolves exactly once', async () => {
    const member = await openFundedMember(db, 10_000n);
    const key = newKey('hold');
    await placeHold(db, {
      key,
      from: { member, wallet: 1 },
      pending: { system: 'withdrawals_pending' },
      amount: 4_000n,
      reason: 'withdraw',
      createdBy: 'test',
      at: new Date(),
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? postHold(db, { key, to: { system: 'bank_float' }, createdBy: 'operator:a', at: new Date() })
          : voidHold(db, { key, reason: 'withdraw_refund', createdBy: 'operator:b', at: new Date() }),
      ),
    );

    const { fulfilled, reasons } = tally(outcomes);
    const winner = fulfilled.find((r) => !r.replayed);
    expect(fulfilled.filter((r) => !r.replayed)).toHaveLength(1);
    expect(fulfilled).toHaveLength(20);
    expect(fulfilled.every((r) => r.status === winner?.status)).toBe(true);
    expect(reasons.every((r) => isLedgerError(r, 'HOLD_ALREADY_RESOLVED'))).toBe(true);
    const [main] = await balancesOf(db, [{ member, wallet: 1 }]);
    expect(main).toBe(winner?.status === 'voided' ? 10_000n : 6_000n);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
