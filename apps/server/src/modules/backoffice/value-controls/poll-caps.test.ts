import { beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { polls } from '#db/schema/index.ts';
import {
  approveRequest,
  expectApproved,
  expectOwnApprovalRefused,
  expectRejected,
} from '#testing/approvals.ts';
import { testDatabases } from '#testing/databases.ts';
import { capsTestApp, savedAtOnce, setCap, valueCreatedRows } from './caps.testing.ts';
import type { CapsOperator } from './caps.testing.ts';

// A poll's prize is free spins for its winners, a capped path (docs/rules/value-controls.md#polls): a new
// poll whose winners × spins pass the caps becomes a four-eyes request, and the poll does not exist (no
// member votes in it) until finance or an admin, never the asker, approves.

describe.each(testDatabases())('poll prize caps on $kind', (target) => {
  const { db, op, auditOf } = capsTestApp(target);
  let marketing: CapsOperator;
  let finance: CapsOperator;
  beforeAll(async () => {
    marketing = await op('marketing', 'ตลาดโพล');
    finance = await op('finance', 'เงินโพล');
  });
  const poll = (title: string, winners: number, spins: number) => ({
    title,
    description: 'ทายผลฟุตบอลคู่เอก',
    choices: ['ทีมเหย้า', 'เสมอ', 'ทีมเยือน'],
    closes_at: '2026-03-31T23:59:59+07:00',
    baht_per_vote: 500,
    winner_count: winners,
    prize_spins: spins,
  });
  const byTitle = (title: string) => db().select().from(polls).where(eq(polls.title, title));

  it('1,000 winners × 10 spins waits for finance; the poll exists only once approved', async () => {
    const body = poll('โพลหมื่นหมุน', 1_000, 10);
    const asked = (await marketing.post('/api/backoffice/polls', body)).json();
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'poll.add', status: 'pending', requested_by: 'marketing:ตลาดโพล' } },
    });
    expect(asked.data.approval.summary).toContain('10,000 ครั้ง');
    expect(await byTitle('โพลหมื่นหมุน')).toHaveLength(0);
    const id = asked.data.approval.id;
    const again = (await marketing.post('/api/backoffice/polls', body)).json();
    expect(again.data.approval.id).toBe(id);
    expect((await approveRequest(marketing, id)).statusCode).toBe(403);
    await expectApproved(finance, id);
    const [row] = await byTitle('โพลหมื่นหมุน');
    expect(row).toMatchObject({ winnerCount: 1_000, prizeSpins: 10 });
    expect(await auditOf('poll:add', row!.id)).toMatchObject({ operator: 'finance:เงินโพล' });
    expect(await valueCreatedRows(finance, '2026-03-16')).toContainEqual(
      expect.objectContaining({ operator: 'marketing:ตลาดโพล', poll_spins: 10_000 }),
    );
  });

  it('a rejected poll never exists; the asker cannot approve; within the caps a poll is added at once', async () => {
    const admin = await op('admin', 'แอดมินโพล');
    const asked = (await admin.post('/api/backoffice/polls', poll('โพลใหญ่', 500, 10))).json();
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'poll.add' } } });
    await expectOwnApprovalRefused(admin, asked.data.approval.id);
    await expectRejected(finance, asked.data.approval.id, 'รางวัลมากเกินไป');
    expect(await byTitle('โพลใหญ่')).toHaveLength(0);

    const small = (await marketing.post('/api/backoffice/polls', poll('โพลเล็ก', 10, 5))).json();
    expect(small).toMatchObject({ error: 0, data: { seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(await byTitle('โพลเล็ก')).toHaveLength(1);
  });

  it('10 parallel polls of 300 spins under a 1,000 a day: 3 added, 7 become requests', async () => {
    const f = await op('finance', 'เงินโพลสอง');
    expect((await setCap(f, 'poll_spins', 1_000, 1_000)).json().error).toBe(0);
    const m = await op('marketing', 'ตลาดโพลพร้อมกัน');
    const { applied } = await savedAtOnce(
      Array.from({ length: 10 }, (_, i) =>
        m.post('/api/backoffice/polls', poll(`พร้อมกัน ${i}`, 30, 10)).then((r) => r.json()),
      ),
    );
    expect(applied).toHaveLength(3);
    expect(await db().select().from(polls).where(like(polls.title, 'พร้อมกัน%'))).toHaveLength(3);
  });
});
