import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, operatorAuditLog, pollChoices, polls } from '#db/schema/index.ts';
import { pollSeedHash } from '#polls';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { couponAddArgs, runOperatorCommandText } from '#testing/operator-commands.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { OperatorCommand } from '../command.ts';
import couponAdd from './coupon-add.ts';
import pollAdd from './poll-add.ts';
import wheelReport from './wheel-report.ts';

describe.each(testDatabases())('coupon:add and wheel:report on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, {}, (made) => (t = made));
  const run = (command: OperatorCommand, argv: string[]) => runOperatorCommandText(t, command, argv);
  const until = '2099-12-31T23:59:59+07:00';

  it('creates a coupon with its reward, quota and window, audited, and answers JSON', async () => {
    const r = await run(couponAdd, [
      ...couponAddArgs('songkran50', 'credit:50', 100),
      '--operator',
      'somchai',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: true,
      code: 'SONGKRAN50',
      reward_kind: 'credit',
      reward_amount: 50,
      quota: 100,
      valid_until: '2099-12-31T16:59:59.000Z',
    });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SONGKRAN50'));
    expect(row!.rewardAmount).toBe(5_000n);
    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, String(row!.id)));
    expect(audits.map((a) => [a.operator, a.action])).toEqual([['somchai', 'coupon:add']]);
  });

  it('prints a summary, and refuses a taken code, a bad reward, quota or date without writing', async () => {
    const ok = await run(couponAdd, couponAddArgs('SPIN3', 'spins:3', 5));
    expect(ok.out).toContain('coupon SPIN3 created');
    expect(ok.out).toContain('หมุนวงล้อฟรี 3 ครั้ง');
    const taken = await run(couponAdd, couponAddArgs('spin3', 'spins:3', 5));
    expect(taken.code).toBe(1);
    expect(taken.out).toContain('already exists');
    for (const argv of [
      ['--code', 'BAD1', '--reward', 'cash:5', '--quota', '5', '--until', until],
      ['--code', 'BAD2', '--reward', 'points:5', '--quota', '0', '--until', until],
      ['--code', 'BAD3', '--reward', 'points:5', '--quota', '5', '--until', 'tomorrow'],
      ['--code', 'BAD4', '--reward', 'points:5', '--quota', '5', '--until', '2000-01-01T00:00:00Z'],
      ['--code', 'ไม่ได้', '--reward', 'points:5', '--quota', '5', '--until', until],
    ]) {
      const r = await run(couponAdd, argv);
      expect(r.code, argv.join(' ')).toBe(1);
    }
    const stored = await t.database.db.select({ code: coupons.code }).from(coupons);
    expect(stored.map((c) => c.code).filter((c) => c.startsWith('BAD'))).toEqual([]);
  });

  it("prints each wheel's expected prize per spin from its weights", async () => {
    const r = await run(wheelReport, ['--json']);
    const body = JSON.parse(r.out) as { wheels: { tab: number; expected: Record<string, string> }[] };
    expect(body.wheels.map((w) => w.tab)).toEqual([1, 2]);
    expect(body.wheels[1]!.expected).toEqual({ credit_baht: '5.5000', points: '22.50', spins: '0.00' });
    const text = await run(wheelReport, []);
    expect(text.out).toContain('wheel #');
    expect(text.out).toContain('expected');
    expect(text.out).toContain('observed');
  });

  it('creates a poll with its choices and a committed seed, audited, served by the poll calls', async () => {
    const r = await run(pollAdd, [
      '--title',
      'โหวตหวยยอดนิยม',
      '--choices',
      'หวยรัฐบาล, หวยฮานอย ,หวยลาว',
      '--until',
      until,
      '--winners',
      '3',
      '--prize-spins',
      '2',
      '--operator',
      'somchai',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const body = JSON.parse(r.out) as { poll_id: number; seed_hash: string };
    const [poll] = await t.database.db.select().from(polls).where(eq(polls.id, body.poll_id));
    expect(pollSeedHash(poll!.seed)).toBe(body.seed_hash);
    expect(poll).toMatchObject({ winnerCount: 3, prizeSpins: 2, satangPerVote: 1_000_00n });
    const choices = await t.database.db
      .select()
      .from(pollChoices)
      .where(eq(pollChoices.pollId, body.poll_id));
    expect(choices.map((c) => c.label)).toEqual(['หวยรัฐบาล', 'หวยฮานอย', 'หวยลาว']);
    const config = (
      await t.app.inject({ method: 'GET', url: `/api/poll/config?poll_id=${body.poll_id}` })
    ).json();
    expect(config.data).toMatchObject({ title: 'โหวตหวยยอดนิยม', seed_hash: body.seed_hash, winner_count: 3 });
    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'poll:add'));
    expect(audits.map((a) => a.targetId)).toEqual([String(body.poll_id)]);
    const refused = await run(pollAdd, ['--title', 'x', '--choices', 'เดียว', '--until', until]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('at least two');
  });
});
