import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import type { BoWheel } from '@ug99/contract';
import { wheelSegments } from '#db/schema/index.ts';
import {
  approveRequest,
  expectApproved,
  expectOwnApprovalRefused,
  expectRejected,
} from '#testing/approvals.ts';
import { testDatabases } from '#testing/databases.ts';
import { backofficeWheel, segmentsForm } from '#testing/wheel-segments.ts';
import { capOf, capsTestApp, setCap, valueCaps, valueCreatedRows } from './caps.testing.ts';
import type { CapsOperator } from './caps.testing.ts';

// The wheel's prize table is capped (docs/rules/value-controls.md#the-wheels-prize-table): a save that
// sets, raises or switches on credit, points or free-spin prizes past the caps of that kind becomes a
// four-eyes request, and the wheel keeps its segments (the prizes spins draw) until finance or an admin,
// never the asker, approves.

describe.each(testDatabases())('wheel prize caps on $kind', (target) => {
  const { clock, db, op, auditOf } = capsTestApp(target);
  let marketing: CapsOperator;
  let finance: CapsOperator;
  let adminA: CapsOperator;
  let adminB: CapsOperator;
  beforeAll(async () => {
    marketing = await op('marketing', 'ตลาดวงล้อ');
    finance = await op('finance', 'เงินวงล้อ');
    adminA = await op('admin', 'แอดมินเอ');
    adminB = await op('admin', 'แอดมินบี');
  });

  const wheelOf = (tab: number, who: CapsOperator = marketing) => backofficeWheel(who, tab);
  /** The wheel's segments as spins read them: what is live. */
  const stored = (wheelId: number) =>
    db()
      .select({ id: wheelSegments.id, kind: wheelSegments.prizeKind, amount: wheelSegments.prizeAmount })
      .from(wheelSegments)
      .where(eq(wheelSegments.wheelId, wheelId))
      .orderBy(wheelSegments.position);
  /** The wheel with its first credit segment's prize set to `baht`. */
  const withFirstCredit = (w: BoWheel, baht: number) => {
    const segments = segmentsForm(w);
    const i = segments.findIndex((s) => s.prize_kind === 'credit' && s.enabled);
    segments[i]!.prize_amount = baht;
    return { segments, index: i };
  };

  it('points and free-spin prizes are capped as well: 50,000 points or 100 spins on a segment wait for finance', async () => {
    const m = await op('marketing', 'ตลาดวงล้อพอยท์');
    const f = await op('finance', 'เงินวงล้อพอยท์');
    const wheel = await wheelOf(1, m);
    const before = await stored(wheel.id);
    const segments = segmentsForm(wheel);
    const i = segments.findIndex((s) => s.prize_kind === 'points' && s.enabled);
    const j = segments.findIndex((s) => s.prize_kind === 'spins' && s.enabled);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThanOrEqual(0);
    segments[i]!.prize_amount = 50_000;
    const asked = (await m.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments })).json();
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'wheel.segments' } } });
    expect(asked.data.approval.summary).toContain('50,000 พอยท์');
    expect(await stored(wheel.id)).toEqual(before);
    await expectRejected(f, asked.data.approval.id, 'พอยท์สูงเกินไป');
    expect(await stored(wheel.id)).toEqual(before);

    // Spins: 100 on a segment passes the 10 a save; approved, it is live and reported under the asker.
    const spins = segmentsForm(wheel);
    spins[j]!.prize_amount = 100;
    const askedSpins = (
      await m.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: spins })
    ).json();
    expect(askedSpins).toMatchObject({ error: 0, data: { approval: { kind: 'wheel.segments' } } });
    expect(await stored(wheel.id)).toEqual(before);
    expect((await approveRequest(f, askedSpins.data.approval.id)).json().error).toBe(0);
    expect((await stored(wheel.id))[j]).toMatchObject({ kind: 'spins', amount: 100n });
    const day = clock.now().toISOString().slice(0, 10);
    expect(await valueCreatedRows(f, day)).toContainEqual(
      expect.objectContaining({ operator: 'marketing:ตลาดวงล้อพอยท์', wheel_spins: 100 }),
    );

    // Within the caps (one more point on the points segment) it is live at once.
    const small = segmentsForm(await wheelOf(1, m));
    small[i]!.prize_amount = small[i]!.prize_amount + 1;
    const saved = (await m.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: small })).json();
    expect(saved).toMatchObject({ error: 0, data: { id: wheel.id } });
    expect((await stored(wheel.id))[i]).toMatchObject({ amount: BigInt(small[i]!.prize_amount) });
  });

  it('marketing raising a credit prize past its cap asks finance; the old prize stays live until approved', async () => {
    const wheel = await wheelOf(1);
    const before = await stored(wheel.id);
    const { segments, index } = withFirstCredit(wheel, 50_000);
    const asked = (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments })).json();
    expect(asked).toMatchObject({
      error: 0,
      data: {
        approval: { kind: 'wheel.segments', status: 'pending', requested_by: 'marketing:ตลาดวงล้อ' },
      },
    });
    expect(asked.data.approval.summary).toContain('50,000.00');
    // Not live: the segments spins draw are unchanged, and the back office lists the old prize.
    expect(await stored(wheel.id)).toEqual(before);
    expect((await wheelOf(1)).segments[index]!.prize_amount).toBe(wheel.segments[index]!.prize_amount);
    // The same save again answers the same request; another wheel change while it waits is refused.
    const again = (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments })).json();
    expect(again.data.approval.id).toBe(asked.data.approval.id);
    const other = withFirstCredit(wheel, 60_000).segments;
    expect(
      (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: other })).json().error,
    ).toBe(ERRORS.BO_APPROVAL_PENDING_EXISTS.code);

    // Marketing decides no request; finance does, and only then the prize is live.
    expect((await approveRequest(marketing, asked.data.approval.id)).statusCode).toBe(403);
    await expectApproved(finance, asked.data.approval.id);
    const live = await stored(wheel.id);
    expect(live[index]).toMatchObject({ kind: 'credit', amount: 50_000_00n });
    expect(await auditOf('wheel.segments', wheel.id)).toMatchObject({
      operator: 'finance:เงินวงล้อ',
      detail: { approval_id: asked.data.approval.id, requested_by: 'marketing:ตลาดวงล้อ' },
    });

    // Lowering a prize raises nothing: it goes ahead at once, whatever the caps.
    const lowered = (
      await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: segmentsForm(wheel) })
    ).json();
    expect(lowered).toMatchObject({ error: 0, data: { id: wheel.id } });
    expect(await stored(wheel.id)).toEqual(before);

    // The approved 50,000 ฿ is value created under marketing, who asked.
    expect(await valueCreatedRows(finance, '2026-03-16')).toContainEqual(
      expect.objectContaining({ operator: 'marketing:ตลาดวงล้อ', wheel: 50_000, coupon_spins: 0 }),
    );
  });

  it('the asker never approves their own request, even an admin; a rejected request changes nothing', async () => {
    const wheel = await wheelOf(2);
    const before = await stored(wheel.id);
    const { segments } = withFirstCredit(wheel, 20_000);
    const asked = (await adminA.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments })).json();
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'wheel.segments', status: 'pending' } },
    });
    await expectOwnApprovalRefused(adminA, asked.data.approval.id);
    await expectRejected(adminB, asked.data.approval.id, 'รางวัลสูงเกินไป');
    expect(await stored(wheel.id)).toEqual(before);
  });

  it('within the caps a raise is live at once; the day cap sums one operator’s raises; finance sets the caps', async () => {
    const caps = await valueCaps(marketing);
    expect(capOf(caps.caps, 'wheel_prizes')).toMatchObject({
      per_action: 1_000,
      per_operator_day: 10_000,
      roles: ['marketing'],
    });
    expect(caps.outside.map((c) => c.key)).not.toContain('wheel_prizes');
    // Marketing uses the path, so it does not set its caps; finance does, audited.
    expect((await setCap(marketing, 'wheel_prizes', 5_000, 5_000)).statusCode).toBe(403);
    const set = (await setCap(finance, 'wheel_prizes', 1_000, 1_500)).json();
    expect(capOf(set.data.caps, 'wheel_prizes')).toMatchObject({
      per_operator_day: 1_500,
      updated_by: 'finance:เงินวงล้อ',
    });

    // Tomorrow (a new Bangkok day), 800 ฿ is within both caps: live at once.
    clock.advance(24 * 3_600_000);
    // Sessions last hours: a marketing operator signs in on the new day.
    const m = await op('marketing', 'ตลาดวงล้อสอง');
    const wheel = await wheelOf(1, m);
    const first = withFirstCredit(wheel, 800);
    const saved = (
      await m.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: first.segments })
    ).json();
    expect(saved).toMatchObject({ error: 0, data: { id: wheel.id } });
    expect((await stored(wheel.id))[first.index]).toMatchObject({ amount: 800_00n });
    // Another 900 ฿ alone is within the action's cap, but 800 + 900 passes the day's 1,500 ฿.
    const second = withFirstCredit(await wheelOf(1, m), 900);
    const asked = (
      await m.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: second.segments })
    ).json();
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'wheel.segments', status: 'pending' } },
    });
    expect((await stored(wheel.id))[second.index]).toMatchObject({ amount: 800_00n });
    // Switching a credit segment on counts as setting its prize: off → on with 2,000 ฿ passes the action cap.
    const current = await wheelOf(2, m);
    const off = segmentsForm(current);
    const j = off.findIndex((s) => s.prize_kind === 'credit');
    off[j]!.enabled = false;
    expect(
      (await m.post(`/api/backoffice/wheels/${current.id}/segments`, { segments: off })).json().error,
    ).toBe(0);
    off[j]!.enabled = true;
    off[j]!.prize_amount = 2_000;
    const on = (await m.post(`/api/backoffice/wheels/${current.id}/segments`, { segments: off })).json();
    expect(on).toMatchObject({ error: 0, data: { approval: { kind: 'wheel.segments' } } });
  });
});
