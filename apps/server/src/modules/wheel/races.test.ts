import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wheelSpinBalances, wheelSpins } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { awardPoints } from '#points';
import { systemClock } from '#shared/clock.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { bulkMembers } from '#testing/campaigns.ts';
import { grantSpins } from './grants.ts';
import { createWheelFairness } from './fairness.ts';
import { createWheelService } from './service.ts';
import { verifyWheelSpins } from './verify.ts';

const postgres = racePostgres();

describe.runIf(postgres)('wheel races on PostgreSQL', () => {
  const { db } = suiteTestApp(postgres!, {});
  const wheel = () => createWheelService(db(), systemClock);
  const settle = (all: Promise<unknown>[]) => Promise.allSettled(all);

  it('lets 40 parallel spins of a member with 5 free spins take exactly 5', async () => {
    const [m] = await bulkMembers(db(), 1);
    await grantSpins(db(), { memberId: m!.id, spins: 5, source: 'quest', sourceRef: `race-${m!.id}` });
    const results = await settle(
      Array.from({ length: 40 }, () => wheel().spin(m!, 1, { request_id: randomUUID() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { key?: string }).key === 'WHEEL_NO_SPINS')).toBe(true);
    const [balance] = await db()
      .select()
      .from(wheelSpinBalances)
      .where(eq(wheelSpinBalances.memberId, m!.id));
    expect(balance!.freeSpins).toBe(0);
    expect(await db().select().from(wheelSpins).where(eq(wheelSpins.memberId, m!.id))).toHaveLength(5);
  }, 60_000);

  it('lets 30 parallel points spins of a member holding 300 points take exactly 3', async () => {
    const [m] = await bulkMembers(db(), 1);
    await awardPoints(db(), { memberId: m!.id, points: 300, key: `race-points-${m!.id}`, at: new Date() });
    const results = await settle(
      Array.from({ length: 30 }, () => wheel().spin(m!, 2, { request_id: randomUUID() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await accountBalance(db(), { memberPoints: m!.id })).toBe(0n);
  }, 60_000);

  it('answers 20 parallel copies of one spin request with one spin, charged once', async () => {
    const [m] = await bulkMembers(db(), 1);
    await grantSpins(db(), { memberId: m!.id, spins: 3, source: 'quest', sourceRef: `replay-${m!.id}` });
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => wheel().spin(m!, 1, { request_id: id })),
    );
    expect(new Set(results.map((r) => r.spin_id)).size).toBe(1);
    const [balance] = await db()
      .select()
      .from(wheelSpinBalances)
      .where(eq(wheelSpinBalances.memberId, m!.id));
    expect(balance!.freeSpins).toBe(2);
  }, 60_000);

  it('credits a prize once when 20 rewards of the same spin race, and once more on a retry', async () => {
    const [m] = await bulkMembers(db(), 1);
    await grantSpins(db(), { memberId: m!.id, spins: 100, source: 'quest', sourceRef: `reward-${m!.id}` });
    let spin;
    for (let i = 0; i < 100; i++) {
      spin = await wheel().spin(m!, 1, { request_id: randomUUID() });
      if (spin.prize_kind === 'credit') break;
    }
    expect(spin!.prize_kind).toBe('credit');
    const results = await Promise.all(Array.from({ length: 20 }, () => wheel().reward(m!, spin!.spin_id)));
    expect(results.every((r) => r.status === 'rewarded')).toBe(true);
    await wheel().reward(m!, spin!.spin_id);
    const expected = BigInt(Math.round(spin!.prize_amount * 100));
    expect(await accountBalance(db(), { member: m!.id, wallet: 3 })).toBe(expected);
  }, 60_000);

  it('gives parallel spins of one member consecutive nonces, each drawn once, rotating after every N', async () => {
    const [m] = await bulkMembers(db(), 1);
    await grantSpins(db(), { memberId: m!.id, spins: 7, source: 'quest', sourceRef: `nonce-${m!.id}` });
    const every3 = createWheelService(db(), systemClock, { spinsPerSeed: 3 });
    const results = await settle(
      Array.from({ length: 12 }, () => every3.spin(m!, 1, { request_id: randomUUID() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const rows = await db().select().from(wheelSpins).where(eq(wheelSpins.memberId, m!.id));
    const commitments = [...new Set(rows.map((r) => r.commitmentId))];
    const nonces = commitments.map((c) =>
      rows
        .filter((r) => r.commitmentId === c)
        .map((r) => r.nonce)
        .sort(),
    );
    expect(nonces.sort((a, b) => b.length - a.length)).toEqual([[0, 1, 2], [0, 1, 2], [0]]);
    const report = await verifyWheelSpins(db(), { memberId: m!.id });
    expect(report.spins.map((s) => s.state)).toEqual(Array(7).fill('agree'));
  }, 60_000);

  it('lets rotations race spins of the same member: every spin is drawn from a commitment it can be checked against', async () => {
    const [m] = await bulkMembers(db(), 1);
    await grantSpins(db(), { memberId: m!.id, spins: 8, source: 'quest', sourceRef: `rotate-${m!.id}` });
    const fairness = createWheelFairness(db(), systemClock, { spinsPerSeed: 100 });
    const results = await settle([
      ...Array.from({ length: 8 }, () => wheel().spin(m!, 1, { request_id: randomUUID() })),
      ...Array.from({ length: 4 }, (_, i) => fairness.rotate(m!, { client_seed: `race-${i}` })),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await db().select().from(wheelSpins).where(eq(wheelSpins.memberId, m!.id));
    for (const c of new Set(rows.map((r) => r.commitmentId))) {
      const nonces = rows.filter((r) => r.commitmentId === c).map((r) => r.nonce!);
      expect(nonces.sort((a, b) => a - b)).toEqual([...nonces.keys()]);
    }
    // The rotations revealed every commitment but the current one; all 8 spins recompute.
    const report = await verifyWheelSpins(db(), { memberId: m!.id });
    expect(report.spins.map((s) => s.state)).toEqual(Array(8).fill('agree'));
  }, 60_000);
});
