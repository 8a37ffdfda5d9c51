import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ledgerAccounts } from '#db/schema/index.ts';
import { seedDatabase } from '#seed/seed.ts';
import { testDatabases } from '#testing/databases.ts';
import {
  accountBalance,
  memberPoints,
  memberWallets,
  openMemberAccounts,
  SYSTEM_ACCOUNT_SHARDS,
  SYSTEM_ACCOUNTS,
  systemAccountCodes,
} from './accounts.ts';
import type { SystemAccountCode } from './accounts.ts';
import { transfer } from './transfer.ts';
import { newKey, newMemberId, useLedgerDatabase } from './ledger.testing.ts';

describe.each(testDatabases())('ledger accounts on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  async function accountsOwnedBy(memberId: number) {
    const [row] = await db()
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerMemberId, memberId));
    return row?.n;
  }

  it('opens the four wallets, in type order, and a points account, all at zero', async () => {
    const member = newMemberId();
    await openMemberAccounts(db(), member);

    const wallets = await memberWallets(db(), member);
    expect(
      wallets.map(({ walletTypeId, walletName, balance }) => ({ walletTypeId, walletName, balance })),
    ).toEqual([
      { walletTypeId: 1, walletName: 'กระเป๋าหลัก', balance: 0n },
      { walletTypeId: 2, walletName: 'กระเป๋าโปรโมชั่น', balance: 0n },
      { walletTypeId: 3, walletName: 'เครดิตฟรี', balance: 0n },
      { walletTypeId: 4, walletName: 'ค่าแนะนำ', balance: 0n },
    ]);
    expect(await memberPoints(db(), member)).toBe(0n);
    expect(await accountsOwnedBy(member)).toBe(5);
  });

  it('opening a member twice creates nothing more and keeps balances', async () => {
    const member = newMemberId();
    await openMemberAccounts(db(), member);
    await transfer(db(), {
      key: newKey(),
      from: { system: 'gateway_cash' },
      to: { member, wallet: 1 },
      amount: 999n,
      reason: 'deposit',
      createdBy: 'test',
      at: new Date(),
    });

    await openMemberAccounts(db(), member);

    expect(await accountsOwnedBy(member)).toBe(5);
    expect((await memberWallets(db(), member))[0]?.balance).toBe(999n);
  });

  it('shows a member only their own wallets and points', async () => {
    const [alice, bob] = [newMemberId(), newMemberId()];
    await openMemberAccounts(db(), alice);
    await openMemberAccounts(db(), bob);
    await transfer(db(), {
      key: newKey(),
      from: { system: 'points_issued' },
      to: { memberPoints: bob },
      amount: 30n,
      reason: 'points_earn',
      createdBy: 'job:quest',
      at: new Date(),
    });

    const aliceWallets = await memberWallets(db(), alice);
    const bobWallets = await memberWallets(db(), bob);
    expect(aliceWallets.map((w) => w.accountId)).not.toContain(bobWallets[0]?.accountId);
    expect(await memberPoints(db(), alice)).toBe(0n);
    expect(await memberPoints(db(), bob)).toBe(30n);
  });

  it('refuses to read points of a member whose accounts were never opened', async () => {
    await expect(memberPoints(db(), 424_242)).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it('the seed creates every system account, allowed to go negative, and can run again', async () => {
    await seedDatabase(db());
    await seedDatabase(db());

    const system = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'system'));
    const codes = system.map((a) => a.code).sort();
    expect(codes).toEqual(
      (Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[])
        .flatMap((code) => systemAccountCodes(code))
        .sort(),
    );
    expect(codes).toContain('system:game_provider_clearing#31');
    expect(system.every((a) => a.allowNegative)).toBe(true);
    expect(system.find((a) => a.code === 'system:points_issued')?.asset).toBe('POINT');
  });

  it('splits the game clearing account by member: transfers of two members lock different rows', async () => {
    const shards = SYSTEM_ACCOUNT_SHARDS.game_provider_clearing!;
    const first = newMemberId();
    const second = first % shards === shards - 1 ? first + 2 : first + 1; // another shard
    const before = await accountBalance(db(), { system: 'game_provider_clearing' });
    const bets = [];
    for (const member of [first, second]) {
      await openMemberAccounts(db(), member);
      await transfer(db(), {
        key: newKey(),
        from: { system: 'gateway_cash' },
        to: { member, wallet: 1 },
        amount: 500n,
        reason: 'deposit',
        createdBy: 'test',
        at: new Date(),
      });
      bets.push(
        await transfer(db(), {
          key: newKey(),
          from: { member, wallet: 1 },
          to: { system: 'game_provider_clearing' },
          amount: 200n,
          reason: 'game_bet',
          createdBy: 'test',
          at: new Date(),
        }),
      );
    }
    const win = await transfer(db(), {
      key: newKey(),
      from: { system: 'game_provider_clearing' },
      to: { member: first, wallet: 1 },
      amount: 50n,
      reason: 'game_win',
      createdBy: 'test',
      at: new Date(),
    });
    const shardOf = async (accountId: number) =>
      (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.code;
    expect(await shardOf(bets[0]!.creditAccountId)).toBe(
      systemAccountCodes('game_provider_clearing')[first % shards],
    );
    expect(await shardOf(bets[1]!.creditAccountId)).toBe(
      systemAccountCodes('game_provider_clearing')[second % shards],
    );
    expect(bets[0]!.creditAccountId).not.toBe(bets[1]!.creditAccountId);
    // A win comes from the shard the member's bets went to.
    expect(win.debitAccountId).toBe(bets[0]!.creditAccountId);
    // The account's balance is the sum of its shards.
    expect(await accountBalance(db(), { system: 'game_provider_clearing' })).toBe(before + 350n);
  });
});
