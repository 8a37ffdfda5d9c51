import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopItems, shopRedemptions } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { asMember, memberIdOf, membersFromOneAddress, registerMembers } from '#testing/members.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { givePoints } from '#testing/engagement.ts';
import type { Registered } from '#testing/members.ts';

const postgres = racePostgres();

describe.runIf(postgres)('points shop races on PostgreSQL', () => {
  let t: TestApp;
  const { db } = suiteTestApp(
    postgres!,
    { config: { members: membersFromOneAddress() } },
    (app) => (t = app),
  );
  const redeem = (m: Registered, itemId: number, quantity: number, requestId = randomUUID()) =>
    asMember(t, m.token).post('/api/redemption/redeem', { item_id: itemId, quantity, request_id: requestId });

  async function membersWithPoints(n: number, points: number) {
    const out: { m: Registered; id: number }[] = [];
    for (const m of await registerMembers(t, n)) {
      const id = await memberIdOf(db(), m);
      await givePoints(db(), id, points);
      out.push({ m, id });
    }
    return out;
  }

  async function itemWithStock(stock: number) {
    const [row] = await db()
      .insert(shopItems)
      .values({
        agentId: 1,
        code: `race_${randomUUID()}`,
        name: 'ของรางวัลทดสอบ',
        description: 'ทดสอบ',
        image: '/media/shop/credit-50.svg',
        kind: 'credit',
        pricePoints: 100,
        creditSatang: 10_00n,
        stock,
        perMemberLimit: null,
      })
      .returning();
    return row!;
  }

  it('lets exactly 5 of 200 members racing for an item with stock 5 have it', async () => {
    const item = await itemWithStock(5);
    const racers = await membersWithPoints(200, 100);
    const answers = await Promise.all(racers.map(({ m }) => redeem(m, item.id, 1)));
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c !== 0).every((c) => c === 9021)).toBe(true);
    const [after] = await db().select().from(shopItems).where(eq(shopItems.id, item.id));
    expect(after!.stock).toBe(0);
    expect(await db().select().from(shopRedemptions).where(eq(shopRedemptions.itemId, item.id))).toHaveLength(
      5,
    );
    const points = await Promise.all(racers.map(({ id }) => accountBalance(db(), { memberPoints: id })));
    expect(points.filter((p) => p === 0n)).toHaveLength(5);
    expect(points.filter((p) => p === 100n)).toHaveLength(195);
  }, 180_000);

  it('never spends points below zero: 20 parallel redemptions of one member who can afford 3', async () => {
    const item = await itemWithStock(100);
    const { m, id } = (await membersWithPoints(1, 300))[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(m, item.id, 1)));
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c !== 0).every((c) => c === 9001)).toBe(true);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(0n);
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(30_00n);
    const [after] = await db().select().from(shopItems).where(eq(shopItems.id, item.id));
    expect(after!.stock).toBe(97);
  }, 60_000);

  it('answers 20 parallel retries of one request_id with one redemption, charged once', async () => {
    const item = await itemWithStock(100);
    const { m, id } = (await membersWithPoints(1, 1_000))[0]!;
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(m, item.id, 2, requestId)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.every((b) => b.error === 0)).toBe(true);
    expect(new Set(bodies.map((b) => b.data.id)).size).toBe(1);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(800n);
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(20_00n);
  }, 60_000);

  it('holds the per-member limit when one member races for it', async () => {
    const item = await itemWithStock(100);
    await db().update(shopItems).set({ perMemberLimit: 2 }).where(eq(shopItems.id, item.id));
    const { m, id } = (await membersWithPoints(1, 10_000))[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(m, item.id, 1)));
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c !== 0).every((c) => c === 9022)).toBe(true);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(9_800n);
  }, 60_000);
});
