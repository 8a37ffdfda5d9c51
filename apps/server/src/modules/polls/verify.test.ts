import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollChoices, polls } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { depositFor } from '#testing/campaigns.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { drawPoll } from './close.ts';
import { newPollSeed, pollSeedHash } from './draw.ts';
import { verifyPoll } from './verify.ts';

const MINUTE = 60_000;

// poll:verify reads a running site over HTTP, so this app listens on a free port.
describe('poll:verify against a running site', () => {
  const clock = manualClock(new Date());
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { clock, config: paymentsConfig() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('recomputes the published winners of a drawn poll and agrees', async () => {
    const db = t.database.db;
    const seed = newPollSeed();
    const now = clock.now().getTime();
    const [poll] = await db
      .insert(polls)
      .values({
        agentId: 1,
        title: 'verify',
        description: 'verify',
        images: [],
        metadata: {},
        opensAt: new Date(now - MINUTE),
        closesAt: new Date(now + 10 * MINUTE),
        satangPerVote: 1_000_00n,
        winnerCount: 3,
        prizeSpins: 1,
        seed,
        seedHash: pollSeedHash(seed),
      })
      .returning();
    const [choice] = await db
      .insert(pollChoices)
      .values({ pollId: poll!.id, position: 0, label: 'ก', image: '' })
      .returning();
    for (let i = 0; i < 5; i++) {
      const m = await registerMember(t);
      await depositFor(t, m, 1_000, clock.now());
      const voted = await asMember(t, m.token).post('/api/poll/submit', {
        poll_id: poll!.id,
        choice_id: choice!.id,
      });
      expect(voted.json().error).toBe(0);
    }
    clock.advance(11 * MINUTE);
    expect((await drawPoll(db, poll!.id, clock.now())).winners).toBe(3);

    const report = await verifyPoll(url, poll!.id);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.agrees).toBe(true);
    expect(report.recomputed).toHaveLength(3);
  });
});
