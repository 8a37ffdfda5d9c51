import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wheelExpectedValue } from '@ug99/contract';
import type { BoWheel } from '@ug99/contract';
import { wheelSegments } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { engagementBackofficeApp } from '#testing/engagement.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { backofficeWheel, segmentsForm } from '#testing/wheel-segments.ts';

// The back office's the wheel calls (docs/BACKOFFICE.md#engagement), a use case of this domain behind the
// back office's role check, audit and caps: each action's happy path and audit row, and bad input that
// changes nothing.

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  let t: TestApp;
  const { db, audits, marketing } = engagementBackofficeApp(target, (app) => (t = app));

  describe('the wheel', () => {
    const wheelOf = (tab: number) => backofficeWheel(marketing, tab);

    it("lists each wheel with its segments and the expected value the form's function gives", async () => {
      const wheel = await wheelOf(1);
      expect(wheel.segments.length).toBeGreaterThanOrEqual(2);
      expect(wheel.expected).toEqual(wheelExpectedValue(wheel.segments));
    });

    it('saves new weights, labels and a switched-off segment, audited; members see the new odds', async () => {
      const wheel = await wheelOf(1);
      const edited = segmentsForm(wheel);
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
      await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: segmentsForm(wheel) });
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
      const zero = segmentsForm(wheel);
      zero[0]!.weight = 0;
      expect(
        (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: zero })).statusCode,
      ).toBe(400);
      const lonely = segmentsForm(wheel).map((s, i) => ({ ...s, enabled: i === 0 }));
      const one = (
        await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: lonely })
      ).json();
      expect(one).toMatchObject({ error: 12253 });
      expect(one.message).toMatch(/อย่างน้อย 2 ช่อง/);
      const missing = segmentsForm(wheel).slice(1);
      expect(
        (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: missing })).json()
          .error,
      ).toBe(12253);
      expect(
        (
          await marketing.post('/api/backoffice/wheels/2000000000/segments', {
            segments: segmentsForm(wheel),
          })
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
});
