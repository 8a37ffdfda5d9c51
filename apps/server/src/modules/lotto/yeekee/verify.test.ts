import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { manualClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { insertRound } from '#testing/lotto-settlement.ts';
import { registerMember } from '#testing/members.ts';
import { rowsOf } from '#db/rows.ts';
import { addShots, yeekeeCategory } from '#testing/yeekee-close.ts';
import { concludeYeekeeRound } from './close.ts';
import { describeReport, verifyYeekeeRound } from './verify.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./verify-cli.ts', import.meta.url));
const BONUS = { lastShotSatang: 20_000n, subtractedShotSatang: 40_000n, minBillsSatang: 10_000n };
const TWENTY = Array.from({ length: 20 }, (_, i) => String(1111 * (i + 1)).padStart(5, '0'));

// PGlite only: the check reads public calls, which behave the same on both databases.
describe('yeekee:verify against a running site', () => {
  let t: TestApp;
  let url: string;
  let categoryId: number;
  let seq = 0;
  let memberId: number;
  const clock = manualClock(new Date('2026-03-16T09:00:00Z'));
  const closedRound = async (shots: string[]) => {
    const roundId = await insertRound(t.database.db, categoryId, {
      closeAt: new Date(clock.now().getTime() - 1_000 - (seq += 1)),
    });
    await addShots(
      t.database.db,
      roundId,
      shots.map((number) => ({ number, memberId })),
    );
    await concludeYeekeeRound(t.database.db, roundId, { clock, bonus: BONUS, publish: () => {} });
    return roundId;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { clock });
    categoryId = await yeekeeCategory(t.database.db);
    // The public list masks each shooter's phone, so the shots need a real member.
    const member = await registerMember(t);
    const [row] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from members where phone = ${member.phone}`),
    );
    memberId = Number(row!.id);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('recomputes a settled round from its public shot list and agrees with the stored result', async () => {
    const roundId = await closedRound(TWENTY);
    const report = await verifyYeekeeRound(url, roundId);
    expect(report).toMatchObject({ agrees: true, count: 20, sum: '233310', result: { number: '27755' } });
    expect(describeReport(report)).toContain('R = (233310 − 05555) mod 100000 = 227755 mod 100000 = 27755');
  });

  it('agrees that a round of fewer than 20 shots has no result and is voided', async () => {
    const roundId = await closedRound(TWENTY.slice(0, 19));
    expect(await verifyYeekeeRound(url, roundId)).toMatchObject({
      agrees: true,
      status: 'voided',
      result: null,
    });
  });

  it('reports a mismatch when the stored result is not the one the shots give', async () => {
    const roundId = await closedRound(TWENTY);
    await t.database.db.execute(
      sql`update lotto_rounds set result = '{"top3":"756","bottom2":"27"}'::jsonb where id = ${roundId}`,
    );
    const report = await verifyYeekeeRound(url, roundId);
    expect(report.agrees).toBe(false);
    expect(report.checks.find((c) => !c.ok)?.what).toBe('settled result');
  });

  // Two child processes through tsx, each loading the verifier's modules: a few seconds quiet, past 30 s
  // on a 2-core machine running the whole suite; the bound only catches a hang.
  it('as a command: prints the arithmetic, exit 0 when it agrees and 1 when not', async () => {
    const good = await closedRound(TWENTY);
    const ok = await run(process.execPath, ['--import', 'tsx', cli, String(good), '--url', url]);
    expect(ok.stdout).toContain('shot 16th from the last: #5 = 05555');
    expect(ok.stdout).toContain('the result agrees with the shots');

    const bad = await closedRound(TWENTY);
    await t.database.db.execute(
      sql`update lotto_rounds set result = '{"top3":"000","bottom2":"00"}'::jsonb where id = ${bad}`,
    );
    const failed = await run(process.execPath, [
      '--import',
      'tsx',
      cli,
      String(bad),
      '--url',
      url,
      '--json',
    ]).catch((err: { code: number; stdout: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    expect(JSON.parse(failed.stdout)).toMatchObject({ agrees: false, roundId: bad });
  }, 90_000);
});
