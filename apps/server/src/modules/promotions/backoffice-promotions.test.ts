import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { promotions } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { backofficeTestApp } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';

// The back office's promotions calls (docs/BACKOFFICE.md#marketing), a use case of this domain behind the
// back office's role check, audit and caps: each change audited in its transaction and seen by members at
// once; bad input changes nothing.

describe.each(testDatabases())('back-office marketing: promotions on $kind', (target) => {
  let t: TestApp;
  const { audits: auditsOf, operator } = backofficeTestApp(target, {}, (app) => (t = app));
  const marketing = operator('marketing', 'ตลาด');

  const promo = {
    title: 'ฝากแรกรับ 50%',
    image: '/media/promo-first.svg',
    description: 'ฝากครั้งแรกรับโบนัส 50% สูงสุด 500 บาท ทำเทิร์น 5 เท่า',
    type: 'first_deposit',
    min_deposit: 100,
    bonus_percent: 50,
    bonus_cap: 500.5,
    turnover_multiplier: 5,
    categories: ['slot', 'fishing'],
    max_withdraw: 3000,
  };

  it('adds a promotion in baht (satang in the database) that members can see, and switches it off once', async () => {
    const added = await marketing.post('/api/backoffice/promotions', promo);
    expect(added.json()).toMatchObject({
      error: 0,
      data: { ...promo, active: true, per_member_limit: 1, starts_at: null, ends_at: null },
    });
    const id = added.json().data.id as number;
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row).toMatchObject({
      minDepositSatang: 10_000n,
      bonusCapSatang: 50_050n,
      bonusPercentHundredths: 5_000,
      turnoverMultiplierHundredths: 500,
      maxWithdrawSatang: 300_000n,
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data;
    expect(listed.map((p: { id: number }) => p.id)).toContain(id);

    const off = await marketing.post(`/api/backoffice/promotions/${id}/disable`);
    expect(off.json()).toMatchObject({ error: 0, data: { changed: true, promotion: { id, active: false } } });
    const again = await marketing.post(`/api/backoffice/promotions/${id}/disable`);
    expect(again.json()).toMatchObject({ error: 0, data: { changed: false } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await auditsOf('promotion', id)).map((r) => r.action)).toEqual([
      'promotion:disable',
      'promotion:add',
    ]);
    expect((await marketing.post('/api/backoffice/promotions/2000000000/disable')).json().error).toBe(
      ERRORS.BO_PROMOTION_NOT_FOUND.code,
    );
  });

  it('refuses a bad promotion with HTTP 400 and adds nothing', async () => {
    const before = (await t.database.db.select().from(promotions)).length;
    for (const body of [
      { ...promo, categories: [] },
      { ...promo, bonus_cap: 10.005 },
      { ...promo, type: 'jackpot' },
      { ...promo, starts_at: '2026-12-02T00:00:00+07:00', ends_at: '2026-12-01T00:00:00+07:00' },
    ]) {
      expect(
        (await marketing.post('/api/backoffice/promotions', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await t.database.db.select().from(promotions)).toHaveLength(before);
  });

  it('pages the promotions on the server', async () => {
    await marketing.post('/api/backoffice/promotions', { ...promo, title: 'หน้า ก' });
    await marketing.post('/api/backoffice/promotions', { ...promo, title: 'หน้า ข' });
    const all = (await marketing.get('/api/backoffice/promotions?page_size=100&sort=title')).json().data;
    const page2 = (await marketing.get('/api/backoffice/promotions?page=2&page_size=1&sort=title')).json()
      .data;
    expect(page2).toMatchObject({ total: all.total, page: 2, items: [{ id: all.items[1].id }] });
    expect((await marketing.get('/api/backoffice/promotions?sort=bonus')).statusCode).toBe(400);
  });
});
