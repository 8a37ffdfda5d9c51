import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '@ug99/contract';
import type { LedgerReason } from '@ug99/contract';
import { rowsOf } from '#db/rows.ts';
import { testDatabases } from '#testing/databases.ts';
import {
  DEPOSIT_REASONS,
  STAKE_REASONS,
  STAKE_RETURN_REASONS,
  memberFlowsFromDays,
  memberLifetimeFlows,
} from './flows.ts';
import { transfer, transferMany } from './transfer.ts';
import { newKey, openFundedMember, useLedgerDatabase } from './ledger.testing.ts';

const counted = (list: readonly LedgerReason[], reason: LedgerReason) => list.includes(reason);

describe.each(testDatabases())('kept member totals on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  it('counts exactly the deposit, stake and return reasons, with the sign of the member’s side', async () => {
    for (const reason of Object.keys(LEDGER_REASONS) as LedgerReason[]) {
      if (reason === 'operator_adjustment') continue;
      const member = await openFundedMember(db(), 10_000n);
      const before = await memberLifetimeFlows(db(), member);
      await transfer(db(), {
        key: newKey(),
        from: { system: 'gateway_cash' },
        to: { member, wallet: 1 },
        amount: 700n,
        reason,
        createdBy: 'test',
      });
      await transfer(db(), {
        key: newKey(),
        from: { member, wallet: 1 },
        to: { system: 'gateway_cash' },
        amount: 300n,
        reason,
        createdBy: 'test',
      });
      const after = await memberLifetimeFlows(db(), member);
      expect([reason, after.deposits - before.deposits]).toEqual([
        reason,
        counted(DEPOSIT_REASONS, reason) ? 400n : 0n,
      ]);
      expect([reason, after.stakes - before.stakes]).toEqual([
        reason,
        counted(STAKE_REASONS, reason) ? -400n : 0n,
      ]);
      expect([reason, after.stakeReturns - before.stakeReturns]).toEqual([
        reason,
        counted(STAKE_RETURN_REASONS, reason) ? 400n : 0n,
      ]);
    }
  });

  it('keeps the Bangkok day of each transfer and sums from each first day asked', async () => {
    const member = await openFundedMember(db(), 50_000n);
    const [wallet] = rowsOf<{ id: string }>(
      await db().execute(
        sql`select id::text from ledger_accounts where owner_member_id = ${member} and wallet_type_id = 1`,
      ),
    );
    // 16:59:59 UTC is 23:59:59 in Bangkok; 17:00 UTC is the next Bangkok day.
    for (const [n, at] of [
      '2026-03-01T16:59:59Z',
      '2026-03-01T17:00:00Z',
      '2026-03-05T03:00:00Z',
    ].entries()) {
      await db().execute(sql`
        insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason,
          created_by, debit_balance_after, credit_balance_after, created_at)
        values (${newKey()}, ${wallet!.id}, (select id from ledger_accounts where code = 'system:gateway_cash'),
          ${(n + 1) * 100}, 'game_bet', 'test', 0, 0, ${at}::timestamptz)`);
    }
    const days = await memberFlowsFromDays(db(), member, {
      first: '2026-03-01',
      second: '2026-03-02',
      fifth: '2026-03-05',
      later: '2026-03-06',
    });
    expect(days.first.stakes).toBe(600n);
    expect(days.second.stakes).toBe(500n);
    expect(days.fifth.stakes).toBe(300n);
    expect(days.later.stakes).toBe(0n);
    // The raw rows moved 600 satang out of the wallet: the balances follow, so the ledger stays reconciled.
    await db()
      .execute(sql`update ledger_accounts set balance = balance + case when id = ${wallet!.id} then -600
      else 600 end where id = ${wallet!.id} or code = 'system:gateway_cash'`);
  });

  it('nets a movement between two wallets of one member to nothing, and sums a batch per member once', async () => {
    const member = await openFundedMember(db(), 10_000n);
    await transferMany(db(), [
      {
        key: newKey(),
        from: { member, wallet: 1 },
        to: { member, wallet: 2 },
        amount: 100n,
        reason: 'game_bet',
        createdBy: 'test',
      },
      {
        key: newKey(),
        from: { member, wallet: 1 },
        to: { system: 'game_provider_clearing' },
        amount: 250n,
        reason: 'game_bet',
        createdBy: 'test',
      },
      {
        key: newKey(),
        from: { system: 'game_provider_clearing' },
        to: { member, wallet: 1 },
        amount: 50n,
        reason: 'game_win',
        createdBy: 'test',
      },
    ]);
    expect(await memberLifetimeFlows(db(), member)).toEqual({
      deposits: 10_000n,
      stakes: 250n,
      stakeReturns: 50n,
    });
  });
});
