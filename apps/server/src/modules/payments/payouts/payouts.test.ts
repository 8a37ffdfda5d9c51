import { describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { createSandboxGateway } from '@ug99/sandbox-gateway';
import type { Deliver } from '@ug99/sandbox-gateway';
import {
  gatewayEvents,
  ledgerTransfers,
  payoutReconciliations,
  sandboxGatewayEvents,
  sandboxPayouts,
  withdrawals,
} from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { memberWallets } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import {
  creditMainWallet,
  paymentsConfig,
  requestWithdrawal,
  sandboxOffTestApp,
  TEST_GATEWAY_SECRET,
} from '#testing/payments.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { sandboxStore } from '../sandbox.ts';
import { approveForPayout } from './approve.ts';
import type { PayoutAdapter } from './adapter.ts';
import { checkOverdue, sendApproved } from './jobs.ts';
import { sandboxPayoutAdapter } from './sandbox-adapter.ts';
import { sandboxPayoutStore } from './sandbox-payout-store.ts';
import { reconcilePayouts } from './reconcile.ts';
import { createPayoutReconcileJob, RECONCILE_CATCH_UP_DAYS, reconcileFinishedDays } from './reconcile-job.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { parseArguments } from '#operator/command.ts';
import { executeCommand } from '#operator/execute.ts';
import payoutReconcile from '#operator/commands/payout-reconcile.ts';

const MINUTE = 60_000;
const CALLBACK_MS = 5 * MINUTE;

describe.each(testDatabases())('payouts through the sandbox gateway on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-28T03:00:00Z'));
  let t: TestApp;
  // Each test builds the gateway "server" it needs.
  const { db, intoReceiver } = sandboxOffTestApp(target, clock, (made) => (t = made));
  const lost: Deliver = async () => false;
  /** The sandbox gateway's settling side, delivering its callbacks as told. */
  const sandbox = (deliver: Deliver) =>
    createSandboxGateway({
      store: sandboxStore(db(), clock),
      payouts: sandboxPayoutStore(db()),
      deliver,
      secret: TEST_GATEWAY_SECRET,
      now: () => clock.now(),
    });
  const adapter = () => sandboxPayoutAdapter(db(), clock);

  /** A member with 1,000 ฿ who asked to withdraw `baht`, approved by an operator for the gateway. */
  async function approvedWithdrawal(baht: number, accountNo?: string) {
    const m = await registerMember(t);
    await creditMainWallet(db(), m, 100_000n, clock.now());
    const id: number = (await requestWithdrawal(t, m, baht)).json().data.id;
    if (accountNo) await db().update(withdrawals).set({ accountNo }).where(eq(withdrawals.id, id));
    const approved = await approveForPayout(
      db(),
      id,
      'sandbox',
      { kind: 'operator', operator: 'nok' },
      clock.now(),
    );
    expect(approved).toMatchObject({ status: 'approved', payoutGateway: 'sandbox', decidedBy: 'nok' });
    return { m, memberId: await memberIdOf(db(), m), id };
  }
  const withdrawal = async (id: number) =>
    (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const mainOf = async (memberId: number) => (await memberWallets(db(), memberId))[0]!.balance;
  const holdMoves = async (id: number) =>
    (
      await db()
        .select({ key: ledgerTransfers.idempotencyKey })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `hold:${(await withdrawal(id)).holdKey}:%`))
    )
      .map((r) => r.key.split(':').at(-1))
      .sort();
  const payoutRows = (id: number) =>
    db()
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.payoutId, `withdrawal:${id}`));

  it('sends an approved withdrawal, and the signed callback marks it paid: the hold posted once, the times kept', async () => {
    const { m, memberId, id } = await approvedWithdrawal(300);
    expect(await sendApproved(db(), adapter(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await withdrawal(id)).toMatchObject({ status: 'sent', sentAt: clock.now() });
    expect(await payoutRows(id)).toMatchObject([{ status: 'processing', amountSatang: 30_000n }]);
    clock.advance(1000);
    await sandbox(intoReceiver).settlePayouts();
    expect(await withdrawal(id)).toMatchObject({ status: 'paid', paidAt: clock.now() });
    expect(await holdMoves(id)).toEqual(['place', 'post']);
    expect(await mainOf(memberId)).toBe(70_000n);
    const list = (await asMember(t, m.token).get('/api/member/withdraw/list')).json().data;
    expect(list.rows[0]).toMatchObject({
      status: 'paid',
      status_label: 'โอนเงินแล้ว',
      paid_at: clock.now().toISOString(),
    });
    // The payout is no longer in flight: another run of either job does nothing to it.
    await sendApproved(db(), adapter(), clock.now());
    clock.advance(CALLBACK_MS * 2);
    await checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS);
    expect(await holdMoves(id)).toEqual(['place', 'post']);
  });

  it('keeps a member to one open request: one in flight at the gateway holds back the next until it is paid', async () => {
    const { m, id } = await approvedWithdrawal(100);
    const again = () => requestWithdrawal(t, m, 100);
    const openList = async () => (await asMember(t, m.token).get('/api/member/withdraw/list')).json().data;
    expect((await again()).json()).toMatchObject({ error: 5008 });
    expect(await openList()).toMatchObject({ has_pending: true });
    await sendApproved(db(), adapter(), clock.now());
    expect((await withdrawal(id)).status).toBe('sent');
    expect((await again()).json()).toMatchObject({ error: 5008 });
    await sandbox(intoReceiver).settlePayouts();
    expect((await withdrawal(id)).status).toBe('paid');
    expect(await openList()).toMatchObject({ has_pending: false });
    expect((await again()).json()).toMatchObject({ error: 0, data: { status: 'pending' } });
  });

  it('gives the money back when the bank refuses the payout, and tells the member why', async () => {
    const { m, memberId, id } = await approvedWithdrawal(250, '9990000000');
    await sendApproved(db(), adapter(), clock.now());
    await sandbox(intoReceiver).settlePayouts();
    expect(await withdrawal(id)).toMatchObject({ status: 'failed', failedAt: clock.now() });
    expect(await holdMoves(id)).toEqual(['place', 'void']);
    expect(await mainOf(memberId)).toBe(100_000n);
    const row = (await asMember(t, m.token).get('/api/member/withdraw/list')).json().data.rows[0];
    expect(row).toMatchObject({ status: 'failed', status_label: 'โอนไม่สำเร็จ เงินคืนแล้ว' });
    expect(row.reject_reason).toMatch(/เลขบัญชีไม่ถูกต้อง.*คืนเข้ากระเป๋าหลักแล้ว/);
  });

  it('asks the status when no callback came in time, and settles the payout from the answer, once', async () => {
    const { memberId, id } = await approvedWithdrawal(400);
    await sendApproved(db(), adapter(), clock.now());
    await sandbox(lost).settlePayouts();
    expect(await withdrawal(id)).toMatchObject({ status: 'sent' });
    // Not yet overdue: nothing is asked.
    clock.advance(CALLBACK_MS - 1000);
    await checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS);
    expect((await withdrawal(id)).status).toBe('sent');
    clock.advance(1000);
    await checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS);
    expect(await withdrawal(id)).toMatchObject({ status: 'paid' });
    expect(await holdMoves(id)).toEqual(['place', 'post']);
    expect(await mainOf(memberId)).toBe(60_000n);
    // The callback arrives after all (a retry of the lost delivery): recorded, nothing moves again.
    clock.advance(1000);
    await sandbox(intoReceiver).deliverDue();
    const [event] = await db()
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.gateway, 'sandbox'), eq(gatewayEvents.reference, `withdrawal:${id}`)));
    expect(event).toMatchObject({ outcome: 'payout_unchanged' });
    expect(await holdMoves(id)).toEqual(['place', 'post']);
  });

  it('keeps a payout unknown while the gateway is still processing it, and asks again on the next run', async () => {
    const { id } = await approvedWithdrawal(150);
    await sendApproved(db(), adapter(), clock.now());
    clock.advance(CALLBACK_MS);
    await checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS);
    expect((await withdrawal(id)).status).toBe('unknown');
    await sandbox(lost).settlePayouts();
    await checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS);
    expect((await withdrawal(id)).status).toBe('paid');
  });

  it('never pays twice when the gateway times out after paying: the retry under the same id finds the payout made', async () => {
    const { memberId, id } = await approvedWithdrawal(500);
    const real = adapter();
    let calls = 0;
    const timingOut: PayoutAdapter = {
      ...real,
      async request(order) {
        calls++;
        await real.request(order);
        if (calls === 1) throw new Error('timeout after 10 s');
        return real.request(order);
      },
    };
    await sendApproved(db(), timingOut, clock.now());
    // We did not hear back: the withdrawal stays approved; the sandbox has it and pays, the callback is lost.
    expect((await withdrawal(id)).status).toBe('approved');
    await sandbox(lost).settlePayouts();
    clock.advance(2000);
    await sendApproved(db(), timingOut, clock.now());
    expect(await withdrawal(id)).toMatchObject({ status: 'paid' });
    expect(await payoutRows(id)).toHaveLength(1);
    expect(await holdMoves(id)).toEqual(['place', 'post']);
    expect(await mainOf(memberId)).toBe(50_000n);
  });

  it('settles once when the callback, its replays and the status query all arrive together', async () => {
    const { memberId, id } = await approvedWithdrawal(100);
    await sendApproved(db(), adapter(), clock.now());
    await sandbox(lost).settlePayouts();
    clock.advance(CALLBACK_MS);
    await markAllUnknown(id);
    const [eventRow] = await db()
      .select()
      .from(sandboxGatewayEvents)
      .where(eq(sandboxGatewayEvents.reference, `withdrawal:${id}`));
    await Promise.all([
      ...Array.from({ length: 5 }, () => sandbox(intoReceiver).redeliver(eventRow!.id)),
      checkOverdue(db(), adapter(), clock.now(), CALLBACK_MS),
    ]);
    expect((await withdrawal(id)).status).toBe('paid');
    expect(await holdMoves(id)).toEqual(['place', 'post']);
    expect(await mainOf(memberId)).toBe(90_000n);
  });

  it('leaves a withdrawal in flight when a callback names another amount', async () => {
    const { id } = await approvedWithdrawal(120);
    await sendApproved(db(), adapter(), clock.now());
    await db()
      .update(sandboxPayouts)
      .set({ amountSatang: 99_900n })
      .where(eq(sandboxPayouts.payoutId, `withdrawal:${id}`));
    await sandbox(intoReceiver).settlePayouts();
    expect((await withdrawal(id)).status).toBe('sent');
    const [event] = await db()
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.reference, `withdrawal:${id}`));
    expect(event).toMatchObject({ outcome: 'payout_amount_mismatch' });
  });

  it('still lets an operator pay a withdrawal by hand outside the gateway (withdraw:approve)', async () => {
    const m = await registerMember(t);
    await creditMainWallet(db(), m, 20_000n, clock.now());
    const { data } = (await requestWithdrawal(t, m, 200)).json();
    const decided = await approveWithdrawal(db(), data.id, 'nok', clock.now());
    expect(decided).toMatchObject({
      ok: true,
      withdrawal: { status: 'paid', payoutGateway: null, paidAt: clock.now() },
    });
    await sendApproved(db(), adapter(), clock.now());
    expect(await payoutRows(data.id)).toEqual([]);
  });

  it('reconciles a day: the gateway report against our paid withdrawals, every difference listed (also by payout:reconcile)', async () => {
    // A day of its own (Bangkok 2026-12-02), after everything above.
    clock.set(new Date('2026-12-02T02:00:00Z'));
    const day = '2026-12-02';
    const agreed = await approvedWithdrawal(110);
    const differs = await approvedWithdrawal(120);
    const unheard = await approvedWithdrawal(130);
    await sendApproved(db(), adapter(), clock.now());
    await sandbox(intoReceiver).settlePayouts();
    const lostOne = await approvedWithdrawal(140);
    await sendApproved(db(), adapter(), clock.now());
    await sandbox(lost).settlePayouts();
    // Disagreements planted after the fact: the gateway reports another amount for one, and has no
    // record of another we hold as paid.
    await db()
      .update(sandboxPayouts)
      .set({ amountSatang: 12_001n })
      .where(eq(sandboxPayouts.payoutId, `withdrawal:${differs.id}`));
    await db()
      .delete(sandboxPayouts)
      .where(eq(sandboxPayouts.payoutId, `withdrawal:${unheard.id}`));
    // `differs` marked paid again last, as a late callback would: its row's newest version now lies after
    // the others' in the table, and the differences must still come by withdrawal id, not the table's order.
    for (const status of ['sent', 'paid'] as const) {
      await db().update(withdrawals).set({ status }).where(eq(withdrawals.id, differs.id));
    }
    const r = await reconcilePayouts(db(), adapter(), 1, day);
    expect(r.ours).toEqual({ count: 3, totalSatang: 36_000n });
    expect(r.theirs).toEqual({ count: 3, totalSatang: 11_000n + 12_001n + 14_000n });
    expect(r.differences).toEqual([
      expect.objectContaining({
        kind: 'amount_differs',
        withdrawalId: differs.id,
        oursSatang: 12_000n,
        gatewaySatang: 12_001n,
      }),
      expect.objectContaining({ kind: 'missing_at_gateway', withdrawalId: unheard.id, gatewaySatang: null }),
      expect.objectContaining({
        kind: 'not_paid_here',
        withdrawalId: lostOne.id,
        status: 'sent',
        gatewaySatang: 14_000n,
      }),
    ]);
    expect(r.differences.map((d) => d.withdrawalId)).not.toContain(agreed.id);
    // Another day has none of these.
    expect((await reconcilePayouts(db(), adapter(), 1, '2026-12-03')).differences).toEqual([]);

    const run = (argv: string[]) =>
      executeCommand(payoutReconcile, {
        db: db(),
        database: t.database,
        config: { ...t.config, ...paymentsConfig() },
        ...parseArguments(argv),
      });
    const json = await run(['--day', day, '--json']);
    expect(json.exitCode).toBe(1);
    expect(JSON.parse(json.out.join(''))).toMatchObject({
      day,
      balanced: false,
      ours: { count: 3, total_satang: '36000' },
      differences: [
        { kind: 'amount_differs', ours_satang: '12000', gateway_satang: '12001' },
        { kind: 'missing_at_gateway' },
        { kind: 'not_paid_here', status: 'sent' },
      ],
    });
    const text = await run(['--day', day]);
    expect(text.out[0]).toMatch(/^2026-12-02 sandbox: ours 3 paid, 360\.00 baht; gateway 3 paid/);
    expect(text.out.at(-1)).toBe('3 difference(s)');
    expect((await run(['--day', '2026-12-03'])).out.at(-1)).toBe('payouts balanced');
    expect((await run(['--day', 'yesterday'])).exitCode).toBe(1);
  });

  it('the daily job stores each finished day once across two runners, and catches up days missed while down', async () => {
    // Bangkok 2026-12-03 07:00: yesterday is the day of the reconciliation above.
    clock.set(new Date('2026-12-03T00:00:00Z'));
    let reports = 0;
    const counted: PayoutAdapter = {
      ...adapter(),
      report: (from, to) => {
        reports++;
        return adapter().report(from, to);
      },
    };
    const runner = () =>
      createJobRunner({
        database: t.database,
        clock,
        jobs: [createPayoutReconcileJob({ adapter: counted, agentId: 1 })],
      });
    const [a, b] = [runner(), runner()];
    await Promise.all([a.runDue(), b.runDue()]);
    const stored = () => db().select().from(payoutReconciliations).orderBy(asc(payoutReconciliations.day));
    // The first run does yesterday only. On PostgreSQL one runner holds the job's lock and the other skips;
    // on PGlite (one process, never two instances) both may compare, and the day's key keeps one result.
    if (target.kind === 'postgres') expect(reports).toBe(1);
    const before = reports;
    const [first, ...rest] = await stored();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      day: '2026-12-02',
      gateway: 'sandbox',
      oursCount: 3,
      oursSatang: 36_000n,
      theirsCount: 3,
    });
    expect(first!.differences.map((d) => [d.kind, d.oursSatang, d.gatewaySatang])).toEqual([
      ['amount_differs', '12000', '12001'],
      ['missing_at_gateway', '13000', null],
      ['not_paid_here', '14000', '14000'],
    ]);
    // Later the same day: nothing more to do.
    clock.set(new Date('2026-12-03T16:00:00Z'));
    expect(await reconcileFinishedDays(db(), counted, 1, clock.now())).toBe(0);
    // Every server down from then until Bangkok 2026-12-06: the first run after start does the three days.
    clock.set(new Date('2026-12-06T00:30:00Z'));
    await runner().runDue();
    expect((await stored()).map((r) => [r.day, r.differences.length])).toEqual([
      ['2026-12-02', 3],
      ['2026-12-03', 0],
      ['2026-12-04', 0],
      ['2026-12-05', 0],
    ]);
    expect(reports - before).toBe(3);
    // Down longer than the catch-up window: only its last days are done.
    clock.set(new Date('2026-12-20T00:30:00Z'));
    expect(await reconcileFinishedDays(db(), counted, 1, clock.now())).toBe(RECONCILE_CATCH_UP_DAYS);
    expect((await stored()).at(-1)?.day).toBe('2026-12-19');
    expect((await stored()).map((r) => r.day)).not.toContain('2026-12-12');
  });

  async function markAllUnknown(id: number) {
    await checkOverdue(
      db(),
      { ...adapter(), status: async () => ({ state: 'processing' }) },
      clock.now(),
      CALLBACK_MS,
    );
    expect((await withdrawal(id)).status).toBe('unknown');
  }
});
