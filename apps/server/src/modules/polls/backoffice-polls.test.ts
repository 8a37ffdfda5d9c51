import { describe, expect, it } from 'vitest';
import { polls } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { engagementBackofficeApp } from '#testing/engagement.ts';

// The back office's polls calls (docs/BACKOFFICE.md#engagement), a use case of this domain behind the
// back office's role check, audit and caps: each action's happy path and audit row, and bad input that
// changes nothing.

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  const { audits, rowsIn, marketing } = engagementBackofficeApp(target);

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
});
