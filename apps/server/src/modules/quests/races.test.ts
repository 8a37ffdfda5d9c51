import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberCheckins, questClaims } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { TestApp } from '#testing/app.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { addTurnover } from '#testing/engagement.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';

const postgres = racePostgres();

describe.runIf(postgres)('quest and check-in races on PostgreSQL', () => {
  let t: TestApp;
  const { db } = suiteTestApp(postgres!, {}, (app) => (t = app));

  it('pays one reward for 20 parallel claims of a quest, and a later retry moves nothing', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, bangkokDate(new Date()), 1_000);
    const quests = (await asMember(t, m.token).get('/api/quest/list')).json().data.quests;
    const quest = quests.find((q: { code: string }) => q.code === 'daily_turnover_1000');
    const claim = () => asMember(t, m.token).post('/api/quest/redeem', { quest_id: quest.id });
    const codes = (await Promise.all(Array.from({ length: 20 }, claim))).map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 9012)).toBe(true);
    expect((await claim()).json().error).toBe(9012);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(20n);
    const claims = await db()
      .select()
      .from(questClaims)
      .where(and(eq(questClaims.memberId, id), eq(questClaims.questId, quest.id)));
    expect(claims).toHaveLength(1);
  }, 60_000);

  it('checks in once for 20 parallel check-ins', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asMember(t, m.token).post('/api/event/quest')),
    );
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 9013)).toBe(true);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(5n);
    expect(await db().select().from(memberCheckins).where(eq(memberCheckins.memberId, id))).toHaveLength(1);
  }, 60_000);
});
