import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { accountBalance, checkInvariants, openMemberAccounts, runInLedgerTransaction } from '#ledger';
import { testDatabases } from '#testing/databases.ts';
import { awardPoints, spendPoints } from './movements.ts';

let nextMember = 1;

describe.each(testDatabases())('points movements on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    expect(await checkInvariants(database.db)).toEqual([]);
    await database.close();
  });
  const db = () => database.db;
  async function member(): Promise<number> {
    const id = nextMember++;
    await openMemberAccounts(db(), id);
    return id;
  }

  it('awards once per key and reports the balance after', async () => {
    const m = await member();
    const first = await awardPoints(db(), { memberId: m, points: 30, key: 'test:a', at: new Date() });
    const again = await awardPoints(db(), { memberId: m, points: 30, key: 'test:a', at: new Date() });
    expect(first).toMatchObject({ replayed: false, points: 30n, balanceAfter: 30n });
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(await accountBalance(db(), { memberPoints: m })).toBe(30n);
  });

  it('spends down to zero and refuses one point more with POINTS_INSUFFICIENT, leaving the transaction usable', async () => {
    const m = await member();
    await awardPoints(db(), { memberId: m, points: 10, key: 'test:b', at: new Date() });
    const spent = await spendPoints(db(), { memberId: m, points: 10, key: 'test:b-spend', at: new Date() });
    expect(spent.balanceAfter).toBe(0n);
    const outcome = await runInLedgerTransaction(db(), async (tx) => {
      const refused = await spendPoints(tx, {
        memberId: m,
        points: 1,
        key: 'test:b-more',
        at: new Date(),
      }).catch((e) => e);
      // The same transaction still works after the refusal.
      await awardPoints(tx, { memberId: m, points: 2, key: 'test:b-after', at: new Date() });
      return refused;
    });
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).key).toBe('POINTS_INSUFFICIENT');
    expect(await accountBalance(db(), { memberPoints: m })).toBe(2n);
  });

  it('keeps an award and a spend under the same caller key apart', async () => {
    const m = await member();
    await awardPoints(db(), { memberId: m, points: 5, key: 'wheel:spin:1', at: new Date() });
    await spendPoints(db(), { memberId: m, points: 5, key: 'wheel:spin:1', at: new Date() });
    expect(await accountBalance(db(), { memberPoints: m })).toBe(0n);
  });

  it('refuses fractional points before anything moves', async () => {
    const m = await member();
    await expect(
      awardPoints(db(), { memberId: m, points: 1.5, key: 'test:c', at: new Date() }),
    ).rejects.toThrow(RangeError);
  });
});
