import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, yeekeeMessages } from '@ug99/contract';
import { yeekeeRoundTallies, yeekeeShooters, yeekeeShots } from '#db/schema/index.ts';
import { updateResponsibleGaming } from '#responsible-gaming';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundMember, openTestRound, roundStatus } from '#testing/lotto.ts';
import { asMember, memberIdOf, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

const SHOOT = '/api/lotto/yeekee/shoot_number';
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

describe.each(testDatabases())('yeekee shooting and shot lists on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock }, (made) => (t = made));
  const yeekeeRound = (o: { status?: 'open' | 'closed' | 'scheduled'; closeInMs?: number } = {}) =>
    openTestRound(db(), { now: clock.now(), code: 'yeekee', ...o });
  const shoot = (m: Registered, roundId: number, number: string) =>
    asMember(t, m.token).post(SHOOT, { round_id: roundId, number });
  /** Moves past every member's 5 s shot interval. */
  const nextSlot = () => clock.advance(5_000);

  it('accepts a shot into an open yeekee round and answers it with seq 1 and the masked shooter', async () => {
    const { roundId } = await yeekeeRound();
    const m = await registerMember(t, { phone: '0812345678' });
    const res = await shoot(m, roundId, '01234');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: 0,
      data: { seq: 1, number: '01234', member: '08x-xxx-5678', at: clock.now().toISOString() },
    });
    const [tally] = await db()
      .select()
      .from(yeekeeRoundTallies)
      .where(eq(yeekeeRoundTallies.roundId, roundId));
    expect(tally).toMatchObject({ shotCount: 1, shotSum: 1234n });
  });

  it('refuses a second shot within 5 seconds, saying how many seconds to wait, and writes nothing', async () => {
    nextSlot();
    const { roundId } = await yeekeeRound();
    const m = await registerMember(t);
    expect((await shoot(m, roundId, '11111')).json().error).toBe(0);
    clock.advance(1_200);
    const refused = (await shoot(m, roundId, '22222')).json();
    expect(refused).toMatchObject({ error: code('YEEKEE_SHOOT_TOO_SOON'), message: yeekeeMessages.wait(4) });
    clock.advance(3_700);
    expect((await shoot(m, roundId, '22222')).json()).toMatchObject({ message: yeekeeMessages.wait(1) });
    expect(await db().select().from(yeekeeShots).where(eq(yeekeeShots.roundId, roundId))).toHaveLength(1);
    clock.advance(100);
    expect((await shoot(m, roundId, '22222')).json()).toMatchObject({ error: 0, data: { seq: 2 } });
  });

  it('refuses shots outside open_at..close_at and at rounds that are not open, without using the slot', async () => {
    nextSlot();
    const m = await registerMember(t);
    const { roundId: closed } = await yeekeeRound({ status: 'closed' });
    expect((await shoot(m, closed, '12345')).json().error).toBe(code('YEEKEE_ROUND_CLOSED'));
    const { roundId: ended } = await yeekeeRound({ closeInMs: 1_000 });
    // Past close_at (the fixture adds a few ms per round to keep close times distinct).
    clock.advance(60_000);
    expect((await shoot(m, ended, '12345')).json().error).toBe(code('YEEKEE_ROUND_CLOSED'));
    // The refusals used no slot: the member may shoot into an open round straight away.
    const { roundId: open } = await yeekeeRound();
    expect((await shoot(m, open, '12345')).json().error).toBe(0);
    expect(await db().select().from(yeekeeShots).where(eq(yeekeeShots.roundId, ended))).toHaveLength(0);
  });

  it('refuses a shot at a round of another lotto category, and at an unknown round', async () => {
    nextSlot();
    const m = await registerMember(t);
    const { roundId } = await openTestRound(db(), { now: clock.now(), code: 'hanoi' });
    expect((await shoot(m, roundId, '12345')).json().error).toBe(code('YEEKEE_NOT_YEEKEE'));
    expect((await shoot(m, 2_000_000, '12345')).json().error).toBe(code('LOTTO_ROUND_NOT_FOUND'));
  });

  it('answers HTTP 400 to a number that is not exactly 5 digits, and 401 without a session', async () => {
    const { roundId } = await yeekeeRound();
    const m = await registerMember(t);
    for (const number of ['1234', '123456', '12a45', ' 1234', '-1234', 12345]) {
      const res = await asMember(t, m.token).post(SHOOT, { round_id: roundId, number });
      expect(res.statusCode, String(number)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: SHOOT,
      payload: { round_id: roundId, number: '12345' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      await db()
        .select()
        .from(yeekeeShooters)
        .where(eq(yeekeeShooters.memberId, await memberIdOf(db(), m))),
    ).toEqual([]);
  });

  it('refuses a member in cool-off with the cool-off message', async () => {
    nextSlot();
    const { roundId } = await yeekeeRound();
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const snapshot = await db().transaction((tx) =>
      updateResponsibleGaming(tx, id, { cool_off: '24h' }, clock.now(), 86_400_000),
    );
    const res = (await shoot(m, roundId, '12345')).json();
    expect(res.error).toBe(code('RG_COOLING_OFF'));
    expect(res.message).toContain('พัก');
    expect(snapshot.coolOffUntil).not.toBeNull();
    expect(await db().select().from(yeekeeShots).where(eq(yeekeeShots.roundId, roundId))).toHaveLength(0);
  });

  it('lists the latest 50 shots newest first with the running sum and count, for anyone', async () => {
    const { roundId } = await yeekeeRound();
    const shooters = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    let sum = 0;
    for (let i = 0; i < 55; i += 1) {
      if (i % 3 === 0) nextSlot();
      const number = String(i * 1_000 + 7).padStart(5, '0');
      sum += Number(number);
      expect((await shoot(shooters[i % 3]!, roundId, number)).json().error).toBe(0);
    }
    const body = (await t.app.inject({ url: `/api/lotto/yeekee/list?round_id=${roundId}` })).json();
    expect(body.error).toBe(0);
    expect(body.data).toMatchObject({ round_id: roundId, status: 'open', sum, count: 55 });
    expect(body.data.shots).toHaveLength(50);
    expect(body.data.shots.map((s: { seq: number }) => s.seq)).toEqual(
      Array.from({ length: 50 }, (_, i) => 55 - i),
    );
    expect(body.data.shots[0].number).toBe('54007');

    // The full list waits for the close: a list that still grows proves nothing.
    const early = (await t.app.inject({ url: `/api/lotto/yeekee/lists?round_id=${roundId}` })).json();
    expect(early.error).toBe(code('YEEKEE_LIST_NOT_FINAL'));

    await roundStatus(db(), roundId, 'closed');
    const full = (await t.app.inject({ url: `/api/lotto/yeekee/lists?round_id=${roundId}` })).json();
    expect(full.error).toBe(0);
    expect(full.data.shots.map((s: { seq: number }) => s.seq)).toEqual(
      Array.from({ length: 55 }, (_, i) => i + 1),
    );
    expect(full.data).toMatchObject({ count: 55, sum });
    // R = (S − shot 40, the 16th from the last) mod 100000.
    const expected = String((sum - (39 * 1_000 + 7)) % 100_000).padStart(5, '0');
    expect(full.data.result).toEqual({
      number: expected,
      subtracted_seq: 40,
      subtracted_number: '39007',
      top3: expected.slice(2),
      bottom2: expected.slice(0, 2),
    });
  });

  it('gives a closed round with fewer than 20 shots no result', async () => {
    nextSlot();
    const { roundId } = await yeekeeRound();
    const m = await registerMember(t);
    expect((await shoot(m, roundId, '12345')).json().error).toBe(0);
    await roundStatus(db(), roundId, 'voided');
    const full = (await t.app.inject({ url: `/api/lotto/yeekee/lists?round_id=${roundId}` })).json();
    expect(full.data).toMatchObject({ count: 1, sum: 12345, result: null });
  });

  it('gives a round an operator voided no result, even with 20 shots or more', async () => {
    nextSlot();
    const { roundId } = await yeekeeRound();
    for (let i = 0; i < 20; i++) {
      const m = await registerMember(t);
      expect((await shoot(m, roundId, String(10_000 + i))).json().error).toBe(0);
    }
    await roundStatus(db(), roundId, 'voided');
    const full = (await t.app.inject({ url: `/api/lotto/yeekee/lists?round_id=${roundId}` })).json();
    expect(full.data).toMatchObject({ count: 20, status: 'voided', result: null });
  });
});

