import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import type { Db } from '#db/client.ts';
import { memberStatement } from './statement.ts';
import { transfer } from './transfer.ts';
import type { TransferInput } from './transfer.ts';
import { newKey, openFundedMember, useLedgerDatabase } from './ledger.testing.ts';

describe.each(testDatabases())('member statement on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  /** Each movement in its own moment, so date filters have something to tell apart. */
  async function history(database: Db, member: number) {
    const moves: Array<Omit<TransferInput, 'key' | 'createdBy' | 'at'>> = [
      { from: { system: 'gateway_cash' }, to: { member, wallet: 1 }, amount: 10_000n, reason: 'deposit' },
      { from: { member, wallet: 1 }, to: { system: 'lotto_stakes' }, amount: 1_500n, reason: 'lotto_bet' },
      { from: { system: 'lotto_stakes' }, to: { member, wallet: 1 }, amount: 9_000n, reason: 'lotto_win' },
      {
        from: { system: 'promotion_expense' },
        to: { member, wallet: 2 },
        amount: 500n,
        reason: 'promotion_bonus',
      },
      { from: { member, wallet: 2 }, to: { member, wallet: 1 }, amount: 500n, reason: 'promotion_release' },
      { from: { system: 'points_issued' }, to: { memberPoints: member }, amount: 25n, reason: 'points_earn' },
    ];
    const results = [];
    for (const move of moves) {
      results.push(
        await transfer(database, {
          ...move,
          key: newKey(),
          createdBy: 'test',
          memo: move.reason,
          at: new Date(),
        }),
      );
      await sleep(5);
    }
    return results;
  }

  it('lists the member’s movements newest first, signed from their side, with running balances', async () => {
    const member = await openFundedMember(db());
    await history(db(), member);

    const { total, rows } = await memberStatement(db(), member, { page: 1, pageSize: 20 });

    expect(total).toBe(7);
    expect(rows.map((r) => [r.reason, r.walletTypeId, r.asset, r.amount, r.balanceAfter])).toEqual([
      ['points_earn', null, 'POINT', 25n, 25n],
      ['promotion_release', 1, 'THB', 500n, 18_000n],
      ['promotion_release', 2, 'THB', -500n, 0n],
      ['promotion_bonus', 2, 'THB', 500n, 500n],
      ['lotto_win', 1, 'THB', 9_000n, 17_500n],
      ['lotto_bet', 1, 'THB', -1_500n, 8_500n],
      ['deposit', 1, 'THB', 10_000n, 10_000n],
    ]);
    expect(rows.map((r) => r.reasonLabel)).toEqual([
      'ได้รับพอยท์',
      'ปลดล็อกโปรโมชั่น',
      'ปลดล็อกโปรโมชั่น',
      'โบนัส',
      'ถูกรางวัล',
      'แทงหวย',
      'ฝากเงิน',
    ]);
    expect(rows[0]?.memo).toBe('points_earn');
  });

  it('pages through the statement without gaps or repeats', async () => {
    const member = await openFundedMember(db());
    await history(db(), member);

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => memberStatement(db(), member, { page, pageSize: 2 })),
    );
    const all = await memberStatement(db(), member, { page: 1, pageSize: 50 });

    expect(pages.map((p) => p.rows.length)).toEqual([2, 2, 2, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(pages.flatMap((p) => p.rows)).toEqual(all.rows);
    expect(await memberStatement(db(), member, { page: 5, pageSize: 2 })).toEqual({ total: 7, rows: [] });
  });

  it('filters by reason and by asset', async () => {
    const member = await openFundedMember(db());
    await history(db(), member);

    const bets = await memberStatement(db(), member, {
      reasons: ['lotto_bet', 'lotto_win'],
      page: 1,
      pageSize: 20,
    });
    expect(bets.total).toBe(2);
    expect(bets.rows.map((r) => r.reason)).toEqual(['lotto_win', 'lotto_bet']);

    const points = await memberStatement(db(), member, { asset: 'POINT', page: 1, pageSize: 20 });
    expect(points.rows.map((r) => r.reason)).toEqual(['points_earn']);

    const baht = await memberStatement(db(), member, { asset: 'THB', page: 1, pageSize: 20 });
    expect(baht.total).toBe(6);
  });

  it('filters by date, from inclusive and to exclusive', async () => {
    const member = await openFundedMember(db());
    const [, bet, win] = await history(db(), member);

    const window = await memberStatement(db(), member, {
      from: bet!.createdAt,
      to: new Date(win!.createdAt.getTime() + 1),
      page: 1,
      pageSize: 20,
    });
    expect(window.rows.map((r) => r.transferId)).toEqual([win!.transferId, bet!.transferId]);

    const before = await memberStatement(db(), member, { to: bet!.createdAt, page: 1, pageSize: 20 });
    expect(before.rows.map((r) => r.reason)).toEqual(['deposit']);
  });

  it('never shows a member another member’s movements', async () => {
    const alice = await openFundedMember(db());
    const bob = await openFundedMember(db());
    const aliceTransfers = await history(db(), alice);
    await history(db(), bob);

    const bobs = await memberStatement(db(), bob, { page: 1, pageSize: 100 });

    expect(bobs.total).toBe(7);
    const aliceIds = new Set(aliceTransfers.map((t) => t.transferId));
    expect(bobs.rows.some((r) => aliceIds.has(r.transferId))).toBe(false);
  });

  it('is empty for a member without movements', async () => {
    const member = await openFundedMember(db());
    expect(await memberStatement(db(), member, { page: 1, pageSize: 20 })).toEqual({ total: 0, rows: [] });
  });
});
