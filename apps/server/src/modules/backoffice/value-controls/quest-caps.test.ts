import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import type { BoQuest } from '@ug99/contract';
import { quests } from '#db/schema/index.ts';
import {
  approveRequest,
  expectApproved,
  expectOwnApprovalRefused,
  expectRejected,
} from '#testing/approvals.ts';
import { testDatabases } from '#testing/databases.ts';
import { capOf, capsTestApp, savedAtOnce, setCap, valueCaps, valueCreatedRows } from './caps.testing.ts';
import type { CapsOperator } from './caps.testing.ts';

// Quest rewards are capped paths (docs/rules/value-controls.md#quest-rewards): a save that adds a quest or
// sets, raises or switches on its reward past the caps of its kind (credit, points, spins) becomes a
// four-eyes request, and the quest is neither added nor changed until finance or an admin, never the
// asker, approves.

describe.each(testDatabases())('quest reward caps on $kind', (target) => {
  const { clock, db, op, auditOf } = capsTestApp(target);
  let marketing: CapsOperator;
  let finance: CapsOperator;
  beforeAll(async () => {
    marketing = await op('marketing', 'ตลาดภารกิจ');
    finance = await op('finance', 'เงินภารกิจ');
  });
  const quest = (code: string, kind: 'credit' | 'points' | 'spins', amount: number) => ({
    code,
    title: `ภารกิจ ${code}`,
    description: 'ฝากเงินครบ 300 บาทวันนี้',
    period: 'day',
    metric: 'deposit',
    target: 300,
    reward_kind: kind,
    reward_amount: amount,
    sort_order: 5,
  });
  const byCode = (code: string) => db().select().from(quests).where(eq(quests.code, code));
  const seeded = async (code: string) =>
    ((await marketing.get('/api/backoffice/quests?page_size=100')).json().data.items as BoQuest[]).find(
      (q) => q.code === code,
    )!;
  const edit = (
    q: BoQuest,
    change: Partial<{ reward_kind: string; reward_amount: number; active: boolean }>,
  ) => ({
    title: q.title,
    description: q.description,
    target: q.target,
    reward_kind: q.reward_kind,
    reward_amount: q.reward_amount,
    active: true,
    sort_order: q.sort_order,
    ...change,
  });

  it('a quest paying 5,000 ฿ per completion waits for finance: it does not exist until approved', async () => {
    const body = quest('big_credit', 'credit', 5_000);
    const asked = (await marketing.post('/api/backoffice/quests', body)).json();
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'quest.save', status: 'pending', requested_by: 'marketing:ตลาดภารกิจ' } },
    });
    expect(asked.data.approval.summary).toContain('5,000.00 บาท');
    expect(await byCode('big_credit')).toHaveLength(0);
    // The same submission answers the same request; marketing decides none.
    const id = asked.data.approval.id;
    const again = (await marketing.post('/api/backoffice/quests', body)).json();
    expect(again.data.approval.id).toBe(id);
    expect((await approveRequest(marketing, id)).statusCode).toBe(403);

    await expectApproved(finance, id);
    const [row] = await byCode('big_credit');
    expect(row).toMatchObject({ rewardKind: 'credit', pending: { rewardAmount: '500000', active: true } });
    expect(await auditOf('quest.add', row!.id)).toMatchObject({
      operator: 'finance:เงินภารกิจ',
      detail: { approval_id: id, requested_by: 'marketing:ตลาดภารกิจ' },
    });
    // The approved reward is value created under marketing, who asked.
    expect(await valueCreatedRows(finance, '2026-03-16')).toContainEqual(
      expect.objectContaining({ operator: 'marketing:ตลาดภารกิจ', quest_credit: 5_000 }),
    );
  });

  it('raising a quest to 50,000 points waits; a rejected raise changes nothing; the asker never approves', async () => {
    const admin = await op('admin', 'แอดมินภารกิจ');
    const q = await seeded('daily_deposit_300');
    const before = await byCode('daily_deposit_300');
    const asked = (
      await admin.post(
        `/api/backoffice/quests/${q.id}`,
        edit(q, { reward_kind: 'points', reward_amount: 50_000 }),
      )
    ).json();
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'quest.save', status: 'pending' } } });
    expect(await byCode('daily_deposit_300')).toEqual(before);
    await expectOwnApprovalRefused(admin, asked.data.approval.id);
    // Another raise of that quest while it waits is refused; one that raises nothing goes ahead.
    expect(
      (
        await marketing.post(
          `/api/backoffice/quests/${q.id}`,
          edit(q, { reward_kind: 'points', reward_amount: 60_000 }),
        )
      ).json().error,
    ).toBe(ERRORS.BO_APPROVAL_PENDING_EXISTS.code);
    await expectRejected(finance, asked.data.approval.id, 'รางวัลสูงเกินไป');
    expect(await byCode('daily_deposit_300')).toEqual(before);
    const lowered = (
      await marketing.post(`/api/backoffice/quests/${q.id}`, edit(q, { reward_amount: q.reward_amount / 2 }))
    ).json();
    expect(lowered).toMatchObject({ error: 0, data: { pending: { reward_amount: q.reward_amount / 2 } } });
  });

  it('within the caps a reward is scheduled at once; the day cap sums one operator’s; finance sets the caps', async () => {
    const { caps } = await valueCaps(marketing);
    expect(capOf(caps, 'quest_rewards')).toMatchObject({
      per_action: 500,
      per_operator_day: 5_000,
      roles: ['marketing'],
    });
    expect(capOf(caps, 'quest_spins')).toMatchObject({ per_action: 10, per_operator_day: 50 });
    expect((await setCap(marketing, 'quest_rewards', 5_000, 5_000)).statusCode).toBe(403);
    const set = (await setCap(finance, 'quest_rewards', 1_000, 1_500)).json();
    expect(capOf(set.data.caps, 'quest_rewards')).toMatchObject({
      per_operator_day: 1_500,
      updated_by: 'finance:เงินภารกิจ',
    });

    // A new Bangkok day and a marketing operator who has created nothing yet.
    clock.advance(24 * 3_600_000);
    const m = await op('marketing', 'ตลาดภารกิจสอง');
    const first = (await m.post('/api/backoffice/quests', quest('credit_800', 'credit', 800))).json();
    expect(first).toMatchObject({ error: 0, data: { code: 'credit_800', pending: { reward_amount: 800 } } });
    // 900 ฿ alone is within the action's cap, but 800 + 900 passes the day's 1,500 ฿.
    const second = (await m.post('/api/backoffice/quests', quest('credit_900', 'credit', 900))).json();
    expect(second).toMatchObject({ error: 0, data: { approval: { kind: 'quest.save' } } });
    expect(await byCode('credit_900')).toHaveLength(0);
    // Spins are their own path: 20 spins per completion passes its 10.
    const spins = (await m.post('/api/backoffice/quests', quest('spins_20', 'spins', 20))).json();
    expect(spins).toMatchObject({ error: 0, data: { approval: { kind: 'quest.save' } } });

    // Switching a quest back on counts as setting its reward: off, then on with 2,000 ฿, passes 1,000 ฿.
    const q = ((await m.get('/api/backoffice/quests?page_size=100')).json().data.items as BoQuest[]).find(
      (x) => x.code === 'credit_800',
    )!;
    const off = (await m.post(`/api/backoffice/quests/${q.id}`, edit(q, { active: false }))).json();
    expect(off).toMatchObject({ error: 0, data: { pending: { active: false } } });
    const on = (
      await m.post(`/api/backoffice/quests/${q.id}`, edit(q, { active: true, reward_amount: 2_000 }))
    ).json();
    expect(on).toMatchObject({ error: 0, data: { approval: { kind: 'quest.save' } } });
  });

  it('10 parallel quests of 300 ฿ under a 1,500 ฿ day: 5 added, 5 become requests, none slips past', async () => {
    const m = await op('marketing', 'ตลาดภารกิจพร้อมกัน');
    const { applied, requested } = await savedAtOnce(
      Array.from({ length: 10 }, (_, i) =>
        m.post('/api/backoffice/quests', quest(`parallel_${i}`, 'credit', 300)).then((r) => r.json()),
      ),
    );
    expect(applied).toHaveLength(5);
    expect(requested).toHaveLength(5);
    const stored = await db().select({ code: quests.code }).from(quests).orderBy(desc(quests.id));
    expect(stored.filter((q) => q.code.startsWith('parallel_'))).toHaveLength(5);
  });
});
