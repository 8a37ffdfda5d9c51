import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { engagementBackofficeApp } from '#testing/engagement.ts';
import { memberIdOf, registerMember } from '#testing/members.ts';

// The back office's points adjustments calls (docs/BACKOFFICE.md#engagement), a use case of this domain behind the
// back office's role check, audit and caps: each action's happy path and audit row, and bad input that
// changes nothing.

describe.each(testDatabases())('back-office engagement on $kind', (target) => {
  let t: TestApp;
  const { db, audits, operator, marketing } = engagementBackofficeApp(target, (app) => (t = app));
  const finance = operator('finance', 'เงิน');

  describe('points adjustments', () => {
    it('credits and takes back points like points:adjust, once per request id, audited; finance may too', async () => {
      const member = await registerMember(t);
      const memberId = await memberIdOf(db(), member);
      const requestId = randomUUID();
      const body = { phone: member.phone, points: 120, reason: 'ชดเชยกิจกรรม', request_id: requestId };
      const first = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(first).toMatchObject({ error: 0, data: { member_id: memberId, points: 120, replayed: false } });
      const again = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(again.data).toMatchObject({ transfer_id: first.data.transfer_id, replayed: true });
      const back = await finance.post('/api/backoffice/points/adjust', {
        ...body,
        points: -20,
        request_id: randomUUID(),
      });
      expect(back.json().data.points).toBe(100);
      expect(await accountBalance(db(), { memberPoints: memberId })).toBe(100n);
      const rows = await audits('member', memberId, 'points:adjust');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ before: { points: 120 }, after: { points: 100 }, ip: '127.0.0.1' });
      expect(rows[1]).toMatchObject({
        operator: 'marketing:ตลาด',
        before: { points: 0 },
        after: { points: 120 },
      });
    });

    it('refuses taking back more than the member holds, an unknown phone and bad input, changing nothing', async () => {
      const member = await registerMember(t);
      const memberId = await memberIdOf(db(), member);
      const body = { phone: member.phone, points: -5, reason: 'หักคืน', request_id: randomUUID() };
      const short = (await marketing.post('/api/backoffice/points/adjust', body)).json();
      expect(short.error).toBe(12259);
      expect(short.message).toMatch(/พอยท์ไม่พอ/);
      const nobody = (
        await marketing.post('/api/backoffice/points/adjust', { ...body, phone: '0999999999' })
      ).json();
      expect(nobody.message).toMatch(/ไม่พบสมาชิก/);
      for (const bad of [
        { ...body, points: 0 },
        { ...body, points: 1.5 },
        { ...body, reason: ' ' },
        { ...body, phone: '12345' },
        { ...body, request_id: 'again' },
      ]) {
        expect((await marketing.post('/api/backoffice/points/adjust', bad)).statusCode).toBe(400);
      }
      expect(await accountBalance(db(), { memberPoints: memberId })).toBe(0n);
      expect(await audits('member', memberId, 'points:adjust')).toHaveLength(0);
    });
  });
});
