import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { memberIdOf } from '#testing/lotto.ts';
import { registerMember } from '#testing/members.ts';
import { OperatorError, parseArguments } from '../command.ts';
import pointsAdjust from './points-adjust.ts';

describe.each(testDatabases())('points:adjust on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });
  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const { args, flags } = parseArguments(argv);
    const code = await pointsAdjust.run({
      db: t.database.db,
      database: t.database,
      config: t.config,
      args,
      flags,
      print: (line = '') => void lines.push(line),
    });
    return { code, out: lines.join('\n') };
  };

  it('credits and takes back points through the ledger, audited once, retry-safe by key', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t.database.db, m);
    const first = await run([
      m.phone,
      '500',
      '--reason',
      'ชดเชยระบบ',
      '--operator',
      'somchai',
      '--key',
      'k1',
      '--json',
    ]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ ok: true, replayed: false, points: 500 });
    const again = await run([
      m.phone,
      '500',
      '--reason',
      'ชดเชยระบบ',
      '--operator',
      'somchai',
      '--key',
      'k1',
      '--json',
    ]);
    expect(JSON.parse(again.out)).toMatchObject({ replayed: true, points: 500 });
    expect((await run([m.phone, '-200', '--reason', 'แก้ไข', '--operator', 'somchai'])).out).toContain(
      '300 points now',
    );
    expect(await accountBalance(t.database.db, { memberPoints: id })).toBe(300n);
    const audit = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'points:adjust'), eq(operatorAuditLog.targetId, String(id))));
    expect(audit).toHaveLength(2);
  });

  it('refuses taking back more than the member holds, a missing reason and zero, changing nothing', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t.database.db, m);
    await expect(run([m.phone, '-1', '--reason', 'x'])).rejects.toThrow(OperatorError);
    await expect(run([m.phone, '10'])).rejects.toThrow('--reason');
    await expect(run([m.phone, '0', '--reason', 'x'])).rejects.toThrow(OperatorError);
    await expect(run([m.phone, '1.5', '--reason', 'x'])).rejects.toThrow(OperatorError);
    await expect(run(['0899999999', '10', '--reason', 'x'])).rejects.toThrow('no member');
    expect(await accountBalance(t.database.db, { memberPoints: id })).toBe(0n);
  });
});
