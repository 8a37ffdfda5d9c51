import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lottoRounds } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { createRoundsAhead } from './jobs.ts';

const bkk = (local: string) => new Date(`${local}+07:00`);

describe.each(testDatabases())('lotto read calls on $kind', (target) => {
  let t: TestApp;
  const clock = manualClock(bkk('2025-03-03T10:00:00'));
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  let hanoiRoundId = 0;

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    await createRoundsAhead(t.database.db, 1, clock.now());
  });
  afterAll(() => t.close());

  it('lists every category in the lobby with its current round and status 0, without a member token', async () => {
    const body = await get('/api/lotto/lobby');
    expect(body).toMatchObject({ error: 0, status: 0 });
    expect(body.data.map((c: { code: string }) => c.code)).toEqual([
      'thai_gov',
      'hanoi',
      'lao',
      'malaysia',
      'thai_stock_am',
      'thai_stock_pm',
      'nikkei',
      'dowjones',
      'yeekee',
    ]);
    const hanoi = body.data[1];
    expect(hanoi).toMatchObject({ name: 'หวยฮานอย', image: '/media/lotto/hanoi.svg' });
    // The round opened at yesterday's close, so it is open although no job has run yet.
    expect(hanoi.round).toMatchObject({ close_at: bkk('2025-03-03T18:00:00').toISOString(), status: 'open' });
    hanoiRoundId = hanoi.round.round_id;
  });

  it('answers a round with its category, bet types, cut-off and status', async () => {
    const body = await get(`/api/lotto/round?round_id=${hanoiRoundId}`);
    expect(body.data).toEqual({
      round_id: hanoiRoundId,
      title: 'หวยฮานอย งวด 3 มี.ค. 2568',
      close_at: bkk('2025-03-03T18:00:00').toISOString(),
      open_at: bkk('2025-03-02T18:00:00').toISOString(),
      cancel_until: bkk('2025-03-03T17:59:00').toISOString(),
      draw_date: '2025-03-03',
      status: 'open',
      category: expect.objectContaining({ code: 'hanoi' }),
      bet_types: ['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'],
    });
  });

  it('refuses an unknown round with LOTTO_ROUND_NOT_FOUND on HTTP 200 and a bad id with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lotto/round?round_id=999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: 7001, data: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/lotto/rate?round_id=abc' })).statusCode).toBe(400);
  });

  it('prices a government round at the government rates and a daily round at the daily rates', async () => {
    const rates = await get('/api/lotto/rates?agent_id=1');
    const gov = rates.data.find((c: { category: { code: string } }) => c.category.code === 'thai_gov');
    expect(gov.rates[0]).toEqual({
      type: '3top',
      name: '3 ตัวบน',
      rate: 900,
      min: 1,
      max: 2000,
      // No discount until the operator sets one (docs/rules/lotto.md#discounts).
      discount_percent: 0,
      reduced_discount_percent: 0,
      tiers: [{ from_amount: 0, rate: 900 }],
    });
    expect(gov.rates.map((r: { rate: number }) => r.rate)).toEqual([900, 150, 450, 450, 90, 90, 3.2, 4.2]);
    const daily = await get(`/api/lotto/rate?round_id=${hanoiRoundId}`);
    expect(daily.data.map((r: { rate: number; max: number }) => [r.rate, r.max])).toEqual([
      [800, 2000],
      [120, 2000],
      [90, 5000],
      [90, 5000],
      [3.2, 5000],
      [4.2, 5000],
    ]);
  });

  it('refuses a rates call naming another agent', async () => {
    expect((await get('/api/lotto/rates?agent_id=2')).error).toBe(2001);
  });

  it('states the rules in Thai with the cut-off and limits', async () => {
    const body = await get(`/api/lotto/rule?round_id=${hanoiRoundId}`);
    expect(body.data).toMatchObject({ round_id: hanoiRoundId, max_lines: 500, member_number_cap: null });
    expect(body.data.rules[0]).toContain('ปิดรับแทง 3 มี.ค. 2568 เวลา 18:00 น.');
    expect(body.data.rules.some((r: string) => r.startsWith('3 ตัวบน:') && r.includes('800'))).toBe(true);
  });

  it('lists closed and reduced numbers of a round', async () => {
    const { lottoNumberRules } = await import('#db/schema/index.ts');
    await t.database.db.insert(lottoNumberRules).values([
      { roundId: hanoiRoundId, betType: '2top', number: '59', closed: true, updatedBy: 'test' },
      { roundId: hanoiRoundId, betType: '3top', number: '123', rateHundredths: 40000, updatedBy: 'test' },
    ]);
    expect((await get(`/api/lotto/limit?round_id=${hanoiRoundId}`)).data).toEqual({
      closed: [{ type: '2top', number: '59' }],
      reduced: [{ type: '3top', number: '123', rate: 400 }],
    });
  });

  it('answers a round closed at close_at to the second, and its result once entered', async () => {
    clock.set(bkk('2025-03-03T18:00:00'));
    expect((await get(`/api/lotto/round?round_id=${hanoiRoundId}`)).data.status).toBe('closed');
    expect((await get(`/api/lotto/result?round_id=${hanoiRoundId}`)).data.result).toBeNull();
    await t.database.db
      .update(lottoRounds)
      .set({ status: 'settled', result: { top3: '123', bottom2: '45' } })
      .where(eq(lottoRounds.id, hanoiRoundId));
    const results = await get('/api/lotto/results?date=2025-03-03&agent_id=1');
    expect(results.data).toEqual([
      expect.objectContaining({
        round_id: hanoiRoundId,
        status: 'settled',
        result: { top3: '123', bottom2: '45' },
      }),
    ]);
    const rounds = await get('/api/lotto/rounds?status=settled');
    expect(rounds.data.map((r: { round_id: number }) => r.round_id)).toEqual([hanoiRoundId]);
  });
});
