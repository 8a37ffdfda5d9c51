import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#testing/databases.ts';
import { LedgerError } from './errors.ts';
import { MAX_ATTEMPTS, runInLedgerTransaction, withRetries } from './transaction.ts';
import { useLedgerDatabase } from './ledger.testing.ts';

/** A driver error as drizzle hands it over: the SQLSTATE sits on the wrapped cause. */
function wrappedDatabaseError(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('database said no'), { code }) });
}

describe('withRetries', () => {
  it.each([
    ['a serialization failure', wrappedDatabaseError('40001')],
    ['a deadlock', wrappedDatabaseError('40P01')],
    ['a concurrent first use of an idempotency key', new LedgerError('CONCURRENT_REPLAY')],
  ])('runs the work again after %s', async (_, failure) => {
    let calls = 0;
    const result = await withRetries(async () => {
      calls += 1;
      if (calls < 3) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('does not retry a refusal: it would be refused again', async () => {
    let calls = 0;
    const refusal = new LedgerError('INSUFFICIENT_FUNDS');
    await expect(
      withRetries(async () => {
        calls += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and reports the last failure`, async () => {
    let calls = 0;
    const failure = wrappedDatabaseError('40P01');
    await expect(
      withRetries(async () => {
        calls += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(MAX_ATTEMPTS);
  });
});

describe.each(testDatabases())('runInLedgerTransaction on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  /** A setting made local to a transaction is still there in the next statement only inside that transaction. */
  const settingSurvivesStatements = async (database: ReturnType<typeof db>) => {
    await database.execute(sql`select set_config('ledger.probe', 'set', true)`);
    const { rows } = (await database.execute(
      sql`select current_setting('ledger.probe', true) as probe`,
    )) as unknown as {
      rows: Array<{ probe: string | null }>;
    };
    return rows[0]?.probe === 'set';
  };

  it('runs the use case inside one transaction', async () => {
    expect(await runInLedgerTransaction(db(), (tx) => settingSurvivesStatements(tx))).toBe(true);
    expect(await settingSurvivesStatements(db())).toBe(false);
  });

  it('called inside a transaction, joins it instead of opening another', async () => {
    await runInLedgerTransaction(db(), async (outer) => {
      await outer.execute(sql`create temporary table joined (n int) on commit drop`);
      await runInLedgerTransaction(outer, (inner) => inner.execute(sql`insert into joined values (1)`));
      const { rows } = (await outer.execute(sql`select count(*)::int as n from joined`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows[0]?.n).toBe(1);
    });
  });

  it('rolls back everything the use case did when it fails', async () => {
    await db().execute(sql`create table if not exists rollback_probe (n int)`);
    await expect(
      runInLedgerTransaction(db(), async (tx) => {
        await tx.execute(sql`insert into rollback_probe values (1)`);
        throw new LedgerError('INSUFFICIENT_FUNDS');
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const { rows } = (await db().execute(sql`select count(*)::int as n from rollback_probe`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]?.n).toBe(0);
  });
});
