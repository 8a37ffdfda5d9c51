import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operatorAuditLog, payoutReconciliations, withdrawalAutoRules } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { paymentsConfig } from '#testing/payments.ts';

// The automatic approval's rules (docs/rules/payments.md#automatic-approval): finance sets them; tightening
// applies at once, loosening waits for a second finance operator (four-eyes); each change is audited.

describe.each(testDatabases())('automatic approval rules in the back office on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-28T05:00:00Z'));
  let t: TestApp;
  type Op = ReturnType<typeof asOperator> & { id: number };
  let financeA: Op;
  let financeB: Op;
  let marketing: Op;
  const op = async (role: 'marketing' | 'finance', name: string): Promise<Op> => {
    const s = await operatorSession(t, role, name, { now: clock.now() });
    return { ...asOperator(t, s.cookie), id: s.operatorId };
  };
  beforeAll(async () => {
    t = await createTestApp(target, { clock, config: paymentsConfig() });
    financeA = await op('finance', 'เงินเอ');
    financeB = await op('finance', 'เงินบี');
    marketing = await op('marketing', 'ตลาดเอ');
  });
  afterAll(() => t.close());

  const state = async (o: Op = financeA) => (await o.get('/api/backoffice/withdraw-rules')).json().data;
  const saved = async () => (await t.database.db.select().from(withdrawalAutoRules))[0];
  const audits = () =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'withdraw_rules.set')))
      .orderBy(desc(operatorAuditLog.id));

  it('shows the sandbox defaults until finance sets rules, with today’s automatic totals', async () => {
    expect(await state()).toMatchObject({
      source: 'sandbox_defaults',
      payout_gateway: 'sandbox',
      rules: {
        enabled: true,
        max_per_withdrawal: 50_000,
        min_turnover_percent: 100,
        first_withdrawal_to_person: false,
      },
      auto_today: 0,
      in_flight: 0,
      pending_approval: null,
      reconciliation: null,
    });
    expect((await marketing.get('/api/backoffice/withdraw-rules')).statusCode).toBe(403);
  });

  it('shows the newest day of the payout reconciliation: how many agree, and each difference in baht', async () => {
    const day = (d: string, differences: (typeof payoutReconciliations.$inferInsert)['differences']) => ({
      agentId: 1,
      gateway: 'sandbox',
      day: d,
      oursCount: 3,
      oursSatang: 36_000n,
      theirsCount: 3,
      theirsSatang: 37_001n,
      differences,
      checkedAt: clock.now(),
    });
    await t.database.db.insert(payoutReconciliations).values([
      day('2026-11-26', []),
      day('2026-11-27', [
        {
          kind: 'amount_differs',
          payoutId: 'withdrawal:7',
          withdrawalId: 7,
          oursSatang: '12000',
          gatewaySatang: '12001',
          status: 'paid',
        },
        {
          kind: 'not_paid_here',
          payoutId: 'withdrawal:9',
          withdrawalId: 9,
          oursSatang: '14000',
          gatewaySatang: '14000',
          status: 'sent',
        },
      ]),
    ]);
    expect((await state()).reconciliation).toMatchObject({
      day: '2026-11-27',
      gateway: 'sandbox',
      matched: 2,
      ours_total: 360,
      theirs_total: 370.01,
      differences: [
        { kind: 'amount_differs', withdrawal_id: 7, ours: 120, gateway: 120.01, status: 'paid' },
        { kind: 'not_paid_here', withdrawal_id: 9, ours: 140, gateway: 140, status: 'sent' },
      ],
    });
    await t.database.db.delete(payoutReconciliations);
  });

  it('applies a tightening at once, audited with before and after', async () => {
    const tighter = { ...(await state()).rules, max_per_withdrawal: 2_000, min_account_age_hours: 48 };
    const res = (await financeA.post('/api/backoffice/withdraw-rules', tighter)).json();
    expect(res).toMatchObject({
      error: 0,
      data: { applied: true, state: { source: 'saved', rules: tighter } },
    });
    expect(await saved()).toMatchObject({ maxPerWithdrawalSatang: 200_000n, minAccountAgeHours: 48 });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      operatorId: financeA.id,
      before: expect.objectContaining({ max_per_withdrawal: 50_000, min_account_age_hours: 0 }),
      after: expect.objectContaining({ max_per_withdrawal: 2_000, min_account_age_hours: 48 }),
    });
  });

  it('turns a loosening into a four-eyes request: nothing changes until another finance operator approves', async () => {
    const looser = { ...(await state()).rules, max_per_withdrawal: 3_000 };
    const res = (await financeA.post('/api/backoffice/withdraw-rules', looser)).json();
    expect(res).toMatchObject({ error: 0, data: { applied: false } });
    const pending = res.data.state.pending_approval;
    expect(pending).toMatchObject({ kind: 'withdraw.rules', status: 'pending' });
    expect((await saved())!.maxPerWithdrawalSatang).toBe(200_000n);
    // Never the asker.
    expect((await financeA.post(`/api/backoffice/approvals/${pending.id}/approve`)).json().error).not.toBe(0);
    expect((await saved())!.maxPerWithdrawalSatang).toBe(200_000n);
    expect((await financeB.post(`/api/backoffice/approvals/${pending.id}/approve`)).json().error).toBe(0);
    expect((await saved())!.maxPerWithdrawalSatang).toBe(300_000n);
    const [audit] = await audits();
    expect(audit).toMatchObject({
      operatorId: financeB.id,
      after: expect.objectContaining({ max_per_withdrawal: 3_000 }),
      detail: expect.objectContaining({ approval_id: pending.id }),
    });
    expect((await state()).pending_approval).toBeNull();
  });

  it('refuses rules that contradict themselves, in Thai, and changes nothing', async () => {
    const before = await saved();
    const bad = { ...(await state()).rules, hourly_budget: 10_000, daily_budget: 5_000 };
    const res = (await financeA.post('/api/backoffice/withdraw-rules', bad)).json();
    expect(res.error).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(res.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await saved()).toEqual(before);
  });
});

describe.each(testDatabases())('automatic approval rules without a payout gateway on $kind', (target) => {
  let t: TestApp;
  let finance: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig({ sandboxGateway: false }) });
    finance = asOperator(t, (await operatorSession(t, 'finance', 'เงินซี')).cookie);
  });
  afterAll(() => t.close());

  it('keeps production defaults (off) and refuses switching on with nowhere to pay out', async () => {
    const { data } = (await finance.get('/api/backoffice/withdraw-rules')).json();
    expect(data).toMatchObject({
      source: 'production_defaults',
      payout_gateway: null,
      rules: { enabled: false },
    });
    const res = (
      await finance.post('/api/backoffice/withdraw-rules', { ...data.rules, enabled: true })
    ).json();
    expect(res).toMatchObject({ error: ERRORS.BO_WITHDRAW_RULES_NO_GATEWAY.code, data: null });
    expect(await t.database.db.select().from(withdrawalAutoRules)).toEqual([]);
  });
});
