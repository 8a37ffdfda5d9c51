import { describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import type { AccountRef } from './accounts.ts';
import { transfer } from './transfer.ts';
import type { TransferInput } from './transfer.ts';
import {
  balancesOf,
  newKey,
  openFundedMember,
  sqlStateOfFailure,
  useLedgerDatabase,
} from './ledger.testing.ts';

// docs/GAMES.md#calls-and-statuses: no balance may pass ±Number.MAX_SAFE_INTEGER satang, so every balance
// read as a JavaScript number is exact; the ledger refuses the movement that would pass it.

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
const cash: AccountRef = { system: 'gateway_cash' };

describe.each(testDatabases())('balances stay exact numbers on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  const deposit = (member: number, amount: bigint, from: AccountRef = cash): TransferInput => {
    const key = newKey('exact');
    return {
      key,
      from,
      to: { member, wallet: 1 },
      amount,
      reason: 'deposit',
      refType: 'test',
      refId: key,
      createdBy: 'test',
      at: new Date(),
    };
  };

  it('takes a wallet exactly to Number.MAX_SAFE_INTEGER and refuses one satang more, moving nothing', async () => {
    const member = await openFundedMember(db(), 0n);
    const [cashBefore] = await balancesOf(db(), [cash]);
    // Up to the limit: the wallet reads exactly as a number.
    await transfer(db(), deposit(member, MAX));
    const [wallet] = await balancesOf(db(), [{ member, wallet: 1 }]);
    expect(wallet).toBe(MAX);
    expect(BigInt(Number(wallet))).toBe(MAX);
    // One satang more fails with a check violation (SQLSTATE 23514) and changes nothing.
    expect(await sqlStateOfFailure(transfer(db(), deposit(member, 1n)))).toBe('23514');
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([MAX]);
    // Give it back so the system account stays within its own bound for the other tests.
    const key = newKey('exact-back');
    await transfer(db(), {
      key,
      from: { member, wallet: 1 },
      to: cash,
      amount: MAX,
      reason: 'deposit',
      refType: 'test',
      refId: key,
      createdBy: 'test',
      at: new Date(),
    });
    expect(await balancesOf(db(), [cash])).toEqual([cashBefore ?? 0n]);
  });
});
