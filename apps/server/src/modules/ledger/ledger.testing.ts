import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database, Db } from '#db/client.ts';
import type { TestDatabase } from '#testing/databases.ts';
import { accountBalance, openMemberAccounts } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { sqlStateOf } from './transaction.ts';
import { transfer } from './transfer.ts';

/**
 * One migrated database per test file, with the ledger invariants checked after every test: a test
 * that leaves the ledger unbalanced fails even when its own assertions passed.
 */
export function useLedgerDatabase(target: TestDatabase): { db: () => Db; database: () => Database } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    if (database) expect(await checkInvariants(database.db)).toEqual([]);
  });
  const current = () => {
    if (!database) throw new Error('the test database is not open yet');
    return database;
  };
  return { db: () => current().db, database: current };
}

let lastMemberId = 0;

/** A member id no other test in this file uses, so tests sharing a database never see each other. */
export function newMemberId(): number {
  lastMemberId += 1;
  return lastMemberId;
}

let lastKey = 0;

export function newKey(prefix = 'test'): string {
  lastKey += 1;
  return `${prefix}:${lastKey}`;
}

/** Opens a member's accounts and deposits `mainBalance` satang into the main wallet. */
export function openFundedMember(db: Db, mainBalance = 0n): Promise<number> {
  return fundMemberAccounts(db, newMemberId(), mainBalance);
}

/** Opens the accounts of the member with `memberId` and deposits `mainBalance` satang into the main wallet. */
export async function fundMemberAccounts(db: Db, memberId: number, mainBalance: bigint): Promise<number> {
  await openMemberAccounts(db, memberId);
  if (mainBalance > 0n) {
    await transfer(db, {
      key: newKey('deposit'),
      from: { system: 'gateway_cash' },
      to: { member: memberId, wallet: MAIN_WALLET_TYPE_ID },
      amount: mainBalance,
      reason: 'deposit',
      createdBy: 'test',
      at: new Date(),
    });
  }
  return memberId;
}

export function balancesOf(db: Db, refs: readonly AccountRef[]): Promise<bigint[]> {
  return Promise.all(refs.map((ref) => accountBalance(db, ref)));
}

/** The SQLSTATE a statement failed with, so a test can tell the rule it expects from any other error. */
export async function sqlStateOfFailure(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (err) {
    return sqlStateOf(err) ?? 'no SQLSTATE';
  }
  return undefined;
}
