import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollChoices, polls, pollWinners } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { depositFor } from '#testing/campaigns.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { createPollJobs, drawPoll } from './close.ts';
import { newPollSeed, pollSeedHash } from './draw.ts';
import { checkDraw } from './verify.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('polls on $kind', (target) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (app) => {
    t = app;
    // The seed opened poll 1 at the real time of seeding, after this clock was made.
    clock.set(new Date());
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json());

  /** A poll open from 10 minutes ago for `minutes`, 1 vote per 1,000 ฿, 2 winners of 5 spins. */
  async function openPoll(minutes = 40) {
    const seed = newPollSeed();
    const now = clock.now().getTime();
    const [poll] = await db()
      .insert(polls)
      .values({
        agentId: 1,
        title: 'ทดสอบ',
        description: 'ทดสอบโหวต',
        images: [],
        metadata: {},
        opensAt: new Date(now - 10 * MINUTE),
        closesAt: new Date(now + minutes * MINUTE),
        satangPerVote: 1_000_00n,
        winnerCount: 2,
        prizeSpins: 5,
        seed,
        seedHash: pollSeedHash(seed),
      })
      .returning();
    const choices = await db()
      .insert(pollChoices)
      .values(['ก', 'ข'].map((label, position) => ({ pollId: poll!.id, position, label, image: '' })))
      .returning();
    return { poll: poll!, choices: choices.map((c) => c.id) };
  }
  const vote = (m: Registered, pollId: number, choiceId: number) =>
    asMember(t, m.token)
      .post('/api/poll/submit', { poll_id: pollId, choice_id: choiceId })
      .then((r) => r.json());

  it('serves the seeded poll 1 with its choices, window and the seed hash only', async () => {
    const config = await get('/api/poll/config?poll_id=1&agent_id=1');
    expect(config.error).toBe(0);
    expect(config.data).toMatchObject({ poll_id: 1, state: 'open', baht_per_vote: 1_000 });
    expect(config.data.choices).toHaveLength(3);
    expect(config.data.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(config)).not.toContain('"seed"');
    expect((await get('/api/poll/config?poll_id=999')).error).toBe(9070);
    expect((await get('/api/poll/config?poll_id=1&agent_id=2')).error).toBe(9070);
    expect((await get('/api/poll/winners?poll_id=1')).error).toBe(9075);
  });

  it('earns one vote per 1,000 ฿ deposited during the campaign and spends them one by one', async () => {
    const { poll, choices } = await openPoll();
    const m = await registerMember(t);
    const none = (await asMember(t, m.token).get(`/api/poll/quota/check?poll_id=${poll.id}`)).json();
    expect(none.data).toMatchObject({ quota: 0, used: 0, can_vote: false, last_updated_quota: null });
    expect((await vote(m, poll.id, choices[0]!)).error).toBe(9073);

    await depositFor(t, m, 1_500, clock.now());
    await depositFor(t, m, 600, clock.now());
    const quota = (await asMember(t, m.token).get(`/api/poll/quota/get?poll_id=${poll.id}`)).json();
    expect(quota.data).toMatchObject({ quota: 2, used: 0, remaining: 2, deposited: 2_100 });
    expect(quota.data.last_updated_quota).toBe(clock.now().toISOString());

    expect((await vote(m, poll.id, choices[0]!)).data.quota).toMatchObject({ used: 1, remaining: 1 });
    expect((await vote(m, poll.id, choices[1]!)).data.quota).toMatchObject({ used: 2, remaining: 0 });
    const refused = await vote(m, poll.id, choices[1]!);
    expect(refused.error).toBe(9073);
    expect(refused.message).toContain('1,000.00 บาท');
    expect((await vote(m, poll.id, 999_999)).error).toBe(9074);
    const stats = await get(`/api/poll/stats?poll_id=${poll.id}`);
    expect(stats.data).toMatchObject({ total_votes: 2, choices: [{ votes: 1 }, { votes: 1 }] });
  });

  it('refuses votes before the opening and after the close', async () => {
    const { poll, choices } = await openPoll(5);
    const m = await registerMember(t);
    await depositFor(t, m, 1_000, clock.now());
    await db()
      .update(polls)
      .set({ opensAt: new Date(clock.now().getTime() + MINUTE) })
      .where(eq(polls.id, poll.id));
    const early = await vote(m, poll.id, choices[0]!);
    expect(early.error).toBe(9071);
    expect(early.message).toContain('เปิดให้โหวต');
    await db()
      .update(polls)
      .set({ opensAt: new Date(clock.now().getTime() - 10 * MINUTE), closesAt: clock.now() })
      .where(eq(polls.id, poll.id));
    expect((await vote(m, poll.id, choices[0]!)).error).toBe(9072);
  });

  it('draws the winners once at close among voters of the winning choice, verifiably', async () => {
    const { poll, choices } = await openPoll(30);
    const voters = await Promise.all([1, 2, 3].map(() => registerMember(t)));
    for (const m of voters) await depositFor(t, m, 2_000, clock.now());
    await vote(voters[0]!, poll.id, choices[0]!);
    await vote(voters[0]!, poll.id, choices[0]!);
    await vote(voters[1]!, poll.id, choices[0]!);
    await vote(voters[2]!, poll.id, choices[1]!);

    // Not yet: the job leaves an open poll alone.
    const [job] = createPollJobs();
    expect(await drawPoll(db(), poll.id, clock.now())).toMatchObject({ drawn: false });
    clock.advance(31 * MINUTE);
    await job!.run({ db: db(), now: clock.now() });
    expect(await drawPoll(db(), poll.id, clock.now())).toMatchObject({ drawn: false });

    const [config, stats, winners] = await Promise.all(
      ['config', 'stats', 'winners'].map((c) => get(`/api/poll/${c}?poll_id=${poll.id}`)),
    );
    expect(config.data.state).toBe('drawn');
    expect(winners.data.winning_choice_id).toBe(choices[0]);
    expect(winners.data.tickets).toHaveLength(2);
    expect(winners.data.winners).toHaveLength(2);
    expect(pollSeedHash(winners.data.seed)).toBe(config.data.seed_hash);
    expect(checkDraw(poll.id, config.data, stats.data, winners.data).agrees).toBe(true);
    const stored = await db().select().from(pollWinners).where(eq(pollWinners.pollId, poll.id));
    expect(stored.map((w) => w.prize)).toEqual(['granted', 'granted']);
    // Each winner got the poll's 5 free spins, once, beside the spin each 2,000 ฿ deposit brought with it;
    // the voter of the losing choice only that one.
    const spins = async (m: Registered) =>
      (await asMember(t, m.token).get('/api/wheel/config')).json().data?.free_spins as number;
    expect(await spins(voters[0]!)).toBe(1 + 5);
    expect(await spins(voters[1]!)).toBe(1 + 5);
    expect(await spins(voters[2]!)).toBe(1);
  });
});
