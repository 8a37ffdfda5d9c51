import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/index.ts';
import { sqlStateOfFailure } from '#ledger/ledger.testing.ts';
import { testDatabases } from '#testing/databases.ts';
import { writeBackofficeAudit } from './audit.ts';
import { operators } from '#db/schema/index.ts';

// docs/BACKOFFICE.md#audit-log: the audit log is append-only in the database itself.

const RESTRICT_VIOLATION = '23001';

describe.each(testDatabases())('the operator audit log on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database.close();
  });
  const db = () => database.db;

  async function writeOne(): Promise<number> {
    const [op] = await db()
      .insert(operators)
      .values({ name: 'สมศรี', role: 'finance', createdBy: 'test' })
      .returning({ id: operators.id });
    await writeBackofficeAudit(
      db(),
      { id: op!.id, name: 'สมศรี', role: 'finance' },
      {
        ip: '203.0.113.9',
        action: 'withdraw.approve',
        targetType: 'withdrawal',
        targetId: 42,
        before: { status: 'pending' },
        after: { status: 'approved' },
        detail: { amount: '500.00' },
      },
    );
    const [row] = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.operatorId, op!.id));
    return row!.id;
  }

  it('records who (name and role, and the account), from where, before and after', async () => {
    const id = await writeOne();
    const [row] = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.id, id));
    expect(row).toMatchObject({
      operator: 'finance:สมศรี',
      ip: '203.0.113.9',
      action: 'withdraw.approve',
      targetType: 'withdrawal',
      targetId: '42',
      before: { status: 'pending' },
      after: { status: 'approved' },
      detail: { amount: '500.00' },
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE, and the row stays as written', async () => {
    const id = await writeOne();
    const update = db()
      .update(operatorAuditLog)
      .set({ action: 'nothing' })
      .where(eq(operatorAuditLog.id, id));
    expect(await sqlStateOfFailure(update)).toBe(RESTRICT_VIOLATION);
    const remove = db().delete(operatorAuditLog).where(eq(operatorAuditLog.id, id));
    expect(await sqlStateOfFailure(remove)).toBe(RESTRICT_VIOLATION);
    expect(await sqlStateOfFailure(db().execute(sql`truncate operator_audit_log`))).toBe(RESTRICT_VIOLATION);
    expect(await sqlStateOfFailure(db().execute(sql`truncate operator_audit_log cascade`))).toBe(
      RESTRICT_VIOLATION,
    );
    const [row] = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.id, id));
    expect(row?.action).toBe('withdraw.approve');
  });

  it("keeps the command line's rows valid: no operator account, no address, no before/after", async () => {
    await db().insert(operatorAuditLog).values({
      operator: 'somchai',
      action: 'coupon:add',
      targetType: 'coupon',
      targetId: '1',
      detail: {},
    });
    const [row] = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'coupon:add'));
    expect(row).toMatchObject({ operatorId: null, ip: null, before: null, after: null });
  });
});
