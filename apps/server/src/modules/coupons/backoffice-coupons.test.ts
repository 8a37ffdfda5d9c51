import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { coupons } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { backofficeTestApp } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { memberIdOf } from '#backoffice/operations/operations.testing.ts';

// The back office's coupons calls (docs/BACKOFFICE.md#marketing), a use case of this domain behind the
// back office's role check, audit and caps: each change audited in its transaction and seen by members at
// once; bad input changes nothing.

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(testDatabases())('back-office marketing: coupons on $kind', (target) => {
  let t: TestApp;
  const { audits: auditsOf, operator } = backofficeTestApp(target, {}, (app) => (t = app));
  const marketing = operator('marketing', 'ตลาด');

  it('adds a coupon a member can redeem at once; the list counts the redemptions', async () => {
    const added = await marketing.post('/api/backoffice/coupons', {
      code: 'bo-free50',
      reward_kind: 'credit',
      reward_amount: 50.25,
      quota: 2,
      valid_until: iso(24 * HOUR),
    });
    expect(added.json()).toMatchObject({
      error: 0,
      data: { code: 'BO-FREE50', reward_kind: 'credit', reward_amount: 50.25, quota: 2, redeemed: 0 },
    });
    const id = added.json().data.id as number;
    const m = await registerMember(t);
    const redeemed = await asMember(t, m.token).post('/api/member/coupon/redeem', { code: 'bo-free50' });
    expect(redeemed.json()).toMatchObject({ error: 0, data: { reward_amount: 50.25 } });
    const member = await memberIdOf(t, m);
    expect(await accountBalance(t.database.db, { member, wallet: 3 })).toBe(5_025n);

    const list = (await marketing.get('/api/backoffice/coupons?q=free50')).json().data;
    expect(list).toMatchObject({ total: 1, items: [{ id, code: 'BO-FREE50', redeemed: 1, quota: 2 }] });
    expect(list.items[0].created_by).toBe('marketing:ตลาด');
    const rows = await auditsOf('coupon', id, 'coupon:add');
    expect(rows).toEqual([
      expect.objectContaining({
        operator: 'marketing:ตลาด',
        operatorId: expect.any(Number),
        ip: '127.0.0.1',
        after: expect.objectContaining({ code: 'BO-FREE50', quota: 2 }),
      }),
    ]);
  });

  it('refuses a taken code, a window already over, and bad input, adding nothing', async () => {
    const body = {
      code: 'BOSPIN',
      reward_kind: 'spins',
      reward_amount: 3,
      quota: 10,
      valid_until: iso(HOUR),
    };
    expect((await marketing.post('/api/backoffice/coupons', body)).json().error).toBe(0);
    const count = async () => (await t.database.db.select().from(coupons)).length;
    const before = await count();
    const taken = await marketing.post('/api/backoffice/coupons', { ...body, code: 'bospin' });
    expect(taken.json()).toMatchObject({
      error: ERRORS.BO_COUPON_CODE_TAKEN.code,
      message: ERRORS.BO_COUPON_CODE_TAKEN.message,
    });
    const over = await marketing.post('/api/backoffice/coupons', {
      ...body,
      code: 'PAST',
      valid_until: iso(-HOUR),
    });
    expect(over.json().error).toBe(ERRORS.BO_COUPON_WINDOW.code);
    for (const bad of [
      { ...body, code: 'HALF', reward_amount: 1.5 },
      { ...body, code: 'ไทย' },
      { ...body, code: 'ZERO', quota: 0 },
      { ...body, code: 'BACK', valid_from: iso(2 * HOUR) },
      { ...body, code: 'NOEND', valid_until: 'tomorrow' },
    ]) {
      expect((await marketing.post('/api/backoffice/coupons', bad)).statusCode, bad.code).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('ends a coupon now: audited with the account and address, members refused after, a second end changes nothing', async () => {
    const added = await marketing.post('/api/backoffice/coupons', {
      code: 'BO-LEAK',
      reward_kind: 'points',
      reward_amount: 10,
      quota: 5,
      valid_until: iso(24 * HOUR),
    });
    const id = added.json().data.id as number;
    const early = await registerMember(t);
    expect(
      (await asMember(t, early.token).post('/api/member/coupon/redeem', { code: 'bo-leak' })).json().error,
    ).toBe(0);

    const ended = await marketing.post(`/api/backoffice/coupons/${id}/end`);
    expect(ended.json()).toMatchObject({ error: 0, data: { id, code: 'BO-LEAK', redeemed: 1 } });
    expect(Date.parse(ended.json().data.valid_until)).toBeLessThanOrEqual(Date.now());
    const late = await registerMember(t);
    const refused = (
      await asMember(t, late.token).post('/api/member/coupon/redeem', { code: 'bo-leak' })
    ).json();
    expect(refused.error).toBe(ERRORS.COUPON_EXPIRED.code);
    expect(await accountBalance(t.database.db, { memberPoints: await memberIdOf(t, late) })).toBe(0n);
    expect(await accountBalance(t.database.db, { memberPoints: await memberIdOf(t, early) })).toBe(10n);

    const rows = await auditsOf('coupon', id, 'coupon:end');
    expect(rows).toEqual([
      expect.objectContaining({
        operator: 'marketing:ตลาด',
        operatorId: expect.any(Number),
        ip: '127.0.0.1',
        before: expect.objectContaining({ valid_until: added.json().data.valid_until }),
        after: expect.objectContaining({ valid_until: ended.json().data.valid_until }),
      }),
    ]);
    const again = await marketing.post(`/api/backoffice/coupons/${id}/end`);
    expect(again.json()).toEqual(ended.json());
    expect(await auditsOf('coupon', id, 'coupon:end')).toHaveLength(1);

    const unknown = await marketing.post('/api/backoffice/coupons/987654/end');
    expect(unknown.json()).toMatchObject({
      error: ERRORS.BO_COUPON_NOT_FOUND.code,
      message: ERRORS.BO_COUPON_NOT_FOUND.message,
    });
    expect((await marketing.post('/api/backoffice/coupons/abc/end')).statusCode).toBe(400);
  });
});
