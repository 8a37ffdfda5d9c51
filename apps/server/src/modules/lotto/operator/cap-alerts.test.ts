import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BoCapAlert, QueueEvent } from '@ug99/contract';
import { lottoCapAlerts, operatorAuditLog } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { readEventStream } from '#testing/event-stream.ts';
import { createSecondInstance } from '#testing/instances.ts';
import { fundMember, openTestRound, roundStatus } from '#testing/lotto.ts';
import { asMember, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

// Near-cap alerts (docs/rules/lotto.md#near-cap-alerts, docs/BACKOFFICE.md#lotto): a number's stakes
// reaching 80, 90 and 100 % of its cap are listed once per threshold, live, with the payout if it won,
// and the lotto role closes the number or lowers its rate from the alert.

type Line = { type: string; number: string; amount: number };

describe.each(testDatabases())('lotto near-cap alerts on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let lotto: ReturnType<typeof asOperator>;
  let lottoCookie: string;
  let financeCookie: string;
  const { db } = suiteTestApp(
    target,
    { clock, config: { members: membersFromOneAddress() } },
    (made) => (t = made),
  );
  beforeAll(async () => {
    lottoCookie = (await operatorSession(t, 'lotto', 'หวยหนึ่ง', { now: clock.now() })).cookie;
    lotto = asOperator(t, lottoCookie);
    financeCookie = (await operatorSession(t, 'finance', 'เงิน', { now: clock.now() })).cookie;
  });

  /** A round whose 2 ตัวบน numbers take 10,000 ฿ each across members at 90. */
  const round = (overCapRate = 0) =>
    openTestRound(db(), { now: clock.now(), rates: { '2top': { cap: 10_000, max: 10_000, overCapRate } } });
  async function member(baht = 20_000) {
    const m = await registerMember(t);
    await fundMember(db(), m, baht);
    return m;
  }
  const place = (m: Registered, roundId: number, lines: Line[], requestId = randomUUID()) =>
    asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: requestId,
      lines,
    });
  const bet = async (m: Registered, roundId: number, lines: Line[]) => {
    const res = await place(m, roundId, lines);
    expect(res.json().error, JSON.stringify(res.json())).toBe(0);
    return res.json().data as { bill_id: number };
  };
  const alertRows = (roundId: number) =>
    db().select().from(lottoCapAlerts).where(eq(lottoCapAlerts.roundId, roundId));
  const listed = async (roundId: number) => {
    const res = await lotto.get('/api/backoffice/lotto/alerts?page_size=100');
    expect(res.json().error, JSON.stringify(res.json())).toBe(0);
    return (res.json().data.items as BoCapAlert[]).filter((a) => a.round_id === roundId);
  };

  it('lists 80, 90 and 100 % each once, with the stakes and the payout if the number wins', async () => {
    const { roundId } = await round();
    const [a, b] = [await member(), await member()];
    await bet(a, roundId, [{ type: '2top', number: '47', amount: 4_000 }]);
    await bet(b, roundId, [{ type: '2top', number: '47', amount: 3_999 }]);
    expect(await alertRows(roundId)).toEqual([]);
    await bet(a, roundId, [{ type: '2top', number: '47', amount: 1 }]); // 8,000: 80 %
    await bet(b, roundId, [{ type: '2top', number: '47', amount: 1_500 }]); // 9,500: 90 %
    let items = await listed(roundId);
    expect(items.map((i) => i.threshold)).toEqual([90, 80]);
    expect(items[1]).toMatchObject({
      bet_type: '2top',
      number: '47',
      cap: 10_000,
      staked_at_alert: 8_000,
      staked: 9_500,
      closed: false,
      rate: null,
      category_rate: 90,
      exposure: 855_000,
    });
    await bet(a, roundId, [{ type: '2top', number: '47', amount: 500 }]); // 10,000: 100 %
    items = await listed(roundId);
    expect(items.map((i) => i.threshold)).toEqual([100, 90, 80]);
    expect(items[0]).toMatchObject({ staked_at_alert: 10_000, staked: 10_000, exposure: 900_000 });
  });

  it('reports every threshold one bill passes, on each of its numbers, and none for other numbers', async () => {
    const { roundId } = await round();
    const m = await member();
    await bet(m, roundId, [
      { type: '2top', number: '12', amount: 5_000 },
      { type: '2top', number: '12', amount: 5_000 },
      { type: '2top', number: '13', amount: 100 },
    ]);
    const rows = await alertRows(roundId);
    expect(rows.map((r) => [r.number, r.thresholdPercent]).sort()).toEqual([
      ['12', 100],
      ['12', 80],
      ['12', 90],
    ]);
  });

  it('counts against the number’s own cap when the operator set one', async () => {
    const { roundId } = await round();
    const set = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/numbers`, {
      action: 'cap',
      bet_type: '2top',
      number: '55',
      cap: 1_000,
    });
    expect(set.json().error).toBe(0);
    await bet(await member(), roundId, [{ type: '2top', number: '55', amount: 900 }]);
    expect((await listed(roundId)).map((i) => [i.threshold, i.cap])).toEqual([
      [90, 1_000],
      [80, 1_000],
    ]);
  });

  it('does not alert again after a cancel lowered the stakes and a later bill raised them again', async () => {
    const { roundId } = await round();
    const m = await member();
    const first = await bet(m, roundId, [{ type: '2top', number: '21', amount: 8_000 }]);
    const cancelled = await asMember(t, m.token).post('/api/lotto/bill/cancel', {
      bill_id: first.bill_id,
      agent_id: 1,
    });
    expect(cancelled.json().error, JSON.stringify(cancelled.json())).toBe(0);
    await bet(m, roundId, [{ type: '2top', number: '21', amount: 8_000 }]);
    expect((await alertRows(roundId)).map((r) => r.thresholdPercent)).toEqual([80]);
  });

  it('alerts each threshold exactly once when 25 bills reach the cap together, and once on a retried bill', async () => {
    const { roundId } = await round();
    const ms = await Promise.all(Array.from({ length: 25 }, () => member()));
    const answers = await Promise.all(
      ms.map((m) => place(m, roundId, [{ type: '2top', number: '99', amount: 400 }])),
    );
    expect(answers.map((r) => r.json().error)).toEqual(answers.map(() => 0));
    // The same request sent again is the same bill: it stakes and alerts nothing more.
    const requestId = randomUUID();
    const late = await member();
    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(late, roundId, [{ type: '2top', number: '98', amount: 9_000 }], requestId),
      ),
    );
    expect(new Set(copies.map((r) => r.json().data?.bill_id)).size).toBe(1);
    const rows = await alertRows(roundId);
    expect(
      rows
        .filter((r) => r.number === '99')
        .map((r) => r.thresholdPercent)
        .sort(),
    ).toEqual([100, 80, 90]);
    expect(
      rows
        .filter((r) => r.number === '98')
        .map((r) => r.thresholdPercent)
        .sort(),
    ).toEqual([80, 90]);
    const at100 = rows.find((r) => r.number === '99' && r.thresholdPercent === 100)!;
    expect(at100.stakedSatang).toBe(1_000_000n);
  });

  it('closes the number or lowers its rate from the alert, audited, and later bills see it', async () => {
    const { roundId } = await round(45);
    const m = await member();
    await bet(m, roundId, [{ type: '2top', number: '31', amount: 8_000 }]);
    await bet(m, roundId, [{ type: '2top', number: '32', amount: 8_000 }]);
    const reduce = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/numbers`, {
      action: 'rate',
      bet_type: '2top',
      number: '31',
      rate: 45,
    });
    expect(reduce.json().error, JSON.stringify(reduce.json())).toBe(0);
    const close = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/numbers`, {
      action: 'close',
      bet_type: '2top',
      number: '32',
    });
    expect(close.json().error).toBe(0);
    const items = await listed(roundId);
    expect(items.find((i) => i.number === '31')).toMatchObject({ rate: 45, closed: false });
    expect(items.find((i) => i.number === '32')).toMatchObject({ closed: true });
    const audits = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, 'lotto_round'), eq(operatorAuditLog.targetId, String(roundId))),
      );
    expect(audits.filter((a) => a.action === 'lotto:number')).toHaveLength(2);
    const refused = await place(m, roundId, [{ type: '2top', number: '32', amount: 10 }]);
    expect(refused.json().error).not.toBe(0);
  });

  it('answers the alerts to the lotto role only, and drops those of rounds no longer taking bets', async () => {
    const finance = asOperator(t, financeCookie);
    expect((await finance.get('/api/backoffice/lotto/alerts')).statusCode).toBe(403);
    expect((await lotto.get('/api/backoffice/lotto/alerts?page_size=0')).statusCode).toBe(400);
    const { roundId } = await round();
    await bet(await member(), roundId, [{ type: '2top', number: '77', amount: 8_000 }]);
    expect(await listed(roundId)).toHaveLength(1);
    await roundStatus(db(), roundId, 'closed');
    expect(await listed(roundId)).toEqual([]);
  });

  describe('live', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createSecondInstance(t, clock);
    });
    afterAll(() => second.close());

    const urlOf = async (app: TestApp) =>
      app.app.server.listening
        ? `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`
        : app.app.listen({ port: 0, host: '127.0.0.1' });
    const connect = async (app: TestApp, cookie: string) => {
      const client = await readEventStream<QueueEvent>(`${await urlOf(app)}/api/backoffice/queues/events`, {
        cookie,
        accept: 'text/event-stream',
      });
      await client.opened;
      return client;
    };

    it('tells a lotto operator’s stream on either instance of each threshold once, and finance of none', async () => {
      const onFirst = await connect(t, lottoCookie);
      const onSecond = await connect(second, lottoCookie);
      const financeStream = await connect(t, financeCookie);
      const { roundId } = await round();
      await bet(await member(), roundId, [{ type: '2top', number: '64', amount: 9_000 }]);
      const ids = (await alertRows(roundId)).map((r) => r.id).sort();
      expect(ids).toHaveLength(2);
      const seen = (c: typeof onFirst) =>
        c.events.filter((e) => e.queue === 'lotto_alerts' && ids.includes(e.id)).map((e) => e.id);
      await onFirst.until(() => seen(onFirst).length === 2);
      await onSecond.until(() => seen(onSecond).length === 2);
      // A later alert comes in a later turn of each watcher: by then, nothing was told twice.
      await bet(await member(), roundId, [{ type: '2top', number: '65', amount: 8_000 }]);
      const later = (await alertRows(roundId)).find((r) => r.number === '65')!.id;
      await onFirst.until(() => onFirst.events.some((e) => e.id === later));
      await onSecond.until(() => onSecond.events.some((e) => e.id === later));
      expect(seen(onFirst).sort()).toEqual(ids);
      expect(seen(onSecond).sort()).toEqual(ids);
      expect(onFirst.events.find((e) => e.id === ids[0])).toMatchObject({ type: 'queue', status: '80' });
      expect(financeStream.events.filter((e) => e.queue === 'lotto_alerts')).toEqual([]);
      for (const c of [onFirst, onSecond, financeStream]) c.close();
    });
  });
});
