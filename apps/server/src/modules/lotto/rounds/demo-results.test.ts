import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ledgerHolds, ledgerTransfers, lottoBills, lottoCategories, lottoRounds } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { seedDatabase } from '#seed/seed.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { DEMO_DRAWS_PER_CATEGORY, ensureDemoResults } from './demo-results.ts';
import { roundsAwaitingSettlement } from './queries.ts';

const bkk = (local: string) => new Date(`${local}+07:00`);
const NOW = bkk('2026-03-10T10:02:00');

async function demoRounds(db: Db) {
  return db
    .select({ round: lottoRounds, code: lottoCategories.code })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(eq(lottoRounds.demo, true));
}

async function moneyRows(db: Db) {
  const [[transfers], [holds], [bills]] = await Promise.all([
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(ledgerHolds),
    db.select({ n: count() }).from(lottoBills),
  ]);
  return { transfers: transfers?.n, holds: holds?.n, bills: bills?.n };
}

// docs/rules/lotto.md#demo-results
describe.each(testDatabases())('lotto demo results on $kind', (target) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    t = await createTestApp(target, { clock, seed: false });
  });
  afterAll(() => t.close());

  it('seeds nothing in production', async () => {
    await seedDatabase(t.database.db, { demoResults: { now: NOW, production: true } });
    expect(await demoRounds(t.database.db)).toEqual([]);
    expect(await ensureDemoResults(t.database.db, { agentId: 1, now: NOW, production: true })).toBe(0);
    expect(await demoRounds(t.database.db)).toEqual([]);
  });

  it('seeds the last draws of each category but yeekee as settled demo rounds, moving no money', async () => {
    const before = await moneyRows(t.database.db);
    await seedDatabase(t.database.db, { demoResults: { now: NOW, production: false } });
    const rows = await demoRounds(t.database.db);
    const codes = [...new Set(rows.map((r) => r.code))].sort();
    expect(codes).toEqual(
      ['dowjones', 'hanoi', 'lao', 'malaysia', 'nikkei', 'thai_gov', 'thai_stock_am', 'thai_stock_pm'].sort(),
    );
    expect(rows).toHaveLength(codes.length * DEMO_DRAWS_PER_CATEGORY);
    for (const { round, code } of rows) {
      expect(round).toMatchObject({ status: 'settled', createdBy: 'demo', demo: true });
      expect(round.closeAt.getTime()).toBeLessThan(NOW.getTime());
      if (code === 'thai_gov') {
        expect(round.result).toMatchObject({
          first: expect.stringMatching(/^\d{6}$/),
          front3: [expect.stringMatching(/^\d{3}$/), expect.stringMatching(/^\d{3}$/)],
          back3: [expect.stringMatching(/^\d{3}$/), expect.stringMatching(/^\d{3}$/)],
          two: expect.stringMatching(/^\d{2}$/),
        });
        expect(round.result?.top3).toBe(round.result?.first?.slice(3));
      } else {
        expect(round.result).toEqual({
          top3: expect.stringMatching(/^\d{3}$/),
          bottom2: expect.stringMatching(/^\d{2}$/),
        });
      }
    }
    // The last three government draws before 10 March 2026, as the schedule lays them out.
    const gov = rows.filter((r) => r.code === 'thai_gov').map((r) => r.round.drawDate);
    expect(gov.sort()).toEqual(['2026-02-01', '2026-02-16', '2026-03-01']);
    // No bill, no ledger row, no hold; the settlement job has nothing to do with them.
    expect(await moneyRows(t.database.db)).toEqual(before);
    const awaiting = await roundsAwaitingSettlement(t.database.db, NOW);
    expect(awaiting.filter((id) => rows.some((r) => r.round.id === id))).toEqual([]);
  });

  it('adds nothing on the next start', async () => {
    const before = (await demoRounds(t.database.db)).length;
    expect(await ensureDemoResults(t.database.db, { agentId: 1, now: NOW, production: false })).toBe(0);
    expect(await seedDatabase(t.database.db, { demoResults: { now: NOW, production: false } })).toBe(false);
    expect(await demoRounds(t.database.db)).toHaveLength(before);
  });

  it('answers the latest result of each category, marked demo, when no date is asked', async () => {
    const body = await get('/api/lotto/results?agent_id=1');
    expect(body.error).toBe(0);
    expect(body.data).toHaveLength(8);
    expect(new Set(body.data.map((r: { category: { code: string } }) => r.category.code)).size).toBe(8);
    expect(body.data.every((r: { demo: boolean }) => r.demo)).toBe(true);
    const closes = body.data.map((r: { draw_date: string }) => r.draw_date);
    expect([...closes].sort().reverse()).toEqual(closes);
    const day = await get('/api/lotto/results?agent_id=1&date=2026-03-01');
    expect(day.data.map((r: { category: { code: string } }) => r.category.code)).toContain('thai_gov');
  });
});
