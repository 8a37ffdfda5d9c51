import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '@ug99/contract';
import type { LedgerReason } from '@ug99/contract';
import { rowsOf } from '#db/rows.ts';
import { testDatabases } from '#testing/databases.ts';
import { DEPOSIT_REASONS, STAKE_REASONS, STAKE_RETURN_REASONS, memberLifetimeFlows } from './flows.ts';
import { creditMany } from './batch.ts';
import { placeHold, voidHold } from './holds.ts';
import { runInLedgerTransaction } from './transaction.ts';
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
        at: new Date(),
      });
      await transfer(db(), {
        key: newKey(),
        from: { member, wallet: 1 },
        to: { system: 'gateway_cash' },
        amount: 300n,
        reason,
        createdBy: 'test',
        at: new Date(),
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

  it('keeps the Bangkok day of each transfer', async () => {
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
    const days = rowsOf<{ day: string; stakes: string }>(
      await db().execute(sql`
        select day::text, stakes::text from ledger_member_daily_flows
        where member_id = ${member} and stakes <> 0 order by day`),
    );
    expect(days).toEqual([
      { day: '2026-03-01', stakes: '100' },
      { day: '2026-03-02', stakes: '200' },
      { day: '2026-03-05', stakes: '300' },
    ]);
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
        at: new Date(),
      },
      {
        key: newKey(),
        from: { member, wallet: 1 },
        to: { system: 'game_provider_clearing' },
        amount: 250n,
        reason: 'game_bet',
        createdBy: 'test',
        at: new Date(),
      },
      {
        key: newKey(),
        from: { system: 'game_provider_clearing' },
        to: { member, wallet: 1 },
        amount: 50n,
        reason: 'game_win',
        createdBy: 'test',
        at: new Date(),
      },
    ]);
    expect(await memberLifetimeFlows(db(), member)).toEqual({
      deposits: 10_000n,
      stakes: 250n,
      stakeReturns: 50n,
    });
  });

  // A transfer's time is the caller's (docs/rules/ledger.md#kept-totals). The moments are years away from
  // the machine's and the database's clocks, so a day taken from either would file them elsewhere.
  // 16:59:30 UTC is 23:59:30 in Bangkok on 3 April 2024; 17:00:30 UTC is 00:00:30 on 4 April.
  const lastMinute = new Date('2024-04-03T16:59:30Z');
  const firstMinute = new Date('2024-04-03T17:00:30Z');

  /** The member's kept rows of these Bangkok days, as text so the figures compare exactly. */
  async function dayRows(member: number, days: string[]) {
    return rowsOf<{ day: string; deposits: string; stakes: string; stake_returns: string }>(
      await db().execute(sql`select to_char(day, 'YYYY-MM-DD') as day, deposits::text, stakes::text,
        stake_returns::text from ledger_member_daily_flows
        where member_id = ${member} and day = any(${sql.param(days)}::date[]) order by day`),
    );
  }

  async function storedTime(key: string): Promise<Date> {
    const [row] = rowsOf<{ ms: string }>(
      await db().execute(sql`select floor(extract(epoch from created_at) * 1000)::bigint::text as ms
        from ledger_transfers where idempotency_key = ${key}`),
    );
    return new Date(Number(row!.ms));
  }

  it('files a transfer under the Bangkok day of the time its caller gives, and a replay keeps the first time', async () => {
    const member = await openFundedMember(db(), 10_000n);
    const depositKey = newKey('deposit');
    const deposit = (at: Date) =>
      transfer(db(), {
        key: depositKey,
        from: { system: 'gateway_cash' },
        to: { member, wallet: 1 },
        amount: 700n,
        reason: 'deposit',
        createdBy: 'test',
        at,
      });
    const first = await deposit(lastMinute);
    expect(first).toMatchObject({ replayed: false, createdAt: lastMinute });
    expect(await storedTime(depositKey)).toEqual(lastMinute);

    const stakeKey = newKey('stake');
    const stake = await transfer(db(), {
      key: stakeKey,
      from: { member, wallet: 1 },
      to: { system: 'game_provider_clearing' },
      amount: 200n,
      reason: 'game_bet',
      createdBy: 'test',
      at: firstMinute,
    });
    expect(stake.createdAt).toEqual(firstMinute);
    expect(await storedTime(stakeKey)).toEqual(firstMinute);

    const filed = [
      { day: '2024-04-03', deposits: '700', stakes: '0', stake_returns: '0' },
      { day: '2024-04-04', deposits: '0', stakes: '200', stake_returns: '0' },
    ];
    expect(await dayRows(member, ['2024-04-03', '2024-04-04'])).toEqual(filed);
    const lifetime = await memberLifetimeFlows(db(), member);

    // The same key an hour later (another day in Bangkok): the first movement, its time, nothing added.
    const replay = await deposit(new Date(firstMinute.getTime() + 3_600_000));
    expect(replay).toMatchObject({ replayed: true, transferId: first.transferId, createdAt: lastMinute });
    expect(await storedTime(depositKey)).toEqual(lastMinute);
    expect(await dayRows(member, ['2024-04-03', '2024-04-04'])).toEqual(filed);
    expect(await memberLifetimeFlows(db(), member)).toEqual(lifetime);
  });

  it('stamps a batch, a hold and its resolution with the times their callers give', async () => {
    const member = await openFundedMember(db(), 10_000n);
    await runInLedgerTransaction(db(), (tx) =>
      creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'lotto_win',
        refType: 'test',
        createdBy: 'test',
        at: lastMinute,
        legs: [{ key: newKey('win'), to: { member, wallet: 1 }, amount: 900n }],
      }),
    );
    expect(await dayRows(member, ['2024-04-03'])).toEqual([
      { day: '2024-04-03', deposits: '0', stakes: '0', stake_returns: '900' },
    ]);

    const key = newKey('hold');
    const placed = await placeHold(db(), {
      key,
      from: { member, wallet: 1 },
      pending: { system: 'withdrawals_pending' },
      amount: 400n,
      reason: 'withdraw',
      createdBy: 'test',
      at: lastMinute,
    });
    const voided = await voidHold(db(), {
      key,
      reason: 'withdraw_refund',
      createdBy: 'test',
      at: firstMinute,
    });
    expect(placed.transfer.createdAt).toEqual(lastMinute);
    expect(voided.transfer.createdAt).toEqual(firstMinute);
    const [hold] = rowsOf<{ created_ms: string; resolved_ms: string }>(
      await db().execute(sql`select floor(extract(epoch from created_at) * 1000)::bigint::text as created_ms,
        floor(extract(epoch from resolved_at) * 1000)::bigint::text as resolved_ms
        from ledger_holds where idempotency_key = ${key}`),
    );
    expect(hold).toEqual({
      created_ms: String(lastMinute.getTime()),
      resolved_ms: String(firstMinute.getTime()),
    });
  });
});
