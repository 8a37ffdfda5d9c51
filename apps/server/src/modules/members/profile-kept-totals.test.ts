import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { ensureSystemAccounts } from '#ledger';
import { systemClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { allowingQueuedQueries } from '#testing/queued-queries.ts';
import type { AccountDeps } from './deps.ts';
import { getUserInfo } from './profile.ts';

// docs/rules/ledger.md#kept-totals: the member panel reads kept totals, so what it costs does not grow with
// the member's history. PostgreSQL counts the rows each statement of a transaction read, per table, in
// pg_stat_xact_user_tables; the panel is built inside one transaction and those counters are compared.
// Without PostgreSQL the suite is skipped (an `each` over no database would leave the file without a suite).
const postgres = testDatabases().find((target) => target.kind === 'postgres');

describe.runIf(postgres)('get_user_info on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(postgres!);
    await ensureSystemAccounts(t.database.db, ['gateway_cash']);
  });
  afterAll(() => t.close(), 60_000);

  async function memberWithDeposits(count: number) {
    const m = await registerMember(t);
    const info = (await asMember(t, m.token).get('/api/get_user_info')).json().data;
    const id: number = info.user.id;
    // Many small deposits written in one statement, with correct running balances, so the ledger stays
    // reconciled; the trigger keeps the member's totals as it does for every transfer.
    await t.database.db.execute(sql`
      with wallet as (select id from ledger_accounts where owner_member_id = ${id} and wallet_type_id = 1),
      cash as (select id, balance from ledger_accounts where code = 'system:gateway_cash'),
      moved as (
        insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason,
          created_by, debit_balance_after, credit_balance_after)
        select 'history:' || ${id} || ':' || n, cash.id, wallet.id, 100, 'deposit', 'test',
          cash.balance - n * 100, n * 100
        from generate_series(1, ${count}::int) n, wallet, cash
        returning amount)
      select sum(amount) from moved`);
    await t.database.db.execute(sql`
      update ledger_accounts set balance = balance + case when owner_member_id = ${id} then ${count * 100}::bigint
        else ${-count * 100}::bigint end
      where (owner_member_id = ${id} and wallet_type_id = 1) or code = 'system:gateway_cash'`);
    return { id, phone: m.phone };
  }

  /** Rows read so far by this backend, per table (pending counts of earlier transactions included). */
  async function rowsRead(tx: Db): Promise<Map<string, number>> {
    const rows = rowsOf<{ relname: string; n: string }>(
      await tx.execute(sql`select relname, (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text as n
        from pg_stat_xact_user_tables`),
    );
    return new Map(rows.map((r) => [r.relname, Number(r.n)]));
  }

  async function rowsReadBuildingThePanel(member: { id: number; phone: string }) {
    return t.database.db.transaction(async (tx: Db) => {
      const before = await rowsRead(tx);
      const deps = { db: tx, config: t.config, clock: systemClock } as AccountDeps;
      // The panel's reads run side by side on the pool; in this one transaction pg queues them, as meant here.
      const info = await allowingQueuedQueries(() =>
        getUserInfo(deps, { id: member.id, phone: member.phone, agentId: 1, sessionId: 0 }),
      );
      const after = await rowsRead(tx);
      const read = (table: string) => (after.get(table) ?? 0) - (before.get(table) ?? 0);
      const rows = [...after.keys()].reduce((sum, table) => sum + read(table), 0);
      return { info, rows, history: read('ledger_transfers') };
    });
  }

  it('reads as many rows for a member with 100,000 transfers as for one with 10', async () => {
    const few = await memberWithDeposits(10);
    const many = await memberWithDeposits(100_000);
    const small = await rowsReadBuildingThePanel(few);
    const large = await rowsReadBuildingThePanel(many);
    expect(large.history).toBe(0);
    expect(large.rows).toBe(small.rows);
    // The kept row holds the whole history's figure.
    const [kept] = rowsOf<{ deposits: string }>(
      await t.database.db.execute(
        sql`select deposits::text from ledger_member_flow_totals where member_id = ${many.id}`,
      ),
    );
    expect(kept!.deposits).toBe(String(100_000 * 100));
    expect(large.info.wallets_total).toBe(100_000);
  }, 240_000);
});
