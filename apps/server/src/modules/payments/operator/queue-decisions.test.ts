import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operatorAuditLog } from '#db/schema/index.ts';
import { AppError } from '#http/app-error.ts';
import { accountBalance, memberWallets } from '#ledger';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { systemClock } from '#shared/clock.ts';
import { operationsContext } from '../../backoffice/operations/context.ts';
import { flaggedDeposit, pendingWithdrawal } from '../../backoffice/operations/operations.testing.ts';
import { createQueueFeed } from '../../backoffice/operations/queues/feed.ts';
import type { QueueEvent } from '@ug99/contract';
import { createTestOperator } from '#testing/backoffice.ts';
import { createPaymentOperatorService } from './service.ts';
import type { PaymentOperatorService } from './service.ts';

/** The refusal a call threw: its error key and Thai message. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (err) {
    if (err instanceof AppError) return { key: err.key, message: err.thaiMessage ?? ERRORS[err.key].message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe.each(testDatabases())('back-office queues on $kind', (target) => {
  let t: TestApp;
  let queues: PaymentOperatorService;
  const events: QueueEvent[] = [];
  // Real operator accounts: the audit rows reference them.
  const nok = { name: 'finance:นก', by: { operatorId: 0, ip: '10.0.0.1' } };
  const som = { name: 'finance:ส้ม', by: { operatorId: 0, ip: '10.0.0.2' } };
  suiteTestApp(target, { config: paymentsConfig() }, (made) => (t = made));
  beforeAll(async () => {
    nok.by.operatorId = (await createTestOperator(t, 'finance', { name: 'นก' })).operatorId;
    som.by.operatorId = (await createTestOperator(t, 'finance', { name: 'ส้ม' })).operatorId;
    const feed = createQueueFeed({});
    feed.subscribe((e) => events.push(e));
    queues = createPaymentOperatorService(
      operationsContext({ db: t.database.db, clock: systemClock, agentCode: 'ug99' }),
      feed,
    );
  });

  /** The version a pending withdrawal shows in the queue, which a decision must name. */
  const pendingVersionOf = async (id: number) => {
    const { items } = await queues.withdrawals({
      status: 'pending',
      page: 1,
      page_size: 100,
      sort: 'created_at',
    });
    return items.find((i) => i.id === id)!.version;
  };
  const main = async (memberId: number) => (await memberWallets(t.database.db, memberId))[0]!.balance;
  const audits = (type: string, id: number) =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, type), eq(operatorAuditLog.targetId, String(id))));

  it('lists pending withdrawals paged and sorted by the server, with the total and a version', async () => {
    const made = [
      await pendingWithdrawal(t, 300),
      await pendingWithdrawal(t, 100),
      await pendingWithdrawal(t, 200),
    ];
    const all = await queues.withdrawals({ status: 'pending', page: 1, page_size: 100, sort: 'created_at' });
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ours = all.items.filter((w) => made.some((m) => m.id === w.id));
    expect(ours.map((w) => w.id)).toEqual(made.map((m) => m.id));
    expect(ours[0]).toMatchObject({
      amount: 300,
      status: 'pending',
      phone: made[0]!.member.phone,
      member_name: 'สมชาย ใจดี',
      decided_by: null,
      version: expect.any(Number),
    });

    const byAmount = await queues.withdrawals({ status: 'pending', page: 1, page_size: 2, sort: '-amount' });
    expect(byAmount.items).toHaveLength(2);
    expect(byAmount.total).toBe(all.total);
    expect(byAmount.items[0]!.amount).toBeGreaterThanOrEqual(byAmount.items[1]!.amount);
    const second = await queues.withdrawals({ status: 'pending', page: 2, page_size: 2, sort: '-amount' });
    expect(second.items.map((w) => w.id)).not.toContain(byAmount.items[0]!.id);
  });

  it('approves once: money leaves the hold, the audit row names the operator, a stale retry is refused', async () => {
    const w = await pendingWithdrawal(t, 250);
    const [item] = (
      await queues.withdrawals({ status: 'pending', page: 1, page_size: 100, sort: '-created_at' })
    ).items.filter((i) => i.id === w.id);
    const approved = await queues.approveWithdrawal(nok, w.id, item!.version);
    expect(approved.withdrawal).toMatchObject({ id: w.id, status: 'paid', decided_by: 'finance:นก' });
    expect(approved.withdrawal.version).not.toBe(item!.version);
    expect(await main(w.memberId)).toBe(75_000n);
    expect(events).toContainEqual({ type: 'queue', queue: 'withdrawals', id: w.id, status: 'paid' });

    const again = await refusal(queues.rejectWithdrawal(som, w.id, item!.version, 'ซ้ำ'));
    expect(again.key).toBe('BO_ALREADY_DECIDED');
    expect(again.message).toContain('อนุมัติแล้วโดย finance:นก');
    const rows = await audits('withdrawal', w.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator: 'finance:นก', action: 'withdraw:approve' });
    expect(await main(w.memberId)).toBe(75_000n);
  });

  it('refuses a version that is not the item’s, changing nothing', async () => {
    const w = await pendingWithdrawal(t, 100);
    const stale = await refusal(queues.approveWithdrawal(nok, w.id, 1));
    expect(stale.key).toBe('BO_ALREADY_DECIDED');
    expect(await audits('withdrawal', w.id)).toHaveLength(0);
    const missing = await refusal(queues.approveWithdrawal(nok, 2_000_000_000, 1));
    expect(missing.key).toBe('BO_ITEM_NOT_FOUND');
  });

  it('lets exactly one of two operators deciding the same withdrawal at once win; money moves once', async () => {
    const w = await pendingWithdrawal(t, 400);
    const version = await pendingVersionOf(w.id);
    const paidOut = () => accountBalance(t.database.db, { system: 'gateway_cash' });
    const cashBefore = await paidOut();
    const outcomes = await Promise.allSettled([
      queues.approveWithdrawal(nok, w.id, version),
      queues.rejectWithdrawal(som, w.id, version, 'บัญชีไม่ตรง'),
      queues.approveWithdrawal(som, w.id, version),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ key: 'BO_ALREADY_DECIDED' });
    }
    const rows = await audits('withdrawal', w.id);
    expect(rows).toHaveLength(1);
    // Paid: 600 left; rejected: the 400 came back.
    const approved = rows[0]!.action === 'withdraw:approve';
    expect(await main(w.memberId)).toBe(approved ? 60_000n : 100_000n);
    expect((await paidOut()) - cashBefore).toBe(approved ? 40_000n : 0n);
  });

  it('rejects with a reason: the hold returns to the main wallet', async () => {
    const w = await pendingWithdrawal(t, 150);
    const version = await pendingVersionOf(w.id);
    const rejected = await queues.rejectWithdrawal(som, w.id, version, 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
    expect(rejected.withdrawal).toMatchObject({ status: 'rejected', reject_reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' });
    expect(await main(w.memberId)).toBe(100_000n);
    const listed = await queues.withdrawals({
      status: 'rejected',
      page: 1,
      page_size: 100,
      sort: '-decided_at',
    });
    expect(listed.items.map((i) => i.id)).toContain(w.id);
  });

  it('credits a flagged deposit to the member named by phone, once; a second decision is refused', async () => {
    const f = await flaggedDeposit(t, 12_345n);
    const held = await accountBalance(t.database.db, { system: 'deposits_flagged' });
    const page = await queues.flagged({ status: 'pending', page: 1, page_size: 100, sort: 'created_at' });
    const item = page.items.find((i) => i.id === f.flagged.id)!;
    expect(item).toMatchObject({ amount: 123.45, status: 'pending', member_phone: f.member.phone });

    const credited = await queues.creditFlagged(nok, item.id, {
      version: item.version,
      phone: f.member.phone,
    });
    expect(credited.flagged).toMatchObject({
      status: 'credited',
      credited_member_id: f.memberId,
      decided_by: 'finance:นก',
    });
    expect(await main(f.memberId)).toBe(12_345n);
    expect(await accountBalance(t.database.db, { system: 'deposits_flagged' })).toBe(held - 12_345n);
    expect(events).toContainEqual({ type: 'queue', queue: 'flagged', id: item.id, status: 'credited' });

    const back = await refusal(queues.returnFlagged(som, item.id, { version: item.version, reason: 'คืน' }));
    expect(back.key).toBe('BO_ALREADY_DECIDED');
    expect(back.message).toContain('finance:นก');
    expect(await audits('flagged_deposit', item.id)).toHaveLength(1);
  });

  it('refuses to credit a flagged deposit to a phone that is no member, and returns one to its payer', async () => {
    const f = await flaggedDeposit(t, 5_000n);
    const item = (
      await queues.flagged({ status: 'pending', page: 1, page_size: 100, sort: '-created_at' })
    ).items.find((i) => i.id === f.flagged.id)!;
    const nobody = await refusal(
      queues.creditFlagged(nok, item.id, { version: item.version, phone: '0999999999' }),
    );
    expect(nobody.key).toBe('BO_MEMBER_NOT_FOUND');
    const returned = await queues.returnFlagged(nok, item.id, { version: item.version, reason: 'โอนผิดบัญชี' });
    expect(returned.flagged).toMatchObject({ status: 'returned', decision_note: 'โอนผิดบัญชี' });
    expect(await main(f.memberId)).toBe(0n);
    const rows = await audits('flagged_deposit', item.id);
    expect(rows).toEqual([
      expect.objectContaining({ operator: 'finance:นก', action: 'deposit:flagged:return' }),
    ]);
  });
});
