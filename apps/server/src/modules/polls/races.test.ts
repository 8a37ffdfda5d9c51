import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollChoices, pollMemberVotes, polls, pollVotes } from '#db/schema/index.ts';
import { systemClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { depositFor } from '#testing/campaigns.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { memberIdOf, registerMember } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { newPollSeed, pollSeedHash } from './draw.ts';
import { createPollService } from './service.ts';

const postgres = racePostgres();

describe.runIf(postgres)('poll races on PostgreSQL', () => {
  let t: TestApp;
  const { db } = suiteTestApp(postgres!, { config: paymentsConfig() }, (app) => (t = app));

  async function pollWithChoice() {
    const seed = newPollSeed();
    const [poll] = await db()
      .insert(polls)
      .values({
        agentId: 1,
        title: 'race',
        description: 'race',
        images: [],
        metadata: {},
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
        satangPerVote: 1_000_00n,
        winnerCount: 1,
        prizeSpins: 1,
        seed,
        seedHash: pollSeedHash(seed),
      })
      .returning();
    const [choice] = await db()
      .insert(pollChoices)
      .values({ pollId: poll!.id, position: 0, label: 'ก', image: '' })
      .returning();
    return { poll: poll!, choice: choice! };
  }

  async function memberWithVotes(baht: number) {
    const m = await registerMember(t);
    await depositFor(t, m, baht);
    return { id: await memberIdOf(db(), m), phone: m.phone, agentId: 1, sessionId: 0 };
  }

  it('never lets 40 parallel votes pass a quota of 3', async () => {
    const { poll, choice } = await pollWithChoice();
    const member = await memberWithVotes(3_000);
    const service = createPollService(db(), systemClock, async () => 1);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => service.submit(member, { poll_id: poll.id, choice_id: choice.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { key?: string }).key === 'POLL_NO_QUOTA')).toBe(true);
    expect(await db().select().from(pollVotes).where(eq(pollVotes.pollId, poll.id))).toHaveLength(3);
    const [used] = await db().select().from(pollMemberVotes).where(eq(pollMemberVotes.pollId, poll.id));
    expect(used!.used).toBe(3);
  }, 60_000);

  it('spends one vote for 20 parallel copies of one request, and answers a later retry with it', async () => {
    const { poll, choice } = await pollWithChoice();
    const member = await memberWithVotes(3_000);
    const service = createPollService(db(), systemClock, async () => 1);
    const request = { poll_id: poll.id, choice_id: choice.id, request_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => service.submit(member, request)));
    expect(new Set(answers.map((a) => a.vote_id)).size).toBe(1);
    const retry = await service.submit(member, request);
    expect(retry.vote_id).toBe(answers[0]!.vote_id);
    expect(retry.quota).toMatchObject({ quota: 3, used: 1, remaining: 2 });
    expect(await db().select().from(pollVotes).where(eq(pollVotes.pollId, poll.id))).toHaveLength(1);
  }, 60_000);
});
