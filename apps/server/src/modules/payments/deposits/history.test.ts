import { describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { creditMainWallet, openIntent, paymentsConfig, requestWithdrawal } from '#testing/payments.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';

describe.each(testDatabases())('payment history on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig() }, (made) => (t = made));

  it('lists deposits and withdrawals newest first with Thai labels, filtered and paged, own rows only', async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    await openIntent(t, other.token, 999);
    const cancelled = await openIntent(t, m.token, 100);
    const paid = await openIntent(t, m.token, 500);
    await t.app.inject({ method: 'POST', url: '/sandbox/api/pay', payload: { reference: paid.reference } });
    await creditMainWallet(t.database.db, m, 10_000n);
    const w = (await requestWithdrawal(t, m, 200)).json().data;
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
