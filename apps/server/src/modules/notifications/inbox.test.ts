import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InboxItem, MemberEvent } from '@ug99/contract';
import { inboxItems } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { runInLedgerTransaction } from '#ledger';
import { enterResult } from '#lotto';
import { approveWithdrawal, creditFlagged, rejectWithdrawal } from '#payments';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { readEventStream } from '#testing/event-stream.ts';
import { fundMember } from '#testing/lotto.ts';
import { insertBill, insertCategory, insertRound } from '#testing/lotto-settlement.ts';
import { asMember, bearer, memberIdOf, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { listeningUrl } from '#testing/stream-apps.ts';
import { notifyMembers } from './inbox.ts';
import { createNotificationJobs, INBOX_RETENTION_EVERY_MS } from './jobs.ts';

// Each event that concerns one member writes one inbox item in the event's own transaction
// (docs/NOTIFICATIONS.md#writing): once however often the event is reported, never for a rolled-back one.

const DAY = 86_400_000;
let sequence = 0;
const eventId = () => `evt_inbox_${process.pid}_${(sequence += 1)}`;

describe.each(testDatabases())('the member inbox on $kind', (target) => {
  // The clock stands still, so an item's time can be compared exactly; the webhook checks real time.
  const clock = manualClock(new Date());
  const members = membersFromOneAddress();
  let t: TestApp;
  const { db } = suiteTestApp(
    target,
    { clock, config: { ...paymentsConfig(), members } },
    (app) => (t = app),
  );
  const inbox = async (m: Registered, query = '') => {
    const body = (await asMember(t, m.token).get(`/api/member/inbox${query}`)).json();
    expect(body.error, JSON.stringify(body)).toBe(0);
    return body.data as { items: InboxItem[]; unread: number; page: number; total: number };
  };
  const rowsOf = async (m: Registered, kind: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.memberId, await memberIdOf(db(), m)), eq(inboxItems.kind, kind)));
  const credit = (reference: string, satang: bigint, id = eventId()) =>
    postWebhook(t, paymentEventBody(id, reference, satang));

  it('writes one deposit_credited item per credited deposit, however often and concurrently the gateway reports it', async () => {
    const m = await registerMember(t);
    const intent = await openIntent(t, m.token, 300);
    const id = eventId();
    // The same event delivered three times at once, and once more later.
    const answers = await Promise.all([1, 2, 3].map(() => credit(intent.reference, 300_00n, id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await credit(intent.reference, 300_00n, id);

    const { items, unread, total } = await inbox(m);
    expect({ unread, total }).toEqual({ unread: 1, total: 1 });
    expect(items).toEqual([
      {
        id: expect.any(Number),
        kind: 'deposit_credited',
        title: 'ฝากเงินสำเร็จ',
        body: 'ยอดฝาก 300.00 บาท เข้ากระเป๋าหลักแล้ว',
        link: '/member/payment',
        created_at: clock.now().toISOString(),
        read_at: null,
      },
    ]);
  });

  it('tells the member a deposit waits for a check, and again once an operator credits it', async () => {
    const m = await registerMember(t);
    const intent = await openIntent(t, m.token, 500);
    // Another amount than the intent's: flagged for an operator, with the intent's member known.
    expect((await credit(intent.reference, 499_00n)).json()).toMatchObject({ data: { outcome: 'flagged' } });
    const [flagged] = await rowsOf(m, 'deposit_flagged');
    expect(flagged).toMatchObject({ body: 'ยอดฝาก 499.00 บาท รอเจ้าหน้าที่ตรวจสอบก่อนเข้ากระเป๋า' });

    const flaggedId = Number(flagged!.source);
    const decide = () =>
      creditFlagged(db(), {
        id: flaggedId,
        memberId: undefined,
        operator: 'nok',
        note: 'ตรวจแล้ว',
        now: clock.now(),
      });
    expect(await decide()).toMatchObject({ ok: true, replayed: false });
    expect(await decide()).toMatchObject({ ok: true, replayed: true });
    expect(await rowsOf(m, 'deposit_credited')).toMatchObject([
      { source: `flagged:${flaggedId}`, body: 'ยอดฝาก 499.00 บาท เข้ากระเป๋าหลักแล้ว' },
    ]);
    expect((await inbox(m)).items.map((i) => i.kind)).toEqual(['deposit_credited', 'deposit_flagged']);
  });

  it('writes withdrawal_paid and withdrawal_rejected once per decision, with the reason the member reads', async () => {
    const m = await registerMember(t);
    await fundMember(db(), m, 1_000);
    const request = async (amount: number) => {
      const body = (
        await asMember(t, m.token).post('/api/member/withdraw', {
          request_id: randomUUID(),
          amount,
          bank: 'main',
        })
      ).json();
      expect(body.error, JSON.stringify(body)).toBe(0);
      return body.data.id as number;
    };
    const rejected = await request(200);
    await Promise.all([1, 2].map(() => rejectWithdrawal(db(), rejected, 'nok', 'ชื่อบัญชีไม่ตรง', clock.now())));
    const paid = await request(300);
    await Promise.all([1, 2].map(() => approveWithdrawal(db(), paid, 'nok', clock.now())));

    expect(await rowsOf(m, 'withdrawal_rejected')).toMatchObject([
      {
        source: String(rejected),
        body: 'คำขอถอน 200.00 บาท ไม่สำเร็จ (ชื่อบัญชีไม่ตรง) ยอดเงินคืนเข้ากระเป๋าหลักแล้ว',
      },
    ]);
    expect(await rowsOf(m, 'withdrawal_paid')).toMatchObject([
      { source: String(paid), body: 'โอนเงิน 300.00 บาท เข้าบัญชีธนาคารของคุณแล้ว' },
    ]);
  });

  it("writes each bill's result in the batch that settles it, once, for the winner and the loser", async () => {
    const winner = await registerMember(t);
    const loser = await registerMember(t);
    for (const m of [winner, loser]) await fundMember(db(), m, 100);
    const category = await insertCategory(db(), { government: false });
    const roundId = await insertRound(db(), category, {
      closeAt: new Date(clock.now().getTime() - 60_000),
      title: 'หวยทดสอบ งวด 1',
    });
    const bill = (m: Registered, number: string) =>
      memberIdOf(db(), m).then((memberId) =>
        insertBill(db(), {
          roundId,
          memberId,
          lines: [{ type: '2bottom', number, amountSatang: 10_00n, rate: 9_000 }],
        }),
      );
    const won = await bill(winner, '28');
    const lost = await bill(loser, '11');
    const result = { roundId, result: { top3: '575', bottom2: '28' }, operator: 'nok' };
    await enterResult(db(), result, { clock });
    await enterResult(db(), result, { clock });

    expect(await rowsOf(winner, 'bill_won')).toMatchObject([
      { source: String(won), link: '/lotto/bills', body: `โพย #${won} หวยทดสอบ งวด 1 ถูกรางวัล 900.00 บาท` },
    ]);
    expect(await rowsOf(loser, 'bill_lost')).toMatchObject([
      { source: String(lost), body: `โพย #${lost} หวยทดสอบ งวด 1 ไม่ถูกรางวัล` },
    ]);
    expect(await rowsOf(winner, 'bill_lost')).toEqual([]);
  });

  it('writes nothing when the event rolls back, and tells the member only after a commit', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    const stream = await readEventStream<MemberEvent>(
      `${await listeningUrl(t)}/api/member/events`,
      bearer(m.token),
    );
    await stream.opened;
    const event = { kind: 'withdrawal_paid', memberId, withdrawalId: 1_000_000, amountSatang: 1n } as const;

    await expect(
      runInLedgerTransaction(db(), async (tx) => {
        await notifyMembers(tx, [event], clock.now());
        throw new Error('the event failed after its item was written');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(m, 'withdrawal_paid')).toEqual([]);

    await runInLedgerTransaction(db(), (tx) => notifyMembers(tx, [event], clock.now()));
    await stream.until(() => stream.events.length > 0);
    expect(stream.events).toEqual([{ type: 'inbox' }]);
    // The same event again writes nothing and tells nobody.
    await runInLedgerTransaction(db(), (tx) => notifyMembers(tx, [event], clock.now()));
    expect(await rowsOf(m, 'withdrawal_paid')).toHaveLength(1);
    stream.close();
    expect(stream.events).toEqual([{ type: 'inbox' }]);
  });

  it("pages the member's own items, lists unread ones, and marks read only the member's own", async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    const events = Array.from({ length: 25 }, (_, i) => ({
      kind: 'withdrawal_paid' as const,
      memberId,
      withdrawalId: 2_000_000 + i,
      amountSatang: BigInt(100 + i),
    }));
    await runInLedgerTransaction(db(), (tx) => notifyMembers(tx, events, clock.now()));

    const first = await inbox(m);
    expect(first).toMatchObject({ unread: 25, page: 1, total: 25 });
    expect(first.items).toHaveLength(20);
    // Newest first: the last written is on top.
    expect(first.items[0]!.body).toContain('1.24 บาท');
    const second = await inbox(m, '?page=2');
    expect(second.items).toHaveLength(5);

    const mine = first.items.slice(0, 3).map((i) => i.id);
    // Another member naming these ids changes nothing.
    const foreign = await asMember(t, other.token).post('/api/member/inbox/read', { ids: mine });
    expect(foreign.json()).toMatchObject({ error: 0, data: { unread: 0 } });
    expect((await inbox(m)).unread).toBe(25);

    const read = await asMember(t, m.token).post('/api/member/inbox/read', { ids: mine });
    expect(read.json()).toMatchObject({ error: 0, data: { unread: 22 } });
    const unreadOnly = await inbox(m, '?unread=1');
    expect(unreadOnly).toMatchObject({ unread: 22, total: 22 });
    expect(unreadOnly.items.map((i) => i.id)).not.toContain(mine[0]);
    expect((await inbox(m)).items[0]!.read_at).toBe(clock.now().toISOString());

    const all = await asMember(t, m.token).post('/api/member/inbox/read', { all: true });
    expect(all.json()).toMatchObject({ error: 0, data: { unread: 0 } });
    expect(await inbox(m, '?unread=1')).toMatchObject({ items: [], unread: 0, total: 0 });
  });

  it('refuses malformed calls with 400 and changes nothing, and asks for a session', async () => {
    const m = await registerMember(t);
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [2 ** 31] },
      { all: false },
      { ids: [1], all: true },
    ]) {
      expect((await asMember(t, m.token).post('/api/member/inbox/read', body)).statusCode).toBe(400);
    }
    for (const query of ['?page=0', '?page=x', '?unread=maybe']) {
      expect((await asMember(t, m.token).get(`/api/member/inbox${query}`)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/member/inbox' })).statusCode).toBe(401);
  });

  it('removes items older than 90 days once per run across two instances, and keeps the newer ones', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    const write = (withdrawalId: number, at: Date) =>
      runInLedgerTransaction(db(), (tx) =>
        notifyMembers(tx, [{ kind: 'withdrawal_paid', memberId, withdrawalId, amountSatang: 1n }], at),
      );
    const now = clock.now().getTime();
    await write(3_000_001, new Date(now - 91 * DAY));
    await write(3_000_002, new Date(now - 89 * DAY));

    const a = createJobRunner({ database: t.database, clock, jobs: createNotificationJobs() });
    const b = createJobRunner({ database: t.database, clock, jobs: createNotificationJobs() });
    await Promise.all([a.runDue(), b.runDue()]);
    expect((await rowsOf(m, 'withdrawal_paid')).map((r) => r.source)).toEqual(['3000002']);

    clock.advance(INBOX_RETENTION_EVERY_MS + 2 * DAY);
    await b.runDue();
    await a.runDue();
    expect(await rowsOf(m, 'withdrawal_paid')).toEqual([]);
  });
});
