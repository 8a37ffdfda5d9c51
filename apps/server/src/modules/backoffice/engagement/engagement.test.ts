import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { wheelExpectedValue } from '@ug99/contract';
import type { BoQuest, BoShopItem, BoWheel } from '@ug99/contract';
import { operatorAuditLog, polls, quests, shopItems, wheelSegments } from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { givePoints } from '#testing/engagement.ts';
import { memberIdOf } from '#testing/lotto.ts';
import { asMember, registerMember } from '#testing/members.ts';

// The engagement screens' calls (docs/BACKOFFICE.md#engagement): each action's happy path and audit row,
// and bad input that changes nothing.

const DAY = 86_400_000;
// A Wednesday, noon in Bangkok.
const START = new Date('2026-11-25T05:00:00Z');

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  let t: TestApp;
  const clock = manualClock(START);
  let marketing: ReturnType<typeof asOperator>;
  let finance: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    marketing = asOperator(t, (await operatorSession(t, 'marketing', 'ตลาด', { now: START })).cookie);
    finance = asOperator(t, (await operatorSession(t, 'finance', 'เงิน', { now: START })).cookie);
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });
  const db = () => t.database.db;
  const audits = (targetType: string, targetId: number | string, action: string) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, targetType),
          eq(operatorAuditLog.targetId, String(targetId)),
          eq(operatorAuditLog.action, action),
        ),
      )
      .orderBy(desc(operatorAuditLog.id));
  const rowsIn = async (table: typeof quests | typeof shopItems | typeof polls) =>
    Number((await db().select({ n: count() }).from(table))[0]!.n);

  describe('quests', () => {
    const newQuest = {
      code: 'daily_bills_2',
      title: 'แทงหวย 2 โพยวันนี้',
      description: 'ส่งโพยหวย 2 โพยภายในวันนี้',
      period: 'day',
      metric: 'lotto_bills',
      target: 2,
      reward_kind: 'points',
      reward_amount: 15,
      sort_order: 9,
    };

    it('adds a quest that members see from its next period, audited', async () => {
      const res = (await marketing.post('/api/backoffice/quests', newQuest)).json();
      expect(res.error).toBe(0);
      const quest = res.data as BoQuest;
      expect(quest).toMatchObject({
        code: 'daily_bills_2',
        active: false,
        pending: { active: true, target: 2 },
      });
      expect(quest.pending!.from).toBe('2026-11-26');
      // A member signed in at the clock's time (a session does not outlive a day of idleness).
      const memberCodes = async () =>
        (await asMember(t, (await registerMember(t)).token).get('/api/quest/list'))
          .json()
          .data.quests.map((q: BoQuest) => q.code);
      expect(await memberCodes()).not.toContain('daily_bills_2');
      clock.advance(DAY);
      try {
        expect(await memberCodes()).toContain('daily_bills_2');
      } finally {
        clock.set(START);
      }
      const [row] = await audits('quest', quest.id, 'quest.add');
      expect(row).toMatchObject({ operator: 'marketing:ตลาด', ip: '127.0.0.1' });
      expect(row!.operatorId).not.toBeNull();
      const list = (await marketing.get('/api/backoffice/quests?page_size=100')).json().data;
      expect(list.items.map((q: BoQuest) => q.code)).toContain('daily_bills_2');
      expect((await marketing.post('/api/backoffice/quests', newQuest)).json().error).toBe(12251);
    });

    it("edits a quest from its next period: today's target and reward stay as members started them", async () => {
      const seeded = (await marketing.get('/api/backoffice/quests?page_size=100')).json().data
        .items as BoQuest[];
      const deposit = seeded.find((q) => q.code === 'daily_deposit_300')!;
      const res = await marketing.post(`/api/backoffice/quests/${deposit.id}`, {
        title: deposit.title,
        description: deposit.description,
        target: 500,
        reward_kind: 'credit',
        reward_amount: 25.5,
        active: true,
        sort_order: deposit.sort_order,
      });
      expect(res.json().error).toBe(0);
      expect(res.json().data).toMatchObject({ target: 300, pending: { target: 500, reward_amount: 25.5 } });
      const memberQuest = async () =>
        (await asMember(t, (await registerMember(t)).token).get('/api/quest/list'))
          .json()
          .data.quests.find((q: BoQuest) => q.code === 'daily_deposit_300');
      expect(await memberQuest()).toMatchObject({ target: 300, reward_amount: 20 });
      clock.advance(DAY);
      try {
        expect(await memberQuest()).toMatchObject({ target: 500, reward_amount: 25.5 });
      } finally {
        clock.set(START);
      }
      const [row] = await audits('quest', deposit.id, 'quest.update');
      expect(row!.before).toMatchObject({ target: 300, pending: null });
      expect(row!.after).toMatchObject({ pending: { target: 500 } });
    });

    it('refuses bad input and unknown quests, changing nothing', async () => {
      const before = await rowsIn(quests);
      for (const bad of [
        { ...newQuest, code: 'x' },
        { ...newQuest, code: 'zero_target', target: 0 },
        { ...newQuest, code: 'no_title', title: '' },
        { ...newQuest, code: 'bad_metric', metric: 'logins' },
      ]) {
        const res = await marketing.post('/api/backoffice/quests', bad);
        expect(res.statusCode, bad.code).toBe(400);
      }
      const half = (
        await marketing.post('/api/backoffice/quests', { ...newQuest, code: 'half_bill', target: 1.5 })
      ).json();
      expect(half).toMatchObject({ error: 12260 });
      expect(half.message).toMatch(/นับครั้ง/);
      const halfPoints = await marketing.post('/api/backoffice/quests', {
        ...newQuest,
        code: 'half_points',
        reward_amount: 2.5,
      });
      expect(halfPoints.json().error).toBe(12260);
      expect(await rowsIn(quests)).toBe(before);
      const update = { ...newQuest, active: true };
      expect((await marketing.post('/api/backoffice/quests/2000000000', update)).json().error).toBe(12250);
    });
  });

  describe('the wheel', () => {
    const wheelOf = async (tab: number) =>
      ((await marketing.get('/api/backoffice/wheels')).json().data.wheels as BoWheel[]).find(
        (w) => w.tab === tab,
      )!;
    const segmentsOf = (w: BoWheel) =>
      w.segments.map((s) => ({
        segment_id: s.id,
        label: s.label,
        prize_kind: s.prize_kind,
        prize_amount: s.prize_amount,
        weight: s.weight,
        enabled: s.enabled,
      }));

    it("lists each wheel with its segments and the expected value the form's function gives", async () => {
      const wheel = await wheelOf(1);
      expect(wheel.segments.length).toBeGreaterThanOrEqual(2);
      expect(wheel.expected).toEqual(wheelExpectedValue(wheel.segments));
    });

    it('saves new weights, labels and a switched-off segment, audited; members see the new odds', async () => {
      const wheel = await wheelOf(1);
      const edited = segmentsOf(wheel);
      edited[0]!.weight += 7;
      edited[0]!.label = 'แจ็กพอต';
      edited[1]!.enabled = false;
      const res = await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: edited });
      expect(res.json().error).toBe(0);
      const saved = res.json().data as BoWheel;
      expect(saved.segments[0]).toMatchObject({ label: 'แจ็กพอต', weight: wheel.segments[0]!.weight + 7 });
      expect(saved.expected).toEqual(wheelExpectedValue(saved.segments));

      const member = await registerMember(t);
      const shown = (await asMember(t, member.token).get('/api/wheel/config')).json().data;
      expect(shown.segments.map((s: { segment_id: number }) => s.segment_id)).not.toContain(
        edited[1]!.segment_id,
      );
      expect(shown.segments[0]).toMatchObject({ label: 'แจ็กพอต', weight: edited[0]!.weight });

      const [row] = await audits('wheel', wheel.id, 'wheel.segments');
      type Audited = { segments: { weight: number; label: string; enabled: boolean }[] };
      expect((row!.before as Audited).segments[0]).toMatchObject({ weight: wheel.segments[0]!.weight });
      expect((row!.after as Audited).segments[0]).toMatchObject({
        weight: edited[0]!.weight,
        label: 'แจ็กพอต',
      });
      expect((row!.after as Audited).segments[1]!.enabled).toBe(false);
      // Back as it was, for the other tests.
      await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: segmentsOf(wheel) });
    });

    it('refuses a zero weight, a wheel with one segment on, or a missing segment, changing nothing', async () => {
      const wheel = await wheelOf(1);
      const stored = async () =>
        db()
          .select()
          .from(wheelSegments)
          .where(eq(wheelSegments.wheelId, wheel.id))
          .orderBy(wheelSegments.id);
      const before = await stored();
      const zero = segmentsOf(wheel);
      zero[0]!.weight = 0;
      expect(
        (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: zero })).statusCode,
      ).toBe(400);
      const lonely = segmentsOf(wheel).map((s, i) => ({ ...s, enabled: i === 0 }));
      const one = (
        await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: lonely })
      ).json();
      expect(one).toMatchObject({ error: 12253 });
      expect(one.message).toMatch(/อย่างน้อย 2 ช่อง/);
      const missing = segmentsOf(wheel).slice(1);
      expect(
        (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: missing })).json()
          .error,
      ).toBe(12253);
      expect(
        (
          await marketing.post('/api/backoffice/wheels/2000000000/segments', { segments: segmentsOf(wheel) })
        ).json().error,
      ).toBe(12252);
      expect(await stored()).toEqual(before);
    });

    it("shows wheel:report's expected and observed prizes per spin", async () => {
      const report = (await marketing.get('/api/backoffice/wheels/report')).json().data;
      expect(report.wheels.map((w: { tab: number }) => w.tab)).toEqual([1, 2]);
      expect(report.wheels[0]).toMatchObject({ spins: 0, observed: { credit_baht: '0.0000' } });
    });
  });

  describe('the points shop', () => {
    const credit = {
      code: 'credit_20',
      name: 'เครดิต 20 บาท',
      description: 'แลกเครดิต 20 บาทเข้ากระเป๋าหลัก',
      image: '/media/shop/credit.svg',
      kind: 'credit',
      price_points: 200,
      credit_amount: 20,
      stock: 10,
      per_member_limit: null,
      sort_order: 5,
    };

    it('adds, edits, restocks and switches off an item, each audited; members see the change', async () => {
      const created = (await marketing.post('/api/backoffice/shop/items', credit)).json();
      expect(created.error).toBe(0);
      const item = created.data as BoShopItem;
      expect(item).toMatchObject({ code: 'credit_20', credit_amount: 20, stock: 10, active: true });
      const member = await registerMember(t);
      const memberItems = async () =>
        ((await asMember(t, member.token).get('/api/redemption/list')).json().data as { id: number }[]).map(
          (i) => i.id,
        );
      expect(await memberItems()).toContain(item.id);

      const stocked = (
        await marketing.post(`/api/backoffice/shop/items/${item.id}/stock`, { change: 5 })
      ).json();
      expect(stocked.data.stock).toBe(15);
      const tooMany = (
        await marketing.post(`/api/backoffice/shop/items/${item.id}/stock`, { change: -16 })
      ).json();
      expect(tooMany.error).toBe(12261);
      const [stockRow] = await audits('shop_item', item.id, 'shop.item.stock');
      expect(stockRow).toMatchObject({ before: { stock: 10 }, after: { stock: 15 } });

      const { code: _code, kind: _kind, stock: _stock, ...values } = credit;
      const off = (
        await marketing.post(`/api/backoffice/shop/items/${item.id}`, {
          ...values,
          price_points: 250,
          active: false,
        })
      ).json();
      expect(off.data).toMatchObject({ price_points: 250, active: false, stock: 15 });
      expect(await memberItems()).not.toContain(item.id);
      const [editRow] = await audits('shop_item', item.id, 'shop.item.update');
      expect(editRow).toMatchObject({
        before: { price_points: 200, active: true },
        after: { price_points: 250 },
      });
      const list = (await marketing.get('/api/backoffice/shop/items?active=inactive')).json().data;
      expect(list.items.map((i: BoShopItem) => i.id)).toContain(item.id);
    });

    it('refuses bad items and unknown ones, changing nothing', async () => {
      const before = await rowsIn(shopItems);
      for (const bad of [
        { ...credit, code: 'no_amount', credit_amount: null },
        { ...credit, code: 'physical_credit', kind: 'physical' },
        { ...credit, code: 'free', price_points: 0 },
        { ...credit, code: 'minus', stock: -1 },
      ]) {
        expect((await marketing.post('/api/backoffice/shop/items', bad)).statusCode, bad.code).toBe(400);
      }
      expect((await marketing.post('/api/backoffice/shop/items', credit)).json().error).toBe(12255);
      expect(await rowsIn(shopItems)).toBe(before);
      expect(
        (await marketing.post('/api/backoffice/shop/items/2000000000/stock', { change: 1 })).json().error,
      ).toBe(12254);
      expect((await marketing.post('/api/backoffice/shop/items/1/stock', { change: 0 })).statusCode).toBe(
        400,
      );
    });

    it('lists pending physical redemptions and marks one sent once, like shop:sent', async () => {
      const member = await registerMember(t);
      await givePoints(db(), await memberIdOf(db(), member), 1_500);
      const list = (await asMember(t, member.token).get('/api/redemption/list')).json().data as {
        id: number;
        kind: string;
      }[];
      const shirt = list.find((i) => i.kind === 'physical')!;
      const redeemed = await asMember(t, member.token).post('/api/redemption/redeem', {
        item_id: shirt.id,
        quantity: 1,
        request_id: randomUUID(),
      });
      const redemptionId = redeemed.json().data.id as number;
      const pending = (await marketing.get('/api/backoffice/shop/redemptions')).json().data;
      expect(pending.items).toContainEqual(
        expect.objectContaining({ id: redemptionId, phone: member.phone, quantity: 1, status: 'pending' }),
      );
      const sent = await marketing.post(`/api/backoffice/shop/redemptions/${redemptionId}/sent`, {
        note: 'EMS',
      });
      expect(sent.json()).toMatchObject({ error: 0, data: { id: redemptionId, status: 'sent' } });
      const again = await marketing.post(`/api/backoffice/shop/redemptions/${redemptionId}/sent`, {});
      expect(again.json().error).toBe(12256);
      const after = (await marketing.get('/api/backoffice/shop/redemptions')).json().data;
      expect(after.items.map((r: { id: number }) => r.id)).not.toContain(redemptionId);
      const rows = await audits('shop_redemption', redemptionId, 'shop:sent');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ operator: 'marketing:ตลาด', ip: '127.0.0.1', detail: { note: 'EMS' } });
    });
  });

  describe('polls', () => {
    const poll = {
      title: 'ทีมไหนจะชนะ',
      description: 'ทายผลฟุตบอลคู่เอก',
      choices: ['ทีมเหย้า', 'เสมอ', 'ทีมเยือน'],
      closes_at: '2026-12-31T23:59:59+07:00',
      baht_per_vote: 500,
      winner_count: 3,
      prize_spins: 2,
    };

    it('adds a poll like poll:add, lists it and shows its results', async () => {
      const res = (await marketing.post('/api/backoffice/polls', poll)).json();
      expect(res.error).toBe(0);
      expect(res.data.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      const list = (await marketing.get('/api/backoffice/polls')).json().data;
      expect(list.items[0]).toMatchObject({
        id: res.data.id,
        title: 'ทีมไหนจะชนะ',
        state: 'open',
        total_votes: 0,
      });
      const detail = (await marketing.get(`/api/backoffice/polls/${res.data.id}`)).json().data;
      expect(detail.choices.map((c: { label: string; votes: number }) => [c.label, c.votes])).toEqual([
        ['ทีมเหย้า', 0],
        ['เสมอ', 0],
        ['ทีมเยือน', 0],
      ]);
      expect(detail.poll).toMatchObject({
        seed_hash: res.data.seed_hash,
        baht_per_vote: 500,
        drawn_at: null,
      });
      const [row] = await audits('poll', res.data.id, 'poll:add');
      expect(row).toMatchObject({ operator: 'marketing:ตลาด', ip: '127.0.0.1' });
      expect(row!.operatorId).not.toBeNull();
    });

    it('refuses one choice, a window that ends before it starts, and unknown polls, changing nothing', async () => {
      const before = await rowsIn(polls);
      expect((await marketing.post('/api/backoffice/polls', { ...poll, choices: ['เดียว'] })).statusCode).toBe(
        400,
      );
      expect(
        (await marketing.post('/api/backoffice/polls', { ...poll, opens_at: '2027-01-01T00:00:00+07:00' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await marketing.post('/api/backoffice/polls', { ...poll, closes_at: 'tomorrow' })).statusCode,
      ).toBe(400);
      expect(await rowsIn(polls)).toBe(before);
      expect((await marketing.get('/api/backoffice/polls/2000000000')).json().error).toBe(12257);
    });
  });

  describe('points adjustments', () => {
    it('credits and takes back points like points:adjust, once per request id, audited; finance may too', async () => {
      const member = await registerMember(t);
      const memberId = await memberIdOf(db(), member);
      const requestId = randomUUID();
      const body = { phone: member.phone, points: 120, reason: 'ชดเชยกิจกรรม', request_id: requestId };
      const first = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(first).toMatchObject({ error: 0, data: { member_id: memberId, points: 120, replayed: false } });
      const again = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(again.data).toMatchObject({ transfer_id: first.data.transfer_id, replayed: true });
      const back = await finance.post('/api/backoffice/points/adjust', {
        ...body,
        points: -20,
        request_id: randomUUID(),
      });
      expect(back.json().data.points).toBe(100);
      expect(await accountBalance(db(), { memberPoints: memberId })).toBe(100n);
      const rows = await audits('member', memberId, 'points:adjust');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ before: { points: 120 }, after: { points: 100 }, ip: '127.0.0.1' });
      expect(rows[1]).toMatchObject({
        operator: 'marketing:ตลาด',
        before: { points: 0 },
        after: { points: 120 },
      });
    });

    it('refuses taking back more than the member holds, an unknown phone and bad input, changing nothing', async () => {
      const member = await registerMember(t);
      const memberId = await memberIdOf(db(), member);
      const body = { phone: member.phone, points: -5, reason: 'หักคืน', request_id: randomUUID() };
      const short = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(short.error).toBe(12259);
      expect(short.message).toMatch(/พอยท์ไม่พอ/);
      const nobody = (
        await marketing.post('/api/backoffice/points/adjust', { ...body, phone: '0999999999' })
      ).json();
      expect(nobody.message).toMatch(/ไม่พบสมาชิก/);
      for (const bad of [
        { ...body, points: 0 },
        { ...body, points: 1.5 },
        { ...body, reason: ' ' },
        { ...body, phone: '12345' },
        { ...body, request_id: 'again' },
      ]) {
        expect((await marketing.post('/api/backoffice/points/adjust', bad)).statusCode).toBe(400);
      }
      expect(await accountBalance(db(), { memberPoints: memberId })).toBe(0n);
      expect(await audits('member', memberId, 'points:adjust')).toHaveLength(0);
    });
  });
});
