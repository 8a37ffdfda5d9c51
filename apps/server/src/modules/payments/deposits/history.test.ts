import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { checkInvariants } from '#ledger';
import { adjustBalance } from '#wallets';
import { approveWithdrawal } from '../withdrawals.ts';
import { openIntent, paymentsConfig } from '#testing/payments.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';

describe.each(testDatabases())('payment history on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig() });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  it('lists deposits and withdrawals newest first with Thai labels, filtered and paged, own rows only', async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    await openIntent(t, other.token, 999);
    const cancelled = await openIntent(t, m.token, 100);
    const paid = await openIntent(t, m.token, 500);
    await t.app.inject({ method: 'POST', url: '/sandbox/api/pay', payload: { reference: paid.reference } });
    await adjustBalance(t.database.db, {
      agentCode: 'ug99',
      phone: m.phone,
      amountSatang: 10_000n,
      reason: 'ทดสอบ',
      wallet: 1,
      operator: 't',
      now: new Date(),
    });
    const w = (
      await asMember(t, m.token).post('/api/member/withdraw', {
        amount: 200,
        bank: 'main',
        request_id: crypto.randomUUID(),
      })
    ).json().data;
    await approveWithdrawal(t.database.db, w.id, 'nok', new Date());

    const all = (await asMember(t, m.token).get('/api/member/payment/history')).json().data;
    expect(all.total).toBe(3);
    expect(all.rows).toEqual([
      expect.objectContaining({
        id: `W${w.id}`,
        type: 'withdraw',
        type_label: 'ถอนเงิน',
        amount: 200,
        status: 'paid',
        status_label: 'โอนเงินแล้ว',
        channel_label: 'ธนาคารกสิกรไทย',
      }),
      expect.objectContaining({
        id: `D${paid.reference}`,
        type: 'deposit',
        amount: 500,
        status: 'paid',
        status_label: 'ฝากสำเร็จ',
        channel_label: 'พร้อมเพย์ QR',
      }),
      expect.objectContaining({ id: `D${cancelled.reference}`, status: 'cancelled', completed_at: null }),
    ]);
    const deposits = (
      await asMember(t, m.token).get('/api/member/payment/history?type=deposit&page_size=1&page=2')
    ).json().data;
    expect(deposits).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(deposits.rows[0].reference).toBe(cancelled.reference);
    const bad = await asMember(t, m.token).get('/api/member/payment/history?page=0');
    expect(bad.statusCode).toBe(400);
  });
});
