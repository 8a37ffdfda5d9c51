import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { operatorAuditLog } from '#db/schema/index.ts';
import { rowsOf } from '#db/rows.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { runOperatorCommand } from '#testing/operator-commands.ts';
import { GOVERNMENT_DRAW } from '#testing/lotto-draws.ts';
import {
  billRow,
  fundedMember,
  insertBill,
  insertCategory,
  insertRound,
  mainBalance,
  roundStatus,
} from '#testing/lotto-settlement.ts';
import type { OperatorCommand } from '../command.ts';
import lottoClose from './lotto-close.ts';
import lottoNumber from './lotto-number.ts';
import lottoResult from './lotto-result.ts';
import lottoRoundAdd from './lotto-round-add.ts';
import lottoRounds from './lotto-rounds.ts';
import lottoVoid from './lotto-void.ts';

describe.each(testDatabases())('lotto operator commands on $kind', (target) => {
  let t: TestApp;
  let memberSeq = 900_000;
  suiteTestApp(target, {}, (made) => (t = made));

  const run = (command: OperatorCommand, argv: string[]) => runOperatorCommand(t, command, argv);
  const json = async (command: OperatorCommand, argv: string[]) => {
    const r = await run(command, [...argv, '--json']);
    return { code: r.code, body: JSON.parse(r.out[0] ?? 'null') as Record<string, unknown> };
  };
  const audits = (roundId: number) =>
    t.database.db
      .select({
        operator: operatorAuditLog.operator,
        action: operatorAuditLog.action,
        detail: operatorAuditLog.detail,
      })
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, 'lotto_round'), eq(operatorAuditLog.targetId, String(roundId))),
      );
  const past = () => new Date(Date.now() - 60_000);
  const future = () => new Date(Date.now() + 3_600_000);

  it('lotto:result settles a government round, pays the winner once and audits once; again is nothing changed', async () => {
    const roundId = await insertRound(
      t.database.db,
      await insertCategory(t.database.db, { government: true }),
      {
        closeAt: past(),
      },
    );
    const m = await fundedMember(t.database.db, (memberSeq += 1), 100_000n);
    const bill = await insertBill(t.database.db, {
      roundId,
      memberId: m,
      lines: [{ type: '3front', number: '046', amountSatang: 1_000n, rate: 45_000 }],
    });
    const argv = [
      String(roundId),
      '--first',
      '878972',
      '--front3',
      '046,781',
      '--back3',
      '009,677',
      '--two',
      '33',
    ];
    const first = await json(lottoResult, [...argv, '--operator', 'nok']);
    expect(first).toEqual({
      code: 0,
      body: {
        ok: true,
        replayed: false,
        round_id: roundId,
        status: 'settled',
        result: { ...GOVERNMENT_DRAW, top3: '972', bottom2: '33' },
        settlement: { lines: 1, bills: 1, winning_bills: 1, paid_satang: '450000' },
      },
    });
    expect(await billRow(t.database.db, bill)).toEqual({ status: 'won', winSatang: 450_000n });
    const balance = await mainBalance(t.database.db, m);
    const again = await run(lottoResult, [...argv, '--operator', 'som']);
    expect(again.code).toBe(0);
    expect(again.out[0]).toMatch(/already has this result/);
    expect(await mainBalance(t.database.db, m)).toBe(balance);
    expect(await audits(roundId)).toEqual([
      {
        operator: 'nok',
        action: 'lotto:result',
        detail: { result: expect.objectContaining({ top3: '972' }) },
      },
    ]);
    const other = await json(lottoResult, [...argv.slice(0, -1), '34']);
    expect(other).toEqual({
      code: 1,
      body: { ok: false, error: 'different_result', message: expect.any(String) },
    });
    const plain = await run(lottoResult, [String(roundId), '--top3', '972', '--bottom2', '33']);
    expect(plain).toMatchObject({ code: 1, err: [expect.stringMatching(/^error: first must be 6 digits/)] });
  });

  it('lotto:result refuses an open round before close; lotto:close closes it and audits; then the result settles it', async () => {
    const roundId = await insertRound(
      t.database.db,
      await insertCategory(t.database.db, { government: false }),
      {
        closeAt: future(),
      },
    );
    expect(await json(lottoResult, [String(roundId), '--top3', '575', '--bottom2', '28'])).toMatchObject({
      code: 1,
      body: { ok: false, error: 'not_closed' },
    });
    expect(await json(lottoClose, [String(roundId), '--operator', 'nok'])).toEqual({
      code: 0,
      body: { ok: true, replayed: false, round_id: roundId, status: 'closed' },
    });
    expect((await run(lottoClose, [String(roundId)])).out).toEqual([
      `round #${roundId} is already closed; nothing changed`,
    ]);
    const settled = await run(lottoResult, [String(roundId), '--top3', '575', '--bottom2', '28']);
    expect(settled.out[0]).toBe(`round #${roundId} result top3 575, bottom2 28: settled`);
    expect((await audits(roundId)).map((a) => a.action)).toEqual(['lotto:close', 'lotto:result']);
  });

  it('lotto:void refunds pending bills once, needs a reason, and audits once', async () => {
    const roundId = await insertRound(
      t.database.db,
      await insertCategory(t.database.db, { government: false }),
      {
        closeAt: future(),
      },
    );
    const m = await fundedMember(t.database.db, (memberSeq += 1), 100_000n);
    const start = await mainBalance(t.database.db, m);
    await insertBill(t.database.db, {
      roundId,
      memberId: m,
      lines: [{ type: '2top', number: '75', amountSatang: 5_000n, rate: 9_000 }],
    });
    expect((await run(lottoVoid, [String(roundId)])).err).toEqual(['error: --reason <value> is required']);
    expect(await json(lottoVoid, [String(roundId), '--reason', 'งดออกผล', '--operator', 'nok'])).toEqual({
      code: 0,
      body: {
        ok: true,
        replayed: false,
        round_id: roundId,
        status: 'voided',
        refunded_bills: 1,
        refunded_satang: '5000',
      },
    });
    expect(await json(lottoVoid, [String(roundId), '--reason', 'ซ้ำ'])).toMatchObject({
      code: 0,
      body: { replayed: true, refunded_bills: 0 },
    });
    expect(await mainBalance(t.database.db, m)).toBe(start);
    expect(await roundStatus(t.database.db, roundId)).toBe('voided');
    expect(await audits(roundId)).toEqual([
      { operator: 'nok', action: 'lotto:void', detail: { reason: 'งดออกผล', previous_status: 'open' } },
    ]);
  });

  it('lotto:number closes, reopens, rates and caps a number, auditing each change and not a repeat', async () => {
    const roundId = await insertRound(
      t.database.db,
      await insertCategory(t.database.db, { government: false }),
      {
        closeAt: future(),
      },
    );
    const base = [String(roundId), '--type', '2bottom', '--number', '05', '--operator', 'nok'];
    expect(await json(lottoNumber, [...base, '--close'])).toEqual({
      code: 0,
      body: {
        ok: true,
        replayed: false,
        round_id: roundId,
        type: '2bottom',
        number: '05',
        closed: true,
        rate: null,
        cap_satang: null,
      },
    });
    expect(await json(lottoNumber, [...base, '--close'])).toMatchObject({
      code: 0,
      body: { replayed: true },
    });
    expect(await json(lottoNumber, [...base, '--rate', '45.5'])).toMatchObject({ body: { rate: 45.5 } });
    expect(await json(lottoNumber, [...base, '--cap', '1000'])).toMatchObject({
      body: { cap_satang: '100000' },
    });
    expect((await run(lottoNumber, [...base, '--open'])).out).toEqual([
      `round #${roundId} 2bottom 05: open, rate 45.50, cap 1000.00 baht`,
    ]);
    const [rule] = rowsOf<{ closed: boolean; rate: number; cap: string }>(
      await t.database.db.execute(sql`select closed, rate_hundredths as rate, cap_satang::text as cap
        from lotto_number_rules where round_id = ${roundId}`),
    );
    expect({ ...rule, rate: Number(rule!.rate) }).toEqual({ closed: false, rate: 4550, cap: '100000' });
    expect((await audits(roundId)).map((a) => (a.detail as { change: string }).change)).toEqual([
      'close',
      'rate',
      'cap',
      'open',
    ]);
    expect(await json(lottoNumber, [...base.slice(0, 4), '5', '--close'])).toMatchObject({
      code: 1,
      body: { error: 'invalid' },
    });
    expect((await run(lottoNumber, [...base, '--close', '--cap', '5'])).err[0]).toMatch(/exactly one of/);
    expect(
      await json(lottoNumber, [String(roundId), '--type', '3front', '--number', '123', '--close']),
    ).toMatchObject({
      code: 1,
      body: { error: 'invalid', message: expect.stringMatching(/does not offer 3front/) },
    });
  });

  it('lotto:round:add adds a special round with an audit row; lotto:rounds lists it', async () => {
    await insertCategory(t.database.db, { government: false });
    const [category] = rowsOf<{ code: string }>(
      await t.database.db.execute(sql`select code from lotto_categories order by id desc limit 1`),
    );
    const closeAt = new Date(Date.now() + 7 * 86_400_000);
    closeAt.setUTCSeconds(0, 0);
    const added = await json(lottoRoundAdd, [
      '--category',
      category!.code,
      '--close-at',
      closeAt.toISOString(),
      '--title',
      'งวดพิเศษ',
      '--operator',
      'nok',
    ]);
    expect(added).toMatchObject({
      code: 0,
      body: {
        ok: true,
        round: { category: category!.code, title: 'งวดพิเศษ', close_at: closeAt.toISOString() },
      },
    });
    const roundId = (added.body.round as { round_id: number }).round_id;
    expect(await audits(roundId)).toEqual([
      {
        operator: 'nok',
        action: 'lotto:round:add',
        detail: { category: category!.code, close_at: closeAt.toISOString(), title: 'งวดพิเศษ' },
      },
    ]);
    const twice = await json(lottoRoundAdd, [
      '--category',
      category!.code,
      '--close-at',
      closeAt.toISOString(),
    ]);
    expect(twice).toMatchObject({ code: 1, body: { ok: false, error: 'round_exists' } });
    const listed = await json(lottoRounds, ['--category', category!.code]);
    expect(listed.body.rounds).toEqual([expect.objectContaining({ round_id: roundId, title: 'งวดพิเศษ' })]);
    const plain = await run(lottoRounds, ['--category', category!.code]);
    expect(plain.out[0]).toMatch(new RegExp(`^#${roundId}  ${category!.code}  งวดพิเศษ  closes `));
    expect((await run(lottoRounds, ['--status', 'nope'])).err[0]).toMatch(/--status must be one of/);
  });
});
