import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { banners, coupons, operatorAuditLog, promotions } from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { memberIdOf } from '../operations/operations.testing.ts';

// The marketing screens' calls (docs/BACKOFFICE.md#marketing): content, promotions and coupons, each
// change audited in its transaction and seen by members at once; bad input changes nothing.

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(testDatabases())('back-office marketing on $kind', (target) => {
  let t: TestApp;
  let marketing: ReturnType<typeof asOperator>;
  let support: ReturnType<typeof asOperator>;
  let lotto: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    t = await createTestApp(target, {
      config: { contentLinkHosts: ['line.me', 'www.ug99.example'] },
    });
    marketing = asOperator(t, (await operatorSession(t, 'marketing', 'ตลาด')).cookie);
    support = asOperator(t, (await operatorSession(t, 'support', 'ช่วย')).cookie);
    lotto = asOperator(t, (await operatorSession(t, 'lotto', 'หวย')).cookie);
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  const auditsOf = (targetType: string, targetId: number | string, action?: string) =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, targetType),
          eq(operatorAuditLog.targetId, String(targetId)),
          action ? eq(operatorAuditLog.action, action) : undefined,
        ),
      )
      .orderBy(desc(operatorAuditLog.id));
  const publicBanners = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/banner?agent_code=ug99' })).json().data as {
        title: string;
      }[]
    ).map((b) => b.title);

  const banner = { title: 'ลุ้นโชคสงกรานต์', image: '/media/songkran.svg', link: '/promotion', sort_order: 9 };

  it('adds a banner that members see at once, edits it and switches it off, each audited with before and after', async () => {
    const added = await marketing.post('/api/backoffice/banners', banner);
    expect(added.json()).toMatchObject({ error: 0, data: { ...banner, active: true } });
    const id = added.json().data.id as number;
    expect(await publicBanners()).toContain('ลุ้นโชคสงกรานต์');

    const edited = await marketing.post(`/api/backoffice/banners/${id}`, {
      ...banner,
      title: 'สงกรานต์ 2570',
    });
    expect(edited.json()).toMatchObject({
      error: 0,
      data: { id, title: 'สงกรานต์ 2570', link: '/promotion' },
    });
    expect(await publicBanners()).toContain('สงกรานต์ 2570');

    const off = await marketing.post(`/api/backoffice/banners/${id}/disable`);
    expect(off.json()).toMatchObject({ error: 0, data: { id, active: false } });
    expect(await publicBanners()).not.toContain('สงกรานต์ 2570');
    // Again: nothing changes, no second row.
    expect((await marketing.post(`/api/backoffice/banners/${id}/disable`)).json().error).toBe(0);

    const rows = await auditsOf('banner', id);
    expect(rows.map((r) => r.action)).toEqual([
      'content.banner.disable',
      'content.banner.update',
      'content.banner.add',
    ]);
    expect(rows[0]).toMatchObject({
      operator: 'marketing:ตลาด',
      operatorId: expect.any(Number),
      ip: '127.0.0.1',
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ title: 'ลุ้นโชคสงกรานต์' }),
      after: expect.objectContaining({ title: 'สงกรานต์ 2570' }),
    });

    // Switched-off rows stay in the back office's list, filterable.
    const inactive = (await marketing.get('/api/backoffice/banners?status=inactive')).json().data;
    expect(inactive.items.map((b: { id: number }) => b.id)).toContain(id);
    const active = (await marketing.get('/api/backoffice/banners?status=active&page_size=100')).json().data;
    expect(active.items.map((b: { id: number }) => b.id)).not.toContain(id);
  });

  it('refuses bad content with HTTP 400 and changes nothing; an unknown id is a Thai refusal', async () => {
    const before = await t.database.db.select().from(banners);
    for (const body of [
      { ...banner, title: ' ' },
      { ...banner, image: 'javascript:alert(1)' },
      { ...banner, sort_order: -1 },
      { title: 'ไม่มีรูป' },
    ]) {
      const res = await marketing.post('/api/backoffice/banners', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(banners)).toHaveLength(before.length);
    const missing = await marketing.post('/api/backoffice/banners/2000000000', banner);
    expect(missing.json()).toMatchObject({
      error: ERRORS.BO_CONTENT_NOT_FOUND.code,
      message: ERRORS.BO_CONTENT_NOT_FOUND.message,
    });
    expect((await marketing.post('/api/backoffice/events/2000000000/disable')).json().error).toBe(
      ERRORS.BO_CONTENT_NOT_FOUND.code,
    );
  });

  it('refuses links and images that lead off the site or off the list, in Thai, and writes nothing', async () => {
    const before = await t.database.db.select().from(banners);
    for (const link of [
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://line.me/x',
      'https://evil.example/',
      'https://line.me@evil.example/',
      'https://user:pw@line.me/',
      '/promo tion',
      'data:text/html,x',
    ]) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, link });
      const answer = res.json();
      if (res.statusCode === 400) {
        expect(answer.message, link).toMatch(/ลิงก์|ข้อมูล/);
      } else {
        // Shaped like an https address but its host is not on the list: the server names the host.
        expect(answer, link).toMatchObject({ error: ERRORS.BO_LINK_HOST_NOT_ALLOWED.code });
        expect(answer.message, link).toContain('evil.example');
      }
    }
    for (const image of ['//evil.example/a.png', 'https://cdn.example.com/a.png', '/\\evil/a.png']) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, image });
      expect(res.statusCode, image).toBe(400);
    }
    // The same rule when an existing banner is edited.
    const [first] = before;
    if (first) {
      const edit = await marketing.post(`/api/backoffice/banners/${first.id}`, {
        ...banner,
        link: 'https://evil.example/',
      });
      expect(edit.json().error).toBe(ERRORS.BO_LINK_HOST_NOT_ALLOWED.code);
    }
    expect(await t.database.db.select().from(banners)).toEqual(before);
    // A site path and an https address on the list are kept.
    for (const link of ['/promotion?x=1#top', 'https://line.me/R/ti/p/@ug99', 'https://WWW.UG99.example/a']) {
      const res = await marketing.post('/api/backoffice/banners', { ...banner, link, active: false });
      expect(res.json(), link).toMatchObject({ error: 0, data: { link } });
    }
  });

  it('adds an announcement to the notification dialog and an event image', async () => {
    const note = {
      type: 'maintenance',
      title: 'ปิดปรับปรุงคืนนี้',
      image: '/media/maintenance.svg',
      description: 'ปิดปรับปรุงระบบ 02:00–03:00 น.',
    };
    const added = await marketing.post('/api/backoffice/notifications', note);
    expect(added.json()).toMatchObject({ error: 0, data: { ...note, active: true, sort_order: 0 } });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/notifications' })).json().data;
    expect(shown).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'ปิดปรับปรุงคืนนี้' })]));
    expect(await auditsOf('notification', added.json().data.id, 'content.notification.add')).toHaveLength(1);
    expect(
      (await marketing.post('/api/backoffice/notifications', { ...note, type: 'sale' })).statusCode,
    ).toBe(400);

    const event = await marketing.post('/api/backoffice/events', {
      title: 'กิจกรรมลอยกระทง',
      image: '/media/loy.svg',
    });
    expect(event.json()).toMatchObject({ error: 0, data: { title: 'กิจกรรมลอยกระทง' } });
    const events = (await t.app.inject({ method: 'GET', url: '/api/event/list' })).json().data;
    expect(events.map((e: { title: string }) => e.title)).toContain('กิจกรรมลอยกระทง');
  });

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

  it('lets only marketing (and admins) call the marketing screens', async () => {
    for (const op of [support, lotto]) {
      expect((await op.get('/api/backoffice/coupons')).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/banners', banner)).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/promotions/1/disable')).statusCode).toBe(403);
      expect((await op.post('/api/backoffice/coupons/1/end')).statusCode).toBe(403);
    }
    const finance = asOperator(t, (await operatorSession(t, 'finance', 'การเงิน')).cookie);
    expect((await finance.post('/api/backoffice/coupons/1/end')).statusCode).toBe(403);
    const admin = asOperator(t, (await operatorSession(t, 'admin', 'แอดมิน')).cookie);
    expect((await admin.get('/api/backoffice/notifications')).json().error).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/events' })).statusCode).toBe(401);
  });
});
