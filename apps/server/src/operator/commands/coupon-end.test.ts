import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, operatorAuditLog } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { couponAddArgs, runOperatorCommandText } from '#testing/operator-commands.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { OperatorCommand } from '../command.ts';
import couponAdd from './coupon-add.ts';
import couponEnd from './coupon-end.ts';

describe.each(testDatabases())('coupon:end on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, {}, (made) => (t = made));
  const run = (command: OperatorCommand, argv: string[]) => runOperatorCommandText(t, command, argv);
  const create = async (code: string) => {
    const r = await run(couponAdd, couponAddArgs(code, 'points:100', 10));
    expect(r.code, r.err).toBe(0);
  };
  const audits = (action: string) =>
    t.database.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action));

  it('ends a coupon now, audited, answers JSON, and a second run changes nothing', async () => {
    await create('LEAK1');
    const before = Date.now();
    const r = await run(couponEnd, ['--code', 'leak1', '--operator', 'somchai', '--json']);
    expect(r.code, r.err).toBe(0);
    const answer = JSON.parse(r.out);
    expect(answer).toMatchObject({ ok: true, code: 'LEAK1', changed: true, coupon_id: expect.any(Number) });
    expect(Date.parse(answer.valid_until)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.valid_until)).toBeLessThanOrEqual(Date.now());
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'LEAK1'));
    expect(row!.validUntil.toISOString()).toBe(answer.valid_until);
    expect((await audits('coupon:end')).map((a) => [a.operator, a.targetId])).toEqual([
      ['somchai', String(row!.id)],
    ]);

    const again = await run(couponEnd, ['--code', 'LEAK1', '--json']);
    expect(again.code, again.err).toBe(0);
    expect(JSON.parse(again.out)).toEqual({ ...answer, changed: false });
    expect(await audits('coupon:end')).toHaveLength(1);
  });

  it('prints an English summary, and refuses an unknown code or a missing --code', async () => {
    await create('LEAK2');
    const ok = await run(couponEnd, ['--code', 'LEAK2']);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/^coupon LEAK2 \(#\d+\) ended at \S+; 0 of 10 redemptions made stay$/);
    const again = await run(couponEnd, ['--code', 'LEAK2']);
    expect(again.out).toContain('had already ended');

    const unknown = await run(couponEnd, ['--code', 'NOPE', '--json']);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.out)).toEqual({ ok: false, error: 'coupon NOPE does not exist' });
    const plain = await run(couponEnd, ['--code', 'NOPE']);
    expect(plain.code).toBe(1);
    expect(plain.out).toBe('refused: coupon NOPE does not exist');

    const missing = await run(couponEnd, []);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--code');
    // LEAK1's row and LEAK2's one: the second end and the refusals wrote none.
    expect(await audits('coupon:end')).toHaveLength(2);
  });
});
