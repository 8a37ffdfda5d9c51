import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { YeekeeStreamEvent } from '@ug99/contract';
import { requireAgent } from '#shared/agents.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { openTestRound, roundStatus } from '#testing/lotto.ts';
import { memberIdOf, registerMember } from '#testing/members.ts';
import { addShots } from '#testing/yeekee-close.ts';
import {
  createRoundBroadcaster,
  DATABASE_POLL_MS,
  FLUSH_MS,
  MAX_BUFFERED_BYTES,
  WRITE_SLICE,
} from './broadcaster.ts';
import type { RoundBroadcaster } from './broadcaster.ts';
import { createYeekeeFeed } from './feed.ts';
import type { YeekeeFeed } from './feed.ts';

/** A client's socket as the broadcaster sees it: every write kept, as the very Buffer it was given. */
function fakeSink(buffered = () => 0) {
  const writes: Buffer[] = [];
  let ended = false;
  return {
    writes,
    isEnded: () => ended,
    /** The shot seqs this client was written, in order. */
    seqs: () =>
      [
        ...Buffer.concat(writes)
          .toString()
          .matchAll(/^id: (\d+)$/gm),
      ].map((m) => Number(m[1])),
    sink: { write: (chunk: Buffer) => void writes.push(chunk), buffered, end: () => void (ended = true) },
  };
}

const shot = (seq: number): YeekeeStreamEvent => ({
  type: 'shot',
  shot: { seq, number: '12345', member: '08x-xxx-5678', at: new Date().toISOString() },
  sum: 12345 * seq,
  count: seq,
});

