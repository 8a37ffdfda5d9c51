import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { testDatabases } from '#testing/databases.ts';
import { ledgerTransfers } from '#db/schema/index.ts';
import type { AccountRef } from './accounts.ts';
import { LedgerError } from './errors.ts';
import { runInLedgerTransaction } from './transaction.ts';
import { transfer, transferMany } from './transfer.ts';
import type { TransferInput } from './transfer.ts';
import {
  balancesOf,
  newKey,
  openFundedMember,
  sqlStateOfFailure,
  useLedgerDatabase,
} from './ledger.testing.ts';

const stakes: AccountRef = { system: 'lotto_stakes' };

describe.each(testDatabases())('ledger transfers on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  function bet(memberId: number, amount: bigint, key = newKey('bet')): TransferInput {
    return {
      key,
      from: { member: memberId, wallet: 1 },
      to: stakes,
      amount,
      reason: 'lotto_bet',
      refType: 'bill',
      refId: key,
      createdBy: `member:${memberId}`,
      at: new Date(),
    };
  }

  it('moves the amount from debit to credit and records both balances after it', async () => {
    const member = await openFundedMember(db(), 10_000n);
    const [stakesBefore] = await balancesOf(db(), [stakes]);

    const result = await transfer(db(), bet(member, 2_550n));

    const [main, stakesAfter] = await balancesOf(db(), [{ member, wallet: 1 }, stakes]);
    expect(main).toBe(7_450n);
    expect(stakesAfter).toBe((stakesBefore ?? 0n) + 2_550n);
    expect(result).toMatchObject({
      replayed: false,
      amount: 2_550n,
      reason: 'lotto_bet',
      debitBalanceAfter: 7_450n,
      creditBalanceAfter: stakesAfter,
    });
    const [row] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, result.transferId));
    expect(row).toMatchObject({
      debitBalanceAfter: 7_450n,
      creditBalanceAfter: stakesAfter,
      refType: 'bill',
    });
  });

  it('refuses to overdraw a member wallet and changes nothing', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const [stakesBefore] = await balancesOf(db(), [stakes]);

    const refused = transfer(db(), bet(member, 1_001n));

    await expect(refused).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { available: 1_000n, requested: 1_001n },
    });
    expect(await balancesOf(db(), [{ member, wallet: 1 }, stakes])).toEqual([1_000n, stakesBefore]);
  });

  it('lets a member spend exactly the whole balance, leaving zero, never below', async () => {
    const member = await openFundedMember(db(), 500n);
    await transfer(db(), bet(member, 500n));
    await expect(transfer(db(), bet(member, 1n))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([0n]);
  });

  it('lets system accounts go negative, since they carry the other side', async () => {
    const member = await openFundedMember(db());
    await transfer(db(), {
      key: newKey(),
      from: { system: 'promotion_expense' },
      to: { member, wallet: 2 },
      amount: 300n,
      reason: 'promotion_bonus',
      createdBy: 'job:promotion',
      at: new Date(),
    });
    const [expense] = await balancesOf(db(), [{ system: 'promotion_expense' }]);
    expect(expense).toBeLessThan(0n);
  });

  it('a replay with the same key and fields returns the original transfer and moves nothing', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const first = await transfer(db(), bet(member, 400n, 'bill:replay'));

    const again = await transfer(db(), { ...bet(member, 400n, 'bill:replay'), memo: 'retried by a worker' });

    expect(again).toEqual({ ...first, replayed: true });
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([600n]);
  });

  it('a replay even when the balance no longer covers it returns the original, not a refusal', async () => {
    const member = await openFundedMember(db(), 400n);
    const first = await transfer(db(), bet(member, 400n, 'bill:spent'));
    await expect(transfer(db(), bet(member, 400n, 'bill:spent'))).resolves.toMatchObject({
      transferId: first.transferId,
      replayed: true,
    });
  });

  it.each([
    ['amount', { amount: 401n }],
    ['reason', { reason: 'game_bet' as const }],
    ['refId', { refId: 'another bill' }],
    ['to', { to: { system: 'game_provider_clearing' } as AccountRef }],
  ])('rejects a replay whose %s differs, moving nothing', async (field, change) => {
    const member = await openFundedMember(db(), 1_000n);
    const key = newKey('conflict');
    await transfer(db(), bet(member, 400n, key));

    const conflicting = transfer(db(), { ...bet(member, 400n, key), ...change });

    await expect(conflicting).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      details: { differences: [field] },
    });
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([600n]);
  });

  it('rejects amounts that are not positive', async () => {
    const member = await openFundedMember(db(), 1_000n);
    await expect(transfer(db(), bet(member, 0n))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    await expect(transfer(db(), bet(member, -5n))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
  });

  it('refuses a transfer from an account to itself', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const self = { ...bet(member, 1n), to: { member, wallet: 1 as const } };
    await expect(transfer(db(), self)).rejects.toMatchObject({ code: 'SAME_ACCOUNT' });
  });

  it('refuses to move baht into a points account', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const mixed = { ...bet(member, 1n), to: { memberPoints: member } };
    await expect(transfer(db(), mixed)).rejects.toMatchObject({ code: 'ASSET_MISMATCH' });
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([1_000n]);
  });

  it('refuses an account that was never opened', async () => {
    await expect(transfer(db(), bet(987_654, 1n))).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it('creates a system account on its first use', async () => {
    const member = await openFundedMember(db(), 100n);
    const toCashback = { ...bet(member, 100n), to: { system: 'cashback_expense' as const } };
    await expect(transfer(db(), toCashback)).resolves.toMatchObject({ creditBalanceAfter: 100n });
  });

  it('requires a written reason for an operator adjustment', async () => {
    const member = await openFundedMember(db());
    const adjustment: TransferInput = {
      key: newKey('adjust'),
      from: { system: 'operator_adjustment' },
      to: { member, wallet: 1 },
      amount: 100n,
      reason: 'operator_adjustment',
      createdBy: 'operator:somchai',
      at: new Date(),
    };
    await expect(transfer(db(), adjustment)).rejects.toMatchObject({ code: 'MEMO_REQUIRED' });
    await expect(transfer(db(), { ...adjustment, memo: 'ยอดฝากเข้าไม่ครบ' })).resolves.toMatchObject({
      creditBalanceAfter: 100n,
    });
  });

  it('a refusal inside a transaction leaves it usable for what the use case does next', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const paid = await runInLedgerTransaction(db(), async (tx) => {
      await expect(transfer(tx, bet(member, 5_000n))).rejects.toBeInstanceOf(LedgerError);
      return transfer(tx, bet(member, 1_000n));
    });
    expect(paid.debitBalanceAfter).toBe(0n);
  });

  it('transferMany applies every leg when all of them can be paid', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const results = await transferMany(db(), [bet(member, 300n), bet(member, 700n)]);
    expect(results.map((r) => r.debitBalanceAfter)).toEqual([700n, 0n]);
  });

  it('transferMany applies no leg when one of them is refused', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const [stakesBefore] = await balancesOf(db(), [stakes]);
    const legs = [bet(member, 300n), bet(member, 800n)];

    await expect(transferMany(db(), legs)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

    expect(await balancesOf(db(), [{ member, wallet: 1 }, stakes])).toEqual([1_000n, stakesBefore]);
    const [written] = await db()
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, legs[0]!.key));
    expect(written?.n).toBe(0);
  });

  it("transferMany inside a caller's transaction undoes its earlier legs when a later one is refused", async () => {
    const member = await openFundedMember(db(), 1_000n);
    await runInLedgerTransaction(db(), async (tx) => {
      await expect(transferMany(tx, [bet(member, 600n), bet(member, 600n)])).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
      });
      expect(await balancesOf(tx, [{ member, wallet: 1 }])).toEqual([1_000n]);
    });
  });

  it('a transfer row can never be updated or deleted', async () => {
    const member = await openFundedMember(db(), 1_000n);
    const { transferId } = await transfer(db(), bet(member, 100n));

    const restrictViolation = '23001';
    const update = db().update(ledgerTransfers).set({ amount: 1n }).where(eq(ledgerTransfers.id, transferId));
    expect(await sqlStateOfFailure(update)).toBe(restrictViolation);
    const remove = db().delete(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(await sqlStateOfFailure(remove)).toBe(restrictViolation);
    expect(await sqlStateOfFailure(db().execute(sql`truncate ledger_transfers cascade`))).toBe(
      restrictViolation,
    );

    const [row] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(row?.amount).toBe(100n);
  });

  it('the database refuses a negative member balance even when the ledger is bypassed', async () => {
    const member = await openFundedMember(db(), 100n);
    const overdraw = db().execute(
      sql`update ledger_accounts set balance = -1 where code = ${`member:${member}:wallet:1`}`,
    );
    expect(await sqlStateOfFailure(overdraw)).toBe('23514'); // check_violation
    expect(await balancesOf(db(), [{ member, wallet: 1 }])).toEqual([100n]);
  });
});
