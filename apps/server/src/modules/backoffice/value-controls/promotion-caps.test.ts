import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { promotions } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import {
  approveRequest,
  expectApproved,
  expectOwnApprovalRefused,
  expectRejected,
} from '#testing/approvals.ts';
import { testDatabases } from '#testing/databases.ts';
import { capOf, capsTestApp, savedAtOnce, valueCaps } from './caps.testing.ts';
import type { CapsOperator } from './caps.testing.ts';

// Promotion bonus terms are a capped path (docs/rules/value-controls.md#paths): a new promotion whose
// largest bonus per deposit passes the caps becomes a four-eyes request, and no member sees or receives
// it until finance or an admin, never the asker, approves.

describe.each(testDatabases())('promotion bonus caps on $kind', (target) => {
  const { db, op, app, auditOf } = capsTestApp(target);
  let t: TestApp;
  let marketing: CapsOperator;
  let finance: CapsOperator;
  beforeAll(async () => {
    t = app();
    marketing = await op('marketing', 'ตลาดโปร');
    finance = await op('finance', 'เงินโปร');
  });
  const promo = (title: string, bonusCap: number) => ({
    title,
    image: '/media/promo-first.svg',
    description: 'ฝากรับโบนัส 100% ทำเทิร์น 5 เท่า',
    type: 'deposit_bonus',
    min_deposit: 100,
    bonus_percent: 100,
    bonus_cap: bonusCap,
    turnover_multiplier: 5,
    categories: ['slot'],
    max_withdraw: null,
  });
  const byTitle = (title: string) => db().select().from(promotions).where(eq(promotions.title, title));
  const listed = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data as { title: string }[]
    ).map((p) => p.title);

  it('a bonus of up to 100,000 ฿ per deposit waits for finance; members see nothing until it is approved', async () => {
    const asked = (await marketing.post('/api/backoffice/promotions', promo('โบนัสแสนบาท', 100_000))).json();
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'promotion.add', status: 'pending', requested_by: 'marketing:ตลาดโปร' } },
    });
    expect(await byTitle('โบนัสแสนบาท')).toHaveLength(0);
    expect(await listed()).not.toContain('โบนัสแสนบาท');
    // The same submission answers the same request; marketing decides none.
    const id = asked.data.approval.id;
    const again = (await marketing.post('/api/backoffice/promotions', promo('โบนัสแสนบาท', 100_000))).json();
    expect(again.data.approval.id).toBe(id);
    expect((await approveRequest(marketing, id)).statusCode).toBe(403);
    await expectApproved(finance, id);
    const [row] = await byTitle('โบนัสแสนบาท');
    expect(row).toMatchObject({ bonusCapSatang: 100_000_00n, active: true });
    expect(await listed()).toContain('โบนัสแสนบาท');
    expect(await auditOf('promotion:add', row!.id)).toMatchObject({
      operator: 'finance:เงินโปร',
      detail: { approval_id: id, requested_by: 'marketing:ตลาดโปร' },
    });
  });

  it('the asker cannot approve; a rejected promotion never exists; within the caps it is live at once', async () => {
    const financeB = await op('finance', 'เงินโปรบี');
    // Adding a promotion is marketing's call (and an admin's): here an admin asks, and cannot approve.
    const admin = await op('admin', 'แอดมินโปร');
    const asked = (await admin.post('/api/backoffice/promotions', promo('โบนัสหมื่น', 10_000))).json();
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'promotion.add' } } });
    await expectOwnApprovalRefused(admin, asked.data.approval.id);
    await expectRejected(financeB, asked.data.approval.id, 'โบนัสสูงเกินไป');
    expect(await byTitle('โบนัสหมื่น')).toHaveLength(0);

    const small = (await marketing.post('/api/backoffice/promotions', promo('โบนัสพันบาท', 1_000))).json();
    expect(small).toMatchObject({ error: 0, data: { title: 'โบนัสพันบาท', bonus_cap: 1_000, active: true } });
    expect(await listed()).toContain('โบนัสพันบาท');
    expect(capOf((await valueCaps(marketing)).caps, 'promotion_terms')).toMatchObject({
      per_action: 5_000,
      per_operator_day: 20_000,
    });
  });

  it('10 parallel promotions of 3,000 ฿ under a 20,000 ฿ day: 6 added, 4 become requests, none slips past', async () => {
    const m = await op('marketing', 'ตลาดพร้อมกัน');
    const { applied, requested } = await savedAtOnce(
      Array.from({ length: 10 }, (_, i) =>
        m.post('/api/backoffice/promotions', promo(`พร้อมกัน ${i}`, 3_000)).then((r) => r.json()),
      ),
    );
    expect(applied).toHaveLength(6);
    expect(requested).toHaveLength(4);
    const stored = await db().select().from(promotions);
    expect(stored.filter((p) => p.title.startsWith('พร้อมกัน'))).toHaveLength(6);
  });
});
