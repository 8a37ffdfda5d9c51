import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '#config';
import { lineDeliveries } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { runInLedgerTransaction } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { startFakeLineApi } from '#testing/line-api.ts';
import type { FakeLineApi } from '#testing/line-api.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import { DELIVERY_RETRY_DELAYS_MS } from './delivery-queue.ts';
import { notifyMembers } from './inbox.ts';
import { notifyAndRollBack, notifyPaidWithdrawal, runOnTwoInstances } from './notifications.testing.ts';
import { createLineJobs, lineOutcomeOf } from './line/deliver.ts';
import { lineMessagingApi } from './line/messaging-api.ts';

// LINE messages (docs/NOTIFICATIONS.md#line-messages): every LINE call goes to LINE_API_BASE, here a local
// fake LINE API that checks the bearer token and records what it was sent. A new item of a member with a
// linked LINE user is pushed once, with one retry key, however many instances run the job.

const SITE = 'https://ug99.example';
const CHANNEL_ID = '1650000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let sequence = 0;

describe('the Messaging API adapter against the fake LINE API', () => {
  let line: FakeLineApi;
  beforeAll(async () => {
    line = await startFakeLineApi();
  });
  afterAll(async () => line?.close());

  it('sends the bearer token and the retry key; a wrong token is refused (401, a failure)', async () => {
    const push = lineMessagingApi({ apiBase: line.base, channelAccessToken: line.token });
    const message = { type: 'text' as const, text: 'ทดสอบ' };
    expect(await push('Uadapter1', [message], '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(200);
    expect(line.pushes).toEqual([
      { to: 'Uadapter1', messages: [message], retryKey: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    ]);
    // The same retry key again: LINE answers 409, which counts as sent.
    const again = await push('Uadapter1', [message], '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(again).toBe(409);
    expect(lineOutcomeOf(again)).toBe('sent');
    expect(line.pushes).toHaveLength(1);

    const wrong = lineMessagingApi({
      apiBase: line.base,
      channelAccessToken: 'not-the-channel-token-000000',
    });
    const refused = await wrong('Uadapter1', [message], '7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(refused).toBe(401);
    expect(lineOutcomeOf(refused)).toBe('failed');
    expect(line.refused).toEqual(['Bearer not-the-channel-token-000000']);
  });

  it('calls no answer, a 429 and a 5xx worth another try, and other 4xx a failure', async () => {
    const nowhere = lineMessagingApi({ apiBase: 'http://127.0.0.1:1', channelAccessToken: line.token });
    expect(await nowhere('U1', [{ type: 'text', text: 'x' }], '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(
      null,
    );
    expect([null, 429, 500, 503].map(lineOutcomeOf)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([400, 403, 404].map(lineOutcomeOf)).toEqual(['failed', 'failed', 'failed']);
  });
});

describe.each(testDatabases())('LINE messages on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-23T03:00:00Z'));
  let line: FakeLineApi;
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    line = await startFakeLineApi();
    const config = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(target, {
      clock,
      config: {
        siteUrl: SITE,
        line: {
          ...config.line,
          loginChannelId: CHANNEL_ID,
          apiBase: line.base,
          channelAccessToken: line.token,
        },
      },
    });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    await line?.close();
  });

  const db = () => t.database.db;
  const runners = () =>
    [1, 2].map(() =>
      createJobRunner({
        database: t.database,
        clock,
        jobs: createLineJobs({
          push: lineMessagingApi({ apiBase: line.base, channelAccessToken: line.token }),
          siteUrl: SITE,
        }),
      }),
    );
  /** A member linked to `userId` through the LIFF link, whose token the fake LINE API verifies. */
  const linkedMember = async (userId: string) => {
    const m = await registerMember(t);
    const res = await asMember(t, m.token).post('/api/member/line/link', {
      id_token: line.idToken(userId, 'สมชาย'),
    });
    expect(res.json()).toMatchObject({ error: 0, data: { line_user_id: userId } });
    return memberIdOf(db(), m);
  };
  const paid = (memberId: number) =>
    notifyPaidWithdrawal(db(), clock.now(), memberId, 8_000_000 + (sequence += 1));
  const deliveriesOf = (memberId: number) =>
    db()
      .select({
        status: lineDeliveries.status,
        attempts: lineDeliveries.attempts,
        last: lineDeliveries.lastStatus,
      })
      .from(lineDeliveries)
      .where(eq(lineDeliveries.memberId, memberId));
  const callsTo = (userId: string) => line.calls.filter((c) => c.to === userId);

  it('verifies the LIFF ID token at LINE_API_BASE with our channel id', async () => {
    const userId = `Uverify${(sequence += 1)}`;
    await linkedMember(userId);
    expect(line.verified.at(-1)).toEqual({ idToken: expect.stringContaining(userId), clientId: CHANNEL_ID });
    const m = await registerMember(t);
    const refused = await asMember(t, m.token).post('/api/member/line/link', {
      id_token: 'forged-token-0000000000000',
    });
    expect(refused.json()).toMatchObject({ error: 9111 });
  });

  it('pushes a new item once to the linked LINE user under two instances, in Thai with the absolute link', async () => {
    const userId = `Uonce${(sequence += 1)}`;
    const id = await linkedMember(userId);
    const unlinked = await memberIdOf(db(), await registerMember(t));

    // A rolled-back event queues nothing.
    await notifyAndRollBack(db(), clock.now(), id);
    expect(await deliveriesOf(id)).toEqual([]);

    await paid(id);
    await paid(unlinked);
    expect(await deliveriesOf(unlinked)).toEqual([]);
    await runOnTwoInstances(runners(), clock);

    expect(line.refused).toEqual([]);
    const received = line.pushes.filter((p) => p.to === userId);
    expect(received).toEqual([
      {
        to: userId,
        retryKey: expect.stringMatching(UUID),
        messages: [
          {
            type: 'text',
            text: `ถอนเงินสำเร็จ\n\nโอนเงิน 150.00 บาท เข้าบัญชีธนาคารของคุณแล้ว\n\nดูรายละเอียด: ${SITE}/member/payment`,
          },
        ],
      },
    ]);
    expect(callsTo(userId)).toHaveLength(1);
    expect(await deliveriesOf(id)).toEqual([{ status: 'sent', attempts: 1, last: 200 }]);
  });

  it('tries again after a 500 and a 429 with back-off, with the same retry key, and sends once accepted', async () => {
    const userId = `Uflaky${(sequence += 1)}`;
    const id = await linkedMember(userId);
    line.answer(userId, [500, 429]);
    await paid(id);
    const [a] = runners();

    await a!.runDue();
    expect(await deliveriesOf(id)).toEqual([{ status: 'pending', attempts: 1, last: 500 }]);
    // Not due before its wait: nothing is sent.
    clock.advance(DELIVERY_RETRY_DELAYS_MS[0]! - 6_000);
    await a!.runDue();
    expect(callsTo(userId)).toHaveLength(1);
    clock.advance(6_000);
    await a!.runDue();
    expect(await deliveriesOf(id)).toEqual([{ status: 'pending', attempts: 2, last: 429 }]);
    clock.advance(DELIVERY_RETRY_DELAYS_MS[1]!);
    await a!.runDue();
    expect(await deliveriesOf(id)).toEqual([{ status: 'sent', attempts: 3, last: 200 }]);
    const keys = new Set(callsTo(userId).map((c) => c.retryKey));
    expect(callsTo(userId).map((c) => c.status)).toEqual([500, 429, 200]);
    expect(keys.size).toBe(1);
    expect(line.pushes.filter((p) => p.to === userId)).toHaveLength(1);
  });

  it('gives up after the 5th failed attempt, and fails at once on a 400 (the member blocked the account)', async () => {
    const downUser = `Udown${(sequence += 1)}`;
    const down = await linkedMember(downUser);
    line.answer(downUser, [503, 503, 503, 503, 503, 503]);
    const blockedUser = `Ublocked${(sequence += 1)}`;
    const blocked = await linkedMember(blockedUser);
    line.answer(blockedUser, [400]);
    await paid(down);
    await paid(blocked);
    const [a] = runners();
    await a!.runDue();
    for (const wait of DELIVERY_RETRY_DELAYS_MS) {
      clock.advance(wait);
      await a!.runDue();
    }
    clock.advance(24 * 60 * 60_000);
    await a!.runDue();
    expect(await deliveriesOf(down)).toEqual([{ status: 'failed', attempts: 5, last: 503 }]);
    expect(callsTo(downUser)).toHaveLength(5);
    expect(await deliveriesOf(blocked)).toEqual([{ status: 'failed', attempts: 1, last: 400 }]);
    expect(callsTo(blockedUser)).toHaveLength(1);
  });

  it('queues nothing once no app with the Messaging API token runs', async () => {
    const id = await linkedMember(`Uoff${(sequence += 1)}`);
    const bare = await createTestApp(target, { clock });
    try {
      await t.close();
      closed = true;
      const event = {
        kind: 'withdrawal_paid' as const,
        memberId: id,
        withdrawalId: 7_000_001,
        amountSatang: 1n,
      };
      await runInLedgerTransaction(bare.database.db, (tx) => notifyMembers(tx, [event], clock.now()));
      expect(
        await bare.database.db.select().from(lineDeliveries).where(eq(lineDeliveries.memberId, id)),
      ).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