describe.each(testDatabases())('yeekee shooting restricted to bill holders on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  suiteTestApp(
    target,
    { clock, config: { yeekeeShooting: { needsPendingBill: true } } },
    (made) => (t = made),
  );

  it('with YEEKEE_SHOOT_NEEDS_BILL, refuses members without a pending bill in the round and accepts holders', async () => {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: clock.now(), code: 'yeekee' });
    const m = await registerMember(t);
    const shoot = () => asMember(t, m.token).post(SHOOT, { round_id: roundId, number: '54321' });
    expect((await shoot()).json().error).toBe(code('YEEKEE_BILL_REQUIRED'));
    await fundMember(db, m, 100);
    const bill = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [{ type: '2top', number: '12', amount: 10 }],
    });
    expect(bill.json().error).toBe(0);
    expect((await shoot()).json()).toMatchObject({ error: 0, data: { seq: 1 } });
  });
});

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('yeekee shooting races on PostgreSQL', () => {
  let t: TestApp;
  suiteTestApp(postgres!, { config: { members: membersFromOneAddress() } }, (made) => (t = made));

  it('numbers 200 members shooting at once 1..200 without a gap, each shot once, with the right sum', async () => {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: new Date(), code: 'yeekee' });
    const shooters: Registered[] = [];
    while (shooters.length < 200) {
      shooters.push(...(await Promise.all(Array.from({ length: 25 }, () => registerMember(t)))));
    }
    const numbers = shooters.map((_, i) => String((i * 7_919) % 100_000).padStart(5, '0'));
    const answers = await Promise.all(
      shooters.map((m, i) => asMember(t, m.token).post(SHOOT, { round_id: roundId, number: numbers[i] })),
    );
    expect(answers.map((a) => a.json().error)).toEqual(numbers.map(() => 0));
    const seqs = answers.map((a) => a.json().data.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

    const stored = await db.select().from(yeekeeShots).where(eq(yeekeeShots.roundId, roundId));
    expect(stored.map((s) => s.seq).sort((a, b) => a - b)).toEqual(seqs);
    // Each answer names the stored shot of that seq: one shot per member, none lost or doubled.
    const bySeq = new Map(stored.map((s) => [s.seq, s.number]));
    answers.forEach((a, i) => expect(bySeq.get(a.json().data.seq)).toBe(numbers[i]));
    const sum = numbers.reduce((s, n) => s + Number(n), 0);
    const [tally] = await db.select().from(yeekeeRoundTallies).where(eq(yeekeeRoundTallies.roundId, roundId));
    expect(tally).toMatchObject({ shotCount: 200, shotSum: BigInt(sum) });
  }, 120_000);

  it('accepts one of ten shots a member fires in parallel and refuses the rest with the wait', async () => {
    const db = t.database.db;
    const { roundId } = await openTestRound(db, { now: new Date(), code: 'yeekee' });
    const m = await registerMember(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asMember(t, m.token).post(SHOOT, { round_id: roundId, number: `0000${i}` }),
      ),
    );
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === code('YEEKEE_SHOOT_TOO_SOON'))).toHaveLength(9);
    expect(await db.select().from(yeekeeShots).where(eq(yeekeeShots.roundId, roundId))).toHaveLength(1);
  });
});