async function until(check: () => boolean, ms = 5_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(testDatabases())('yeekee round broadcaster on $kind', (target) => {
  let t: TestApp;
  let feed: YeekeeFeed;
  let broadcaster: RoundBroadcaster | undefined;
  beforeAll(async () => {
    t = await createTestApp(target);
    feed = createYeekeeFeed({});
  });
  afterEach(() => broadcaster?.endAll());
  afterAll(async () => {
    await feed.close();
    await t.close();
  });

  /** A broadcaster of a fresh round, and shots published as its instance's feed would hand them over. */
  async function start() {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: new Date(), code: 'yeekee' });
    const agentId = async () => (await requireAgent(db, t.config.agentCode)).id;
    broadcaster = createRoundBroadcaster(roundId, { db, feed, agentId, onIdle: () => {} });
    const publish = (...seqs: number[]) => Promise.all(seqs.map((seq) => feed.publish(roundId, shot(seq))));
    return { roundId, broadcaster, publish };
  }

  it("writes an interval's shots to every client as one chunk, the same bytes for all", async () => {
    const { broadcaster, publish } = await start();
    const clients = [fakeSink(), fakeSink(), fakeSink()];
    for (const c of clients) broadcaster.join(0, c.sink);
    await publish(1);
    await until(() => clients.every((c) => c.seqs().length === 1));
    const before = clients.map((c) => c.writes.length);

    await publish(2, 3, 4, 5);
    await until(() => clients.every((c) => c.seqs().length === 5));
    for (const [i, c] of clients.entries()) {
      expect(c.writes.length).toBe(before[i]! + 1);
      expect(c.seqs()).toEqual([1, 2, 3, 4, 5]);
    }
    const chunk = clients[0]!.writes.at(-1);
    for (const c of clients) expect(c.writes.at(-1)).toBe(chunk);
  });

  it('writes to more clients than one slice of sockets, every one of them the same chunk', async () => {
    const { broadcaster, publish } = await start();
    const clients = Array.from({ length: WRITE_SLICE * 2 + 7 }, () => fakeSink());
    for (const c of clients) broadcaster.join(0, c.sink);
    await publish(1);
    await until(() => clients.every((c) => c.seqs().length === 1));
    await publish(2, 3);
    await until(() => clients.every((c) => c.seqs().length === 3));
    const chunk = clients[0]!.writes.at(-1);
    expect(clients.filter((c) => c.writes.at(-1) !== chunk)).toEqual([]);
  });

  it('writes a shot no sooner than FLUSH_MS after it arrives, so the shots of that interval share it', async () => {
    const { broadcaster, publish } = await start();
    const client = fakeSink();
    broadcaster.join(0, client.sink);
    await publish(1);
    await until(() => client.seqs().length === 1);
    const published = performance.now();
    await publish(2);
    await until(() => client.seqs().length === 2);
    // Timers may fire a millisecond early.
    expect(performance.now() - published).toBeGreaterThanOrEqual(FLUSH_MS - 2);
  });

  it('brings a client that joins later up from memory, then gives it the shared chunks', async () => {
    const { broadcaster, publish } = await start();
    const early = fakeSink();
    broadcaster.join(0, early.sink);
    await publish(1, 2, 3, 4);
    await until(() => early.seqs().length === 4);

    const late = fakeSink();
    broadcaster.join(2, late.sink);
    await until(() => late.seqs().length === 2);
    expect(late.seqs()).toEqual([3, 4]);

    await publish(5, 6);
    await until(() => early.seqs().length === 6 && late.seqs().length === 4);
    expect(late.writes.at(-1)).toBe(early.writes.at(-1));
    expect(late.seqs()).toEqual([3, 4, 5, 6]);
  });

  it('holds a shot that arrives before the one it follows, and writes both in seq order', async () => {
    const { broadcaster, publish } = await start();
    const client = fakeSink();
    broadcaster.join(0, client.sink);
    await publish(2);
    await new Promise((r) => setTimeout(r, FLUSH_MS * 1.5));
    expect(client.seqs()).toEqual([]);
    await publish(1);
    await until(() => client.seqs().length === 2);
    expect(client.seqs()).toEqual([1, 2]);
  });

  it('drops a client whose socket no longer takes what it is written; the others go on', async () => {
    const { broadcaster, publish } = await start();
    let backlog = 0;
    const slow = fakeSink(() => backlog);
    const fast = fakeSink();
    broadcaster.join(0, slow.sink);
    broadcaster.join(0, fast.sink);
    await publish(1);
    await until(() => slow.seqs().length === 1 && fast.seqs().length === 1);

    backlog = MAX_BUFFERED_BYTES + 1;
    await publish(2);
    await until(() => fast.seqs().length === 2);
    expect(slow.isEnded()).toBe(true);
    expect(slow.seqs()).toEqual([1]);
    expect(fast.isEnded()).toBe(false);
    expect(broadcaster.clientCount()).toBe(1);
  });

  it('lets go of the round when its last client leaves', async () => {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: new Date(), code: 'yeekee' });
    let idle = 0;
    const agentId = async () => (await requireAgent(db, t.config.agentCode)).id;
    const own = createRoundBroadcaster(roundId, { db, feed, agentId, onIdle: () => (idle += 1) });
    const a = own.join(0, fakeSink().sink);
    const b = own.join(0, fakeSink().sink);
    a.end();
    expect(idle).toBe(0);
    b.end();
    expect(idle).toBe(1);
    expect(own.clientCount()).toBe(0);
  });

  it('reads the database every second while the feed cannot hear other instances (Redis away)', async () => {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: new Date(), code: 'yeekee' });
    const agentId = async () => (await requireAgent(db, t.config.agentCode)).id;
    const cutOff: YeekeeFeed = { ...feed, deaf: () => true };
    broadcaster = createRoundBroadcaster(roundId, { db, feed: cutOff, agentId, onIdle: () => {} });
    const client = fakeSink();
    broadcaster.join(0, client.sink);
    // Shots another instance took: committed, but never published to this one.
    const memberId = await memberIdOf(db, await registerMember(t));
    await addShots(db, roundId, [
      { memberId, number: '11111' },
      { memberId, number: '22222' },
    ]);
    await until(() => client.seqs().length === 2, DATABASE_POLL_MS * 3);
    expect(client.seqs()).toEqual([1, 2]);
    // The round's close, which its publisher could not send either, reaches the stream the same way.
    await roundStatus(db, roundId, 'closed');
    await until(
      () => Buffer.concat(client.writes).toString().includes('"type":"closed"'),
      DATABASE_POLL_MS * 3,
    );
  });
});
