import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BoShopItem } from '@ug99/contract';
import { shopItems } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { engagementBackofficeApp, givePoints } from '#testing/engagement.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';

// The back office's the points shop calls (docs/BACKOFFICE.md#engagement), a use case of this domain behind the
// back office's role check, audit and caps: each action's happy path and audit row, and bad input that
// changes nothing.

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  let t: TestApp;
  const { db, audits, rowsIn, marketing } = engagementBackofficeApp(target, (app) => (t = app));

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
});
