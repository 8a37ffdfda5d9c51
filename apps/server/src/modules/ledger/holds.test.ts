import { describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import type { AccountRef } from './accounts.ts';
import { placeHold, postHold, voidHold } from './holds.ts';
import type { PlaceHoldInput } from './holds.ts';
import { balancesOf, newKey, openFundedMember, useLedgerDatabase } from './ledger.testing.ts';

const pending: AccountRef = { system: 'withdrawals_pending' };
const payout: AccountRef = { system: 'bank_float' };

describe.each(testDatabases())('ledger holds on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  async function withdrawal(amount: bigint, funded = 10_000n) {
    const member = await openFundedMember(db(), funded);
    const input: PlaceHoldInput = {
      key: newKey('withdrawal'),
      from: { member, wallet: 1 },
      pending,
      amount,
      reason: 'withdraw',
      refType: 'withdrawal',
      refId: '1',
      createdBy: `member:${member}`,
      at: new Date(),
    };
    const placed = await placeHold(db(), input);
    return { member, input, placed, main: { member, wallet: 1 } as AccountRef };
  }

  it('placing a hold moves the funds out of the wallet into the pending account', async () => {
    const [pendingBefore] = await balancesOf(db(), [pending]);
    const { placed, main } = await withdrawal(4_000n);

    expect(placed).toMatchObject({ status: 'pending', amount: 4_000n, replayed: false });
    expect(await balancesOf(db(), [main, pending])).toEqual([6_000n, (pendingBefore ?? 0n) + 4_000n]);
  });

  it('refuses a hold larger than the balance and creates nothing', async () => {
    const member = await openFundedMember(db(), 100n);
    const key = newKey('withdrawal');
    const hold = {
      key,
      from: { member, wallet: 1 as const },
      pending,
      amount: 101n,
      reason: 'withdraw' as const,
    };
    await expect(placeHold(db(), { ...hold, createdBy: 'test', at: new Date() })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(
      voidHold(db(), { key, reason: 'withdraw_refund', createdBy: 'test', at: new Date() }),
    ).rejects.toMatchObject({
      code: 'HOLD_NOT_FOUND',
    });
  });

  it('placing the same hold again returns it and reserves nothing more', async () => {
    const { input, placed, main } = await withdrawal(4_000n);
    const again = await placeHold(db(), input);
    expect(again).toMatchObject({ holdId: placed.holdId, replayed: true });
    expect(await balancesOf(db(), [main])).toEqual([6_000n]);
  });

  it('posting moves the held funds to the destination, once', async () => {
    const { input, placed, main } = await withdrawal(4_000n);
    const [pendingBefore, payoutBefore] = await balancesOf(db(), [pending, payout]);

    const posted = await postHold(db(), {
      key: input.key,
      to: payout,
      createdBy: 'operator:a',
      at: new Date(),
    });
    const again = await postHold(db(), {
      key: input.key,
      to: payout,
      createdBy: 'operator:b',
      at: new Date(),
    });

    expect(posted).toMatchObject({ holdId: placed.holdId, status: 'posted', replayed: false });
    expect(again).toMatchObject({ status: 'posted', replayed: true });
    expect(again.transfer.transferId).toBe(posted.transfer.transferId);
    expect(await balancesOf(db(), [main, pending, payout])).toEqual([
      6_000n,
      (pendingBefore ?? 0n) - 4_000n,
      (payoutBefore ?? 0n) + 4_000n,
    ]);
  });

  it('voiding returns the held funds to the wallet they came from, once', async () => {
    const { input, main } = await withdrawal(4_000n);

    const voided = await voidHold(db(), {
      key: input.key,
      reason: 'withdraw_refund',
      createdBy: 'operator:a',
      at: new Date(),
    });
    const again = await voidHold(db(), {
      key: input.key,
      reason: 'withdraw_refund',
      createdBy: 'operator:a',
      at: new Date(),
    });

    expect(voided).toMatchObject({ status: 'voided', replayed: false });
    expect(voided.transfer).toMatchObject({ reason: 'withdraw_refund', creditBalanceAfter: 10_000n });
    expect(again).toMatchObject({ replayed: true, resolutionTransferId: voided.resolutionTransferId });
    expect(await balancesOf(db(), [main])).toEqual([10_000n]);
  });

  it('cannot post a hold after it was voided', async () => {
    const { input, main } = await withdrawal(4_000n);
    await voidHold(db(), {
      key: input.key,
      reason: 'withdraw_refund',
      createdBy: 'operator:a',
      at: new Date(),
    });

    await expect(
      postHold(db(), { key: input.key, to: payout, createdBy: 'operator:b', at: new Date() }),
    ).rejects.toMatchObject({
      code: 'HOLD_ALREADY_RESOLVED',
      details: { status: 'voided' },
    });
    expect(await balancesOf(db(), [main])).toEqual([10_000n]);
  });

  it('cannot void a hold after it was posted', async () => {
    const { input, main } = await withdrawal(4_000n);
    await postHold(db(), { key: input.key, to: payout, createdBy: 'operator:a', at: new Date() });

    await expect(
      voidHold(db(), { key: input.key, reason: 'withdraw_refund', createdBy: 'operator:b', at: new Date() }),
    ).rejects.toMatchObject({ code: 'HOLD_ALREADY_RESOLVED', details: { status: 'posted' } });
    expect(await balancesOf(db(), [main])).toEqual([6_000n]);
  });

  it('refuses to replay a post with another destination', async () => {
    const { input } = await withdrawal(4_000n);
    await postHold(db(), { key: input.key, to: payout, createdBy: 'operator:a', at: new Date() });
    await expect(
      postHold(db(), {
        key: input.key,
        to: { system: 'gateway_cash' },
        createdBy: 'operator:a',
        at: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses to resolve a hold that does not exist', async () => {
    await expect(
      postHold(db(), { key: 'no such hold', to: payout, createdBy: 'x', at: new Date() }),
    ).rejects.toMatchObject({
      code: 'HOLD_NOT_FOUND',
    });
  });
});
