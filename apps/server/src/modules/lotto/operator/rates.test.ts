import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { lottoRates, operatorAuditLog } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import { asMember, memberIdOf, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { rateCategories, saveRates, withRateRow } from '#testing/lotto-rates.ts';
import type { RateRow } from '#testing/lotto-rates.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

// Editing a category's rates from the back office (docs/BACKOFFICE.md#lotto, docs/LOTTO.md): the rows are
// saved together with an audit row; bills already placed keep the rate they were placed at.

const TYPES = ['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'] as const;

describe.each(testDatabases())('back-office lotto rates on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let lotto: ReturnType<typeof asOperator>;
  let lottoId: number;
  let marketing: ReturnType<typeof asOperator>;
  const { db } = suiteTestApp(
    target,
    { clock, config: { members: membersFromOneAddress() } },
    (made) => (t = made),
  );
  beforeAll(async () => {
    const session = await operatorSession(t, 'lotto', 'อัตราหนึ่ง', { now: clock.now() });
    lotto = asOperator(t, session.cookie);
    lottoId = session.operatorId;
    marketing = asOperator(t, (await operatorSession(t, 'marketing', 'ตลาด', { now: clock.now() })).cookie);
  });

  const ratesOf = async (code: string) => (await rateCategories(lotto)).find((c) => c.code === code)!.rates;
  const save = (code: string, rates: unknown) => saveRates(lotto, code, rates);
  const audits = (code: string) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, 'lotto_category'),
          eq(operatorAuditLog.targetId, code),
          eq(operatorAuditLog.action, 'lotto:rates'),
        ),
      )
      .orderBy(desc(operatorAuditLog.id));
  async function member() {
    const m = await registerMember(t);
    await fundMember(db(), m, 10_000);
    return m;
  }
  const create = (m: Registered, roundId: number, extra: object = {}) =>
    asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [{ type: '2top', number: '75', amount: 10 }],
      ...extra,
    });
  const main = async (m: Registered) =>
    accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 1 });

  it('saves the rows together: a new bill is priced at the new rate, an earlier bill settles at its own', async () => {
    const { roundId } = await openTestRound(db(), { now: clock.now(), code: 'malaysia' });
    const early = await member();
    const seen = (await create(early, roundId)).json();
    expect(seen).toMatchObject({ error: 0, data: { lines: [{ rate: 90, state: 'ok' }] } });

    const rows = await ratesOf('malaysia');
    const edited = withRateRow(rows, '2top', {
      rate: 70.5,
      min: 5,
      max: 3_000,
      number_cap: 8_000,
      over_cap_rate: 35,
    });
    const res = await save('malaysia', edited);
    expect(res.json()).toMatchObject({ error: 0, data: { changed: true, category: { code: 'malaysia' } } });
    expect(res.json().data.category.rates).toContainEqual({
      bet_type: '2top',
      rate: 70.5,
      min: 5,
      max: 3_000,
      number_cap: 8_000,
      over_cap_rate: 35,
      discount_percent: 0,
      reduced_discount_percent: 0,
    });
    const [row] = await db()
      .select()
      .from(lottoRates)
      .where(eq(lottoRates.betType, '2top'))
      .then((all) => all.filter((r) => r.categoryId === res.json().data.category.id));
    expect(row).toMatchObject({ rateHundredths: 7_050, minSatang: 500n, maxSatang: 300_000n });

    // The member site's rates show the new rate at once.
    const site = (await t.app.inject({ method: 'GET', url: '/api/lotto/rates?agent_id=1' })).json();
    const malaysia = (
      site.data as { category: { code: string }; rates: { type: string; rate: number }[] }[]
    ).find((c) => c.category.code === 'malaysia')!;
    expect(malaysia.rates.find((r) => r.type === '2top')).toMatchObject({ rate: 70.5, min: 5, max: 3_000 });

    // A member who priced a bill at the old rate is told the rate changed; the new pricing then stakes.
    const late = await member();
    const changed = (await create(late, roundId, { expected: seen.data.lines })).json();
    expect(changed).toMatchObject({
      error: ERRORS.LOTTO_RATE_CHANGED.code,
      data: { lines: [{ rate: 70.5 }] },
    });
    const placed = (await create(late, roundId)).json();
    expect(placed).toMatchObject({ error: 0, data: { lines: [{ rate: 70.5, state: 'ok' }] } });

    // Settlement pays each bill the rate stored on its line.
    expect((await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/close`, {})).json().error).toBe(0);
    const entered = await lotto.post(`/api/backoffice/lotto/rounds/${roundId}/result`, {
      top3: '575',
      bottom2: '28',
    });
    expect(entered.json()).toMatchObject({ error: 0, data: { settlement: { winning_bills: 2 } } });
    expect(await main(early)).toBe(10_000_00n - 10_00n + 900_00n);
    expect(await main(late)).toBe(10_000_00n - 10_00n + 705_00n);

    const [audit] = await audits('malaysia');
    expect(audit).toMatchObject({ operatorId: lottoId, targetType: 'lotto_category', targetId: 'malaysia' });
    expect((audit!.before as { rates: RateRow[] }).rates).toEqual(rows);
    expect((audit!.after as { rates: RateRow[] }).rates).toEqual(edited);

    // Saving what is stored changes nothing and writes no audit row.
    const again = await save('malaysia', edited);
    expect(again.json()).toMatchObject({ error: 0, data: { changed: false } });
    expect(await audits('malaysia')).toHaveLength(1);
  });

  it('refuses rows that do not fit with a Thai message naming the bet type, and changes nothing', async () => {
    await openTestRound(db(), { now: clock.now(), code: 'lao' });
    const rows = await ratesOf('lao');
    const refused = async (body: unknown, code: number, message?: RegExp) => {
      const res = await save('lao', body);
      if (code === 400) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
      } else {
        expect(res.json().error).toBe(code);
      }
      if (message) expect(res.json().message).toMatch(message);
    };
    const invalid = ERRORS.BO_LOTTO_RATES_INVALID.code;
    await refused(withRateRow(rows, '3top', { min: 3_000 }), invalid, /3 ตัวบน.*ขั้นต่ำต้องไม่มากกว่า/);
    await refused(withRateRow(rows, '2top', { over_cap_rate: 100 }), invalid, /2 ตัวบน.*เกินวงเงิน/);
    await refused(rows.slice(1), invalid, /3 ตัวบน.*ทุกประเภท/);
    await refused([...rows, rows[0]], invalid, /ซ้ำ/);
    await refused([...rows, { ...rows[0]!, bet_type: '3front' }], invalid, /ไม่มีการแทง 3 ตัวหน้า/);
    await refused(withRateRow(rows, '2top', { rate: 0 }), invalid, /2 ตัวบน.*อัตราจ่ายต้องมากกว่า 0/);
    await refused(withRateRow(rows, '2top', { rate: 90.555 }), invalid, /ทศนิยมได้ไม่เกิน 2 ตำแหน่ง/);
    await refused(withRateRow(rows, '2bottom', { min: 1.5 }), invalid, /2 ตัวล่าง.*ขั้นต่ำต้องเป็นจำนวนเต็มบาท/);
    await refused(withRateRow(rows, 'run_top', { number_cap: -5 }), invalid, /วิ่งบน.*วงเงินรับต่อเลข/);
    await refused(withRateRow(rows, '2top', { rate: 'สูง' as unknown as number }), 400);
    await refused([], 400);
    expect(
      (await lotto.post('/api/backoffice/lotto/categories/nowhere/rates', { rates: rows })).json().error,
    ).toBe(ERRORS.BO_LOTTO_CATEGORY_NOT_FOUND.code);
    expect(await ratesOf('lao')).toEqual(rows);
    expect(rows.map((r) => r.bet_type)).toEqual([...TYPES]);
    expect(await audits('lao')).toHaveLength(0);
  });

  it('is the lotto role’s call: marketing is refused and nothing changes', async () => {
    await openTestRound(db(), { now: clock.now(), code: 'nikkei' });
    const rows = await ratesOf('nikkei');
    const res = await marketing.post('/api/backoffice/lotto/categories/nikkei/rates', {
      rates: withRateRow(rows, '3top', { rate: 1 }),
    });
    expect(res.statusCode).toBe(403);
    expect(await ratesOf('nikkei')).toEqual(rows);
  });
});
