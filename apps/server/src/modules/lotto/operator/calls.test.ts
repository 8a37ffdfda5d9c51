import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operatorAuditLog } from '#db/schema/index.ts';
import { rowsOf } from '#db/rows.ts';
import { accountBalance } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import type { TestRoundOptions } from '#testing/lotto.ts';
import { asMember, memberIdOf, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

// The lotto screens' calls (docs/BACKOFFICE.md#lotto): categories, rounds, the result's preview and entry,
// void and number limits, each through the lotto module and audited with the operator's account.

type Line = { type: string; number: string; amount: number };

describe.each(testDatabases())('back-office lotto on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let lotto: ReturnType<typeof asOperator>;
  let lottoId: number;
  let support: ReturnType<typeof asOperator>;
  const { db } = suiteTestApp(
    target,
    { clock, config: { members: membersFromOneAddress() } },
    (made) => (t = made),
  );
  beforeAll(async () => {
    const session = await operatorSession(t, 'lotto', 'หวยหนึ่ง', { now: clock.now() });
    lotto = asOperator(t, session.cookie);
    lottoId = session.operatorId;
    support = asOperator(t, (await operatorSession(t, 'support', 'ช่วย', { now: clock.now() })).cookie);
  });

  const round = (o: Partial<TestRoundOptions> = {}) => openTestRound(db(), { now: clock.now(), ...o });
  async function member(baht = 10_000) {
    const m = await registerMember(t);
    await fundMember(db(), m, baht);
    return m;
  }
  const bet = async (m: Registered, roundId: number, lines: Line[]) => {
    const res = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines,
    });
    expect(res.json().error, JSON.stringify(res.json())).toBe(0);
    return res.json().data;
  };
  const main = async (m: Registered) =>
    accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 1 });
  const auditsOf = (roundId: number, action: string) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, 'lotto_round'),
          eq(operatorAuditLog.targetId, String(roundId)),
          eq(operatorAuditLog.action, action),
        ),
      )
      .orderBy(desc(operatorAuditLog.id));

  it('shows the categories with their rates and limits, and which one is the government lottery', async () => {
    await round({ code: 'hanoi' });
    const res = await lotto.get('/api/backoffice/lotto/categories');
    expect(res.json().error).toBe(0);
    const items = res.json().data.items as { code: string; government: boolean; rates: object[] }[];
    const hanoi = items.find((c) => c.code === 'hanoi')!;
    expect(hanoi.government).toBe(false);
    expect(hanoi.rates).toContainEqual({
      bet_type: '3top',
      rate: 800,
      min: 1,
      max: 2_000,
      number_cap: 10_000,
      over_cap_rate: 0,
      discount_percent: 0,
      reduced_discount_percent: 0,
    });
    expect(items.find((c) => c.code === 'thai_gov')?.government).toBe(true);
    expect((await support.get('/api/backoffice/lotto/categories')).statusCode).toBe(403);
  });

  it('pages and filters rounds by state and category on the server; adds and closes a round, audited', async () => {
    const a = await round({ code: 'lao' });
    await round({ code: 'lao', status: 'scheduled', openInMs: 3_600_000, closeInMs: 7_200_000 });
    const open = (
      await lotto.get('/api/backoffice/lotto/rounds?status=open&category=lao&page_size=100')
    ).json().data;
    expect(open.items.map((r: { id: number }) => r.id)).toContain(a.roundId);
    expect(
      open.items.every(
        (r: { status: string; category: string }) => r.status === 'open' && r.category === 'lao',
      ),
    ).toBe(true);
    const page2 = (
      await lotto.get('/api/backoffice/lotto/rounds?category=lao&page=2&page_size=1&sort=id')
    ).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 1 });
    expect(page2.total).toBeGreaterThanOrEqual(2);
    expect(page2.items).toHaveLength(1);
    expect((await lotto.get('/api/backoffice/lotto/rounds?status=drawn')).statusCode).toBe(400);

    const closeAt = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const added = await lotto.post('/api/backoffice/lotto/rounds', { category: 'lao', close_at: closeAt });
    expect(added.json()).toMatchObject({ error: 0, data: { round: { category: 'lao', status: 'open' } } });
    const id = added.json().data.round.id as number;
    const again = await lotto.post('/api/backoffice/lotto/rounds', { category: 'lao', close_at: closeAt });
    expect(again.json().error).toBe(ERRORS.BO_LOTTO_ROUND_EXISTS.code);
    const past = await lotto.post('/api/backoffice/lotto/rounds', {
      category: 'lao',
      close_at: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.json().error).toBe(ERRORS.BO_LOTTO_CLOSE_IN_PAST.code);
    expect((await auditsOf(id, 'lotto:round:add'))[0]).toMatchObject({ operatorId: lottoId });

    const closed = await lotto.post(`/api/backoffice/lotto/rounds/${id}/close`);
    expect(closed.json()).toMatchObject({ error: 0, data: { changed: true, round: { status: 'closed' } } });
    expect((await lotto.post(`/api/backoffice/lotto/rounds/${id}/close`)).json().data.changed).toBe(false);
    const [audit] = await auditsOf(id, 'lotto:close');
    expect(audit).toMatchObject({ operator: 'lotto:หวยหนึ่ง', operatorId: lottoId, ip: '127.0.0.1' });
    expect((await lotto.get('/api/backoffice/lotto/rounds/999999')).json().error).toBe(
      ERRORS.BO_LOTTO_ROUND_NOT_FOUND.code,
    );
  });

  it('previews exactly what entering the result then pays, per bet type, and writes nothing before', async () => {
    const { roundId } = await round({ code: 'malaysia' });
    const a = await member();
    const b = await member();
    await bet(a, roundId, [
      { type: '3top', number: '575', amount: 10 }, // 8,000
      { type: '2bottom', number: '28', amount: 5 }, // 450
      { type: 'run_top', number: '7', amount: 3 }, // 9.60
    ]);
    await bet(b, roundId, [
      { type: '3top', number: '123', amount: 20 },
      { type: '2bottom', number: '28', amount: 2 }, // 180
    ]);
    const result = { top3: '575', bottom2: '28' };
    // Before the close: bills could still come, so neither a preview nor a result.
    expect(
      (await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result/preview`, result)).json().error,
    ).toBe(ERRORS.BO_LOTTO_NOT_CLOSED.code);
    await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/close`);
    const before = { a: await main(a), b: await main(b) };

    const preview = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result/preview`, result);
    expect(preview.json().error).toBe(0);
    const p = preview.json().data;
    expect(p).toMatchObject({
      bills: 2,
      lines: 5,
      winning_bills: 2,
      winning_lines: 4,
      payout: 8_000 + 450 + 9.6 + 180,
      needs_approval: false,
    });
    expect(p.by_type).toContainEqual({
      bet_type: '3top',
      lines: 2,
      stake: 30,
      winning_lines: 1,
      payout: 8_000,
    });
    expect(p.by_type).toContainEqual({
      bet_type: '2bottom',
      lines: 2,
      stake: 7,
      winning_lines: 2,
      payout: 630,
    });
    expect(await main(a)).toBe(before.a);
    expect((await auditsOf(roundId, 'lotto:result')).length).toBe(0);

    const entered = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, result);
    expect(entered.json()).toMatchObject({
      error: 0,
      data: { changed: true, approval: null, round: { status: 'settled' }, settlement: { winning_bills: 2 } },
    });
    expect(entered.json().data.settlement.paid).toBe(p.payout);
    const paid = (await main(a)) - before.a + ((await main(b)) - before.b);
    expect(paid).toBe(BigInt(Math.round(p.payout * 100)));
    const [audit] = await auditsOf(roundId, 'lotto:result');
    expect(audit).toMatchObject({ operatorId: lottoId, after: { status: 'resulted', result } });
    // The same result again changes nothing; another is refused.
    expect(
      (await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, result)).json().data.changed,
    ).toBe(false);
    const other = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, {
      top3: '111',
      bottom2: '22',
    });
    expect(other.json().error).toBe(ERRORS.BO_LOTTO_DIFFERENT_RESULT.code);
  });

  it('refuses a result that does not fit the category with a Thai message, and malformed input with 400', async () => {
    const { roundId } = await round({ code: 'nikkei', status: 'closed' });
    const gov = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result/preview`, {
      first: '123456',
      front3: ['111', '222'],
      back3: ['333', '444'],
      two: '55',
    });
    expect(gov.json()).toMatchObject({
      error: ERRORS.BO_LOTTO_RESULT_INVALID.code,
      message: 'หวยประเภทนี้กรอกเฉพาะ 3 ตัวบนและ 2 ตัวล่าง',
    });
    const missing = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, { top3: '123' });
    expect(missing.json()).toMatchObject({ error: ERRORS.BO_LOTTO_RESULT_INVALID.code });
    expect(missing.json().message).toContain('2 ตัวล่าง');
    const letters = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, {
      top3: '12a',
      bottom2: '1',
    });
    expect(letters.statusCode).toBe(400);
  });

  it('voids a round with a reason, refunding every pending bill; refuses a round with a result', async () => {
    const { roundId } = await round({ code: 'dowjones' });
    const m = await member();
    const before = await main(m);
    await bet(m, roundId, [{ type: '2top', number: '45', amount: 100 }]);
    expect(
      (await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/void`, { reason: '' })).statusCode,
    ).toBe(400);
    const voided = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/void`, {
      reason: 'ตลาดปิดทำการ',
    });
    expect(voided.json()).toMatchObject({
      error: 0,
      data: {
        changed: true,
        refunded_bills: 1,
        refunded: 100,
        round: { status: 'voided', void_reason: 'ตลาดปิดทำการ' },
      },
    });
    expect(await main(m)).toBe(before);
    expect((await auditsOf(roundId, 'lotto:void'))[0]).toMatchObject({ operatorId: lottoId });
    const result = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, {
      top3: '111',
      bottom2: '22',
    });
    expect(result.json().error).toBe(ERRORS.BO_LOTTO_VOIDED.code);

    const { roundId: done } = await round({ code: 'dowjones', status: 'closed' });
    await lotto.post(`/api/backoffice/lotto/rounds/${done}/result`, { top3: '111', bottom2: '22' });
    expect(
      (await lotto.post(`/api/backoffice/lotto/rounds/${done}/void`, { reason: 'ผิด' })).json().error,
    ).toBe(ERRORS.BO_LOTTO_HAS_RESULT.code);
  });

  it('shows the stake already on each number and closes, reopens, reduces the rate of and caps a number', async () => {
    const { roundId } = await round({ code: 'thai_stock_am' });
    const m = await member();
    await bet(m, roundId, [
      { type: '2bottom', number: '19', amount: 300 },
      { type: '3top', number: '519', amount: 50 },
    ]);
    await bet(m, roundId, [{ type: '2bottom', number: '19', amount: 200 }]);
    const list = (await lotto.get(`/api/backoffice/lotto/rounds/${roundId}/numbers`)).json().data;
    expect(list.total).toBe(2);
    expect(list.items[0]).toEqual({
      bet_type: '2bottom',
      number: '19',
      staked: 500,
      category_rate: 90,
      category_cap: 10_000,
      closed: false,
      rate: null,
      cap: null,
    });
    const url = `/api/backoffice/lotto/rounds/${roundId}/numbers`;
    const closed = await lotto.post(url, { action: 'close', bet_type: '2bottom', number: '19' });
    expect(closed.json()).toMatchObject({
      error: 0,
      data: { changed: true, item: { closed: true, staked: 500 } },
    });
    const refused = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [{ type: '2bottom', number: '19', amount: 10 }],
    });
    expect(refused.json().error).not.toBe(0);
    await lotto.post(url, { action: 'open', bet_type: '2bottom', number: '19' });
    const rate = await lotto.post(url, { action: 'rate', bet_type: '2bottom', number: '19', rate: 45 });
    expect(rate.json().data.item).toMatchObject({ closed: false, rate: 45 });
    const cap = await lotto.post(url, { action: 'cap', bet_type: '2bottom', number: '88', cap: 1_000 });
    expect(cap.json().data.item).toMatchObject({ number: '88', staked: 0, cap: 1_000 });
    const filtered = (await lotto.get(`${url}?bet_type=2bottom&number=88`)).json().data;
    expect(filtered).toMatchObject({ total: 1, items: [{ number: '88', cap: 1_000 }] });
    expect(
      (await lotto.post(url, { action: 'close', bet_type: '2bottom', number: '123' })).json().error,
    ).toBe(ERRORS.BO_LOTTO_NUMBER_INVALID.code);
    expect(
      (await lotto.post(url, { action: 'rate', bet_type: '2bottom', number: '19', rate: 0 })).statusCode,
    ).toBe(400);
    const audits = await auditsOf(roundId, 'lotto:number');
    expect(audits).toHaveLength(4);
    expect(audits.at(-1)).toMatchObject({ operatorId: lottoId, after: { closed: true } });
    const stakes = rowsOf<{ n: string }>(
      await db().execute(sql`select count(*)::text as n from lotto_number_rules where round_id = ${roundId}`),
    );
    expect(stakes[0]!.n).toBe('2');
  });
});
