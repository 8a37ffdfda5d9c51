import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BROADCAST_EVERY_MINUTES, ERRORS } from '@ug99/contract';
import { loadConfig } from '#config';
import {
  broadcasts,
  inboxItems,
  ledgerMemberDailyFlows,
  ledgerMemberFlowTotals,
  operatorAuditLog,
  responsibleGamingSettings,
} from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { manualClock } from '#shared/clock.ts';
import { fakeLineVerifier } from '#testing/affiliate.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { createBroadcastJobs } from './jobs.ts';

// The operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast): the audience's filters, the
// marketing opt-out and cool-off respected, the count that matches what is sent, one item per member
// however often the job runs or restarts, the pace per operator, and the audit entry.

const DAY = 86_400_000;
const SITE = 'https://ug99.example';
const LINE_TOKEN = 'token-of-line-member-aaaaaaaaaa';
const message = { title: 'โปรพิเศษสุดสัปดาห์', body: 'ฝากวันนี้รับโบนัสเพิ่ม', link: '/promotions' };

describe.each(testDatabases())('the broadcast on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
  let t: TestApp;
  let marketing: ReturnType<typeof asOperator>;
  let marketing2: ReturnType<typeof asOperator>;
  let support: ReturnType<typeof asOperator>;
  const who: Record<'hero' | 'gold' | 'linked' | 'optedOut' | 'coolOff', { m: Registered; id: number }> =
    {} as never;
  const vip = {
    goldDepositSatang: 100_00n,
    goldTurnoverSatang: 1_000_000_00n,
    heroDepositSatang: 1_000_00n,
    heroTurnoverSatang: 10_000_000_00n,
  };

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(target, {
      clock,
      config: {
        siteUrl: SITE,
        contentLinkHosts: ['line.me'],
        members: { ...config.members, checkAccountMaxPerIp: 100_000, vip },
      },
      lineVerifier: fakeLineVerifier({ [LINE_TOKEN]: { userId: 'Ubroadcast1', displayName: null } }),
    });
    marketing = asOperator(t, (await operatorSession(t, 'marketing', 'ตลาด', { now: clock.now() })).cookie);
    marketing2 = asOperator(
      t,
      (await operatorSession(t, 'marketing', 'ตลาดสอง', { now: clock.now() })).cookie,
    );
    support = asOperator(t, (await operatorSession(t, 'support', 'ช่วย', { now: clock.now() })).cookie);
    for (const name of ['hero', 'gold', 'linked', 'optedOut', 'coolOff'] as const) {
      const m = await registerMember(t);
      who[name] = { m, id: await memberIdOf(t.database.db, m) };
    }
    const db = t.database.db;
    // Lifetime and daily deposits as the ledger keeps them: hero today, gold ten days ago.
    const today = bangkokDate(clock.now());
    const tenDaysAgo = bangkokDate(new Date(clock.now().getTime() - 10 * DAY));
    await db.insert(ledgerMemberFlowTotals).values([
      { memberId: who.hero.id, deposits: 1_500_00n },
      { memberId: who.gold.id, deposits: 200_00n },
    ]);
    await db.insert(ledgerMemberDailyFlows).values([
      { memberId: who.hero.id, day: today, deposits: 1_500_00n },
      { memberId: who.gold.id, day: tenDaysAgo, deposits: 200_00n },
    ]);
    expect(
      (await asMember(t, who.linked.m.token).post('/api/member/line/link', { id_token: LINE_TOKEN })).json(),
    ).toMatchObject({ error: 0 });
    await db.insert(responsibleGamingSettings).values({
      memberId: who.coolOff.id,
      realityCheckMinutes: 0,
      coolOffUntil: new Date(clock.now().getTime() + 7 * DAY),
      updatedAt: clock.now(),
    });
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const preview = (audience: object) =>
    marketing.post('/api/backoffice/broadcasts/preview', { ...message, audience });
  const announcementsOf = (memberId: number) =>
    db()
      .select({
        title: inboxItems.title,
        body: inboxItems.body,
        link: inboxItems.link,
        source: inboxItems.source,
      })
      .from(inboxItems)
      .where(and(eq(inboxItems.memberId, memberId), eq(inboxItems.kind, 'announcement')));
  const runners = () =>
    [1, 2].map(() =>
      createJobRunner({ database: t.database, clock, jobs: createBroadcastJobs({ agentId: 1, vip }) }),
    );

  it('lets the member turn marketing messages off and on, on by default', async () => {
    const m = asMember(t, who.optedOut.m.token);
    expect((await m.get('/api/member/inbox/settings')).json()).toMatchObject({ data: { marketing: true } });
    expect((await m.post('/api/member/inbox/settings', { marketing: 'no' })).statusCode).toBe(400);
    expect((await m.post('/api/member/inbox/settings', { marketing: false })).json()).toMatchObject({
      error: 0,
      data: { marketing: false },
    });
    expect((await m.get('/api/member/inbox/settings')).json()).toMatchObject({ data: { marketing: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/member/inbox/settings' })).statusCode).toBe(401);
  });

  it('previews what a member sees and counts each audience, without opted-out or cooling-off members', async () => {
    const all = (await preview({})).json();
    expect(all).toMatchObject({
      error: 0,
      data: {
        recipients: 3,
        item: message,
        line_text: `${message.title}\n\n${message.body}\n\nดูรายละเอียด: ${SITE}/promotions`,
      },
    });
    const count = async (audience: object) => (await preview(audience)).json().data.recipients;
    expect(await count({ vip_levels: [2] })).toBe(1);
    expect(await count({ vip_levels: [1, 2] })).toBe(2);
    expect(await count({ vip_levels: [0] })).toBe(1);
    expect(await count({ deposited_within_days: 7 })).toBe(1);
    expect(await count({ deposited_within_days: 11 })).toBe(2);
    expect(await count({ line_linked: true })).toBe(1);
    expect(await count({ line_linked: true, vip_levels: [2] })).toBe(0);
  });

  it('refuses bad input with a Thai message, other roles with 403, and an empty audience; nothing is written', async () => {
    for (const body of [
      { ...message, title: ' ', audience: {} },
      { ...message, body: 'ก'.repeat(501), audience: {} },
      { ...message, link: 'javascript:alert(1)', audience: {} },
      { ...message, audience: { vip_levels: [5] } },
      { ...message, audience: { vip_levels: [] } },
      { ...message, audience: { deposited_within_days: 0 } },
      { ...message, audience: { everyone: true } },
    ]) {
      const res = await marketing.post('/api/backoffice/broadcasts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const elsewhere = await marketing.post('/api/backoffice/broadcasts', {
      ...message,
      link: 'https://evil.example/x',
      audience: {},
    });
    expect(elsewhere.json()).toMatchObject({ error: ERRORS.BO_LINK_HOST_NOT_ALLOWED.code });
    // A link to a listed host is accepted.
    const listed = await marketing.post('/api/backoffice/broadcasts/preview', {
      ...message,
      link: 'https://line.me/R/ti/p/@ug99',
      audience: {},
    });
    expect(listed.json()).toMatchObject({ error: 0 });
    expect((await support.post('/api/backoffice/broadcasts', { ...message, audience: {} })).statusCode).toBe(
      403,
    );
    expect(
      (
        await marketing.post('/api/backoffice/broadcasts', {
          ...message,
          audience: { line_linked: true, vip_levels: [2] },
        })
      ).json(),
    ).toMatchObject({
      error: ERRORS.BROADCAST_NO_RECIPIENTS.code,
      message: ERRORS.BROADCAST_NO_RECIPIENTS.message,
    });
    expect(await db().select().from(broadcasts)).toEqual([]);
  });

  it('sends once per member across two instances, audits it, and paces each operator', async () => {
    const sent = (await marketing.post('/api/backoffice/broadcasts', { ...message, audience: {} })).json();
    expect(sent).toMatchObject({
      error: 0,
      data: { recipients: 3, delivered: 0, status: 'sending', operator: 'marketing:ตลาด', audience: {} },
    });
    const id = sent.data.id as number;
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'broadcast:send'), eq(operatorAuditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      operator: 'marketing:ตลาด',
      targetType: 'broadcast',
      detail: { audience: {}, recipients: 3 },
      after: message,
    });
    // The same operator again within the pace: refused, nothing recorded; another operator may send.
    expect(
      (await marketing.post('/api/backoffice/broadcasts', { ...message, audience: {} })).json(),
    ).toMatchObject({
      error: ERRORS.BROADCAST_TOO_SOON.code,
    });
    expect(await db().select().from(broadcasts)).toHaveLength(1);

    const [a, b] = runners();
    await Promise.all([a!.runDue(), b!.runDue(), a!.runDue()]);
    clock.advance(10_000);
    await Promise.all([a!.runDue(), b!.runDue()]);
    for (const name of ['hero', 'gold', 'linked'] as const) {
      expect(await announcementsOf(who[name].id), name).toEqual([{ ...message, source: `broadcast:${id}` }]);
    }
    expect(await announcementsOf(who.optedOut.id)).toEqual([]);
    expect(await announcementsOf(who.coolOff.id)).toEqual([]);
    const listed = (await marketing.get('/api/backoffice/broadcasts')).json().data;
    expect(listed).toMatchObject({ total: 1, items: [{ id, status: 'done', delivered: 3, recipients: 3 }] });

    // Restarted from the beginning (as after a lost record of progress): still one item per member.
    await db().update(broadcasts).set({ status: 'sending', lastMemberId: 0 }).where(eq(broadcasts.id, id));
    clock.advance(10_000);
    await a!.runDue();
    for (const name of ['hero', 'gold', 'linked'] as const) {
      expect(await announcementsOf(who[name].id)).toHaveLength(1);
    }

    // A restart resumes after the last committed batch: members before it are not visited again.
    const second = (
      await marketing2.post('/api/backoffice/broadcasts', { ...message, title: 'ประกาศที่สอง', audience: {} })
    ).json().data;
    await db().update(broadcasts).set({ lastMemberId: who.gold.id }).where(eq(broadcasts.id, second.id));
    clock.advance(10_000);
    await a!.runDue();
    const secondOf = async (memberId: number) =>
      (await announcementsOf(memberId)).filter((i) => i.source === `broadcast:${second.id}`);
    expect(await secondOf(who.hero.id)).toEqual([]);
    expect(await secondOf(who.linked.id)).toHaveLength(1);

    clock.advance(BROADCAST_EVERY_MINUTES * 60_000);
    expect(
      (await marketing.post('/api/backoffice/broadcasts', { ...message, audience: {} })).json().error,
    ).toBe(0);
  });
});
