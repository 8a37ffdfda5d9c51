import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { QueueEvent } from '@ug99/contract';
import type { Config } from '#config';
import { operatorAuditLog } from '#db/schema/index.ts';
import { accountBalance, memberWallets } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { membersFromOneAddress } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { readEventStream } from '#testing/event-stream.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { listeningUrl, twoInstances } from '#testing/stream-apps.ts';
import { flaggedDeposit, pendingWithdrawal, withdrawalVersion } from '../operations.testing.ts';

// The queues through HTTP (docs/BACKOFFICE.md#queues): paging, validation, decisions with optimistic
// locking, two operators at once, and the live stream.

function config(extra: Partial<Config> = {}): Partial<Config> {
  // Many registrations from one address in one file.
  return { ...paymentsConfig(), members: membersFromOneAddress(), ...extra };
}

/** An operator's queue stream, open and subscribed (its first bytes read). */
async function connect(t: TestApp, cookie: string) {
  const client = await readEventStream<QueueEvent>(`${await listeningUrl(t)}/api/backoffice/queues/events`, {
    cookie,
    accept: 'text/event-stream',
  });
  await client.opened;
  return client;
}

describe.each(testDatabases())('back-office queue calls on $kind', (target) => {
  let t: TestApp;
  let nok: ReturnType<typeof asOperator>;
  let som: ReturnType<typeof asOperator>;
  let nokCookie: string;
  suiteTestApp(target, { config: config() }, (app) => (t = app));
  beforeAll(async () => {
    nokCookie = (await operatorSession(t, 'finance', 'นก')).cookie;
    nok = asOperator(t, nokCookie);
    som = asOperator(t, (await operatorSession(t, 'admin', 'ส้ม')).cookie);
  });

  const main = async (memberId: number) => (await memberWallets(t.database.db, memberId))[0]!.balance;
  const versionOf = (id: number) => withdrawalVersion(nok, id);

  it('pages the pending withdrawals with the total, and refuses a bad sort or page size', async () => {
    for (const baht of [110, 120, 130]) await pendingWithdrawal(t, baht);
    const first = await nok.get('/api/backoffice/withdrawals?status=pending&page=1&page_size=2&sort=-amount');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ error: 0, data: { page: 1, page_size: 2 } });
    expect(body.data.total).toBeGreaterThanOrEqual(3);
    expect(body.data.items).toHaveLength(2);
    expect(body.data.items[0].amount).toBeGreaterThanOrEqual(body.data.items[1].amount);
    expect((await nok.get('/api/backoffice/withdrawals?sort=phone')).statusCode).toBe(400);
    expect((await nok.get('/api/backoffice/withdrawals?page_size=1000')).statusCode).toBe(400);
    expect((await nok.get('/api/backoffice/withdrawals?status=lost')).statusCode).toBe(400);
  });

  it('refuses a rejection without a reason or with one over 500 characters', async () => {
    const w = await pendingWithdrawal(t, 100);
    const version = await versionOf(w.id);
    const url = `/api/backoffice/withdrawals/${w.id}/reject`;
    expect((await nok.post(url, { version })).statusCode).toBe(400);
    expect((await nok.post(url, { version, reason: '   ' })).statusCode).toBe(400);
    expect((await nok.post(url, { version, reason: 'ก'.repeat(501) })).statusCode).toBe(400);
    const ok = await nok.post(url, { version, reason: 'ชื่อบัญชีไม่ตรง' });
    expect(ok.json()).toMatchObject({ error: 0, data: { withdrawal: { status: 'rejected' } } });
  });

  it('lets one of two operators approving and rejecting the same withdrawal at once win; the other is told who', async () => {
    const w = await pendingWithdrawal(t, 500);
    const version = await versionOf(w.id);
    const cashBefore = await accountBalance(t.database.db, { system: 'gateway_cash' });
    const [a, b] = await Promise.all([
      nok.post(`/api/backoffice/withdrawals/${w.id}/approve`, { version }),
      som.post(`/api/backoffice/withdrawals/${w.id}/reject`, { version, reason: 'สงสัยทุจริต' }),
    ]);
    const answers = [a.json(), b.json()];
    expect(answers.filter((x) => x.error === 0)).toHaveLength(1);
    const lost = answers.find((x) => x.error !== 0);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(lost).toMatchObject({ error: 12050, data: null });
    const winner = answers.find((x) => x.error === 0).data.withdrawal;
    expect(lost.message).toContain(winner.decided_by);
    // With the sandbox gateway on, an approval hands the payout to it (docs/PAYMENTS.md#payouts): the
    // money stays held until the gateway reports it paid.
    const approved = winner.status === 'approved';
    expect(['approved', 'rejected']).toContain(winner.status);
    expect(await main(w.memberId)).toBe(approved ? 50_000n : 100_000n);
    expect((await accountBalance(t.database.db, { system: 'gateway_cash' })) - cashBefore).toBe(0n);
    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, 'withdrawal'), eq(operatorAuditLog.targetId, String(w.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.operator).toBe(winner.decided_by);
    expect(['finance:นก', 'admin:ส้ม']).toContain(winner.decided_by);
    // Who, from where, before and after, like every back-office row (docs/BACKOFFICE.md#audit-log).
    expect(audits[0]).toMatchObject({
      operatorId: expect.any(Number),
      ip: '127.0.0.1',
      before: { status: 'pending' },
      after: { status: winner.status },
    });
  });

  it('credits a flagged deposit to a member by phone through the call', async () => {
    const f = await flaggedDeposit(t, 20_000n);
    const list = await nok.get('/api/backoffice/flagged-deposits?page_size=100&sort=-created_at');
    const item = list.json().data.items.find((i: { id: number }) => i.id === f.flagged.id);
    expect(item).toMatchObject({ amount: 200, status: 'pending' });
    const res = await nok.post(`/api/backoffice/flagged-deposits/${item.id}/credit`, {
      version: item.version,
      phone: f.member.phone,
    });
    expect(res.json()).toMatchObject({
      error: 0,
      data: { flagged: { status: 'credited', decided_by: 'finance:นก' } },
    });
    expect(await main(f.memberId)).toBe(20_000n);
    const stale = await som.post(`/api/backoffice/flagged-deposits/${item.id}/return`, {
      version: item.version,
      reason: 'คืนผู้โอน',
    });
    expect(stale.json()).toMatchObject({ error: 12050 });
    expect(stale.json().message).toContain('finance:นก');
  });

  it('answers the event stream only to an event-stream client', async () => {
    const res = await nok.get('/api/backoffice/queues/events');
    expect(res.statusCode).toBe(400);
  });

  it('brings a decision, a new withdrawal and a new flagged deposit to an open queue stream', async () => {
    const w = await pendingWithdrawal(t, 100);
    const version = await versionOf(w.id);
    const client = await connect(t, nokCookie);
    await nok.post(`/api/backoffice/withdrawals/${w.id}/approve`, { version });
    await client.until(() => client.events.some((e) => e.id === w.id && e.status === 'approved'));
    const arrived = await pendingWithdrawal(t, 100);
    const flagged = await flaggedDeposit(t);
    await client.until(
      () =>
        client.events.some(
          (e) => e.queue === 'withdrawals' && e.id === arrived.id && e.status === 'pending',
        ) &&
        client.events.some(
          (e) => e.queue === 'flagged' && e.id === flagged.flagged.id && e.status === 'pending',
        ),
    );
    expect(client.events).toContainEqual({
      type: 'queue',
      queue: 'withdrawals',
      id: w.id,
      status: 'approved',
    });
    client.close();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('back-office queue stream across instances through Redis', () => {
  describe.each(testDatabases())('two instances on $kind', (target) => {
    let a: TestApp;
    let b: TestApp;
    twoInstances(target, { config: config({ redisUrl }) }, (first, second) => ([a, b] = [first, second]));

    it('brings a decision taken on instance A to an operator streaming from instance B', async () => {
      const { cookie } = await operatorSession(a, 'finance');
      const w = await pendingWithdrawal(a, 100);
      const version = await withdrawalVersion(asOperator(a, cookie), w.id);
      const client = await connect(b, cookie);
      await asOperator(a, cookie).post(`/api/backoffice/withdrawals/${w.id}/reject`, {
        version,
        reason: 'ทดสอบ',
      });
      await client.until(() => client.events.some((e) => e.id === w.id && e.status === 'rejected'), 2_000);
      client.close();
    });
  });
});
