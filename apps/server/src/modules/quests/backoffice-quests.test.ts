import { describe, expect, it } from 'vitest';
import type { BoQuest } from '@ug99/contract';
import { quests } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { ENGAGEMENT_START, engagementBackofficeApp } from '#testing/engagement.ts';
import { asMember, registerMember } from '#testing/members.ts';

// The back office's quests calls (docs/BACKOFFICE.md#engagement), a use case of this domain behind the
// back office's role check, audit and caps: each action's happy path and audit row, and bad input that
// changes nothing.

const DAY = 86_400_000;

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  let t: TestApp;
  const { clock, audits, rowsIn, marketing } = engagementBackofficeApp(target, (app) => (t = app));

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
        clock.set(ENGAGEMENT_START);
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
        clock.set(ENGAGEMENT_START);
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
});
