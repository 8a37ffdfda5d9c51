import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopItems } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { freeCreditProgress } from '#wallets';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { coolOff, givePoints } from '#testing/engagement.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

type Item = { id: number; name: string; kind: string; price_points: number; stock: number; redeemed: number };

describe.each(testDatabases())('points shop on $kind', (target) => {
  let t: TestApp;
  const { db } = suiteTestApp(target, {}, (app) => (t = app));
  const items = async (m: Registered) =>
    (await asMember(t, m.token).get('/api/redemption/list')).json().data as Item[];
  const item = async (m: Registered, name: string) => (await items(m)).find((i) => i.name === name)!;
  const calc = (m: Registered, itemId: number, quantity: number) =>
    asMember(t, m.token).post('/api/redemption/calc', { item_id: itemId, quantity });
  const redeem = (m: Registered, itemId: number, quantity: number, requestId = randomUUID()) =>
    asMember(t, m.token).post('/api/redemption/redeem', { item_id: itemId, quantity, request_id: requestId });
  async function memberWithPoints(points: number) {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    if (points > 0) await givePoints(db(), id, points);
    return { m, id };
  }

  it('lists the seeded items with price, stock and limit', async () => {
    const { m } = await memberWithPoints(0);
    const list = await items(m);
    expect(list.map((i) => i.name)).toEqual(['เครดิต 50 บาท', 'เครดิต 100 บาท', 'เสื้อยืด UG99']);
    expect(list[0]).toMatchObject({
      kind: 'credit',
      price_points: 500,
      credit_amount: 50,
      per_member_limit: 10,
    });
    expect(list[2]).toMatchObject({ kind: 'physical', credit_amount: null, image: '/media/shop/tshirt.svg' });
  });

  it('prices a quantity and says why it is not possible, writing nothing', async () => {
    const { m, id } = await memberWithPoints(1_200);
    const credit50 = await item(m, 'เครดิต 50 บาท');
    expect((await calc(m, credit50.id, 2)).json().data).toMatchObject({
      price_points: 1_000,
      point: 1_200,
      possible: true,
      error: null,
      reason: null,
    });
    const tooMany = (await calc(m, credit50.id, 3)).json().data;
    expect(tooMany).toMatchObject({ possible: false, error: 9001 });
    expect(tooMany.reason).toContain('พอยท์');
    expect((await calc(m, credit50.id, 11)).json().data).toMatchObject({ possible: false, error: 9022 });
    expect(await accountBalance(db(), { memberPoints: id })).toBe(1_200n);
    expect((await calc(m, 999_999, 1)).json().error).toBe(9020);
    expect(
      (await asMember(t, m.token).post('/api/redemption/calc', { item_id: credit50.id, quantity: 0 }))
        .statusCode,
    ).toBe(400);
  });

  it('pays a credit item into the free-credit wallet under its turnover requirement, never main, and takes points and stock together', async () => {
    const { m, id } = await memberWithPoints(1_000);
    const credit50 = await item(m, 'เครดิต 50 บาท');
    const body = (await redeem(m, credit50.id, 2)).json();
    expect(body).toMatchObject({
      error: 0,
      data: { quantity: 2, points_total: 1_000, credit_amount: 100, status: 'paid', point: 0 },
    });
    expect(await accountBalance(db(), { member: id, wallet: 1 })).toBe(0n);
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(100_00n);
    expect(await freeCreditProgress(db(), id)).toMatchObject({ credited: 100_00n, required: 300_00n });
    expect(await accountBalance(db(), { memberPoints: id })).toBe(0n);
    const after = await item(m, 'เครดิต 50 บาท');
    expect(after.stock).toBe(credit50.stock - 2);
    expect(after.redeemed).toBe(2);
    const statement = (await asMember(t, m.token).get('/api/member/statement?asset=THB')).json().data.rows;
    expect(statement[0]).toMatchObject({ reason: 'shop_credit', amount: 100, wallet_type_id: 3 });
  });

  it('records a physical item as pending for the operator and lists it in the history', async () => {
    const { m, id } = await memberWithPoints(1_500);
    const shirt = await item(m, 'เสื้อยืด UG99');
    expect((await redeem(m, shirt.id, 1)).json().data).toMatchObject({
      status: 'pending',
      credit_amount: null,
    });
    expect(await accountBalance(db(), { member: id, wallet: 1 })).toBe(0n);
    const history = (await asMember(t, m.token).get('/api/redemption/history')).json().data;
    expect(history.total).toBe(1);
    expect(history.rows[0]).toMatchObject({
      item_name: 'เสื้อยืด UG99',
      status: 'pending',
      points_total: 1_500,
    });
  });

  it('answers a retried request_id with the first redemption and charges once; other content under it is refused', async () => {
    const { m, id } = await memberWithPoints(2_000);
    const credit50 = await item(m, 'เครดิต 50 บาท');
    const requestId = randomUUID();
    const first = (await redeem(m, credit50.id, 1, requestId)).json();
    const again = (await redeem(m, credit50.id, 1, requestId)).json();
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.point).toBe(1_500);
    expect((await redeem(m, credit50.id, 2, requestId)).json().error).toBe(9023);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(1_500n);
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(50_00n);
  });

  it('refuses past the points, the stock or the per-member limit and changes nothing', async () => {
    const { m, id } = await memberWithPoints(499);
    const credit50 = await item(m, 'เครดิต 50 บาท');
    expect((await redeem(m, credit50.id, 1)).json().error).toBe(9001);
    expect((await item(m, 'เครดิต 50 บาท')).stock).toBe(credit50.stock);

    await givePoints(db(), id, 10_000);
    const shirt = await item(m, 'เสื้อยืด UG99');
    expect((await redeem(m, shirt.id, 1)).json().error).toBe(0);
    const limited = (await redeem(m, shirt.id, 1)).json();
    expect(limited.error).toBe(9022);
    expect(limited.message).toContain('ท่านละ 1 ชิ้น');

    await db().update(shopItems).set({ stock: 1 }).where(eq(shopItems.id, credit50.id));
    expect((await redeem(m, credit50.id, 2)).json().error).toBe(9021);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(10_499n - 1_500n);
    expect((await redeem(m, 999_999, 1)).json().error).toBe(9020);
  });

  it('refuses redemptions during cool-off', async () => {
    const { m, id } = await memberWithPoints(1_000);
    await coolOff(db(), id, new Date(Date.now() + 3_600_000));
    const credit50 = await item(m, 'เครดิต 50 บาท');
    expect((await redeem(m, credit50.id, 1)).json().error).toBe(9002);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(1_000n);
  });
});
