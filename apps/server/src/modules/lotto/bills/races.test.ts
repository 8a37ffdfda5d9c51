import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lottoBillLines, lottoBills, lottoNumberStakes } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { fundMember, openTestRound, setNumberRule } from '#testing/lotto.ts';
import { asMember, membersFromOneAddress, registerMembers } from '#testing/members.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { Registered } from '#testing/members.ts';

const postgres = racePostgres();

describe.runIf(postgres)('lotto bill races on PostgreSQL', () => {
  let t: TestApp;
  const { db } = suiteTestApp(
    postgres!,
    { config: { members: membersFromOneAddress() } },
    (made) => (t = made),
  );

  /** `n` members with 100 ฿ each. */
  const members = (n: number) =>
    registerMembers(t, n, async (batch) => {
      await Promise.all(batch.map((m) => fundMember(db(), m, 100)));
    });

  it('never lets 200 members racing for the last 100 ฿ of a number cap pass it together', async () => {
    const { roundId } = await openTestRound(db(), { now: new Date() });
    await setNumberRule(db(), roundId, '2top', '99', { capBaht: 1_000 });
    const [first] = await members(1);
    const line = (amount: number) => [{ type: '2top', number: '99', amount }];
    const bill = (m: Registered, amount: number) =>
      asMember(t, m.token).post('/api/lotto/bill/create', {
        round_id: roundId,
        agent_id: 1,
        request_id: randomUUID(),
        lines: line(amount),
      });
    await fundMember(db(), first!, 1_000);
    expect((await bill(first!, 900)).json().error).toBe(0);

    const racers = await members(200);
    const answers = await Promise.all(racers.map((m) => bill(m, 10)));
    const codes = answers.map((a) => a.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    // The losers were shown the new pricing (the excess refused), never a server fault.
    expect(codes.filter((c) => c !== 0).every((c) => c === 7005)).toBe(true);

    const [counter] = await db()
      .select()
      .from(lottoNumberStakes)
      .where(and(eq(lottoNumberStakes.roundId, roundId), eq(lottoNumberStakes.number, '99')));
    expect(counter?.stakedSatang).toBe(1_000_00n);
    const [stored] = await db()
      .select({ sum: sql<string>`sum(${lottoBillLines.amountSatang})` })
      .from(lottoBillLines)
      .where(eq(lottoBillLines.roundId, roundId));
    expect(BigInt(stored!.sum)).toBe(1_000_00n);
    const bills = await db().select().from(lottoBills).where(eq(lottoBills.roundId, roundId));
    expect(bills).toHaveLength(11);
    expect(await accountBalance(db(), { system: 'lotto_stakes' })).toBe(1_000_00n);
  }, 120_000);
});
