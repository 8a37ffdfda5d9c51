import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import {
  inboxItems,
  ledgerTransfers,
  operatorAuditLog,
  vipMonthlyBonuses,
  vipTerms,
} from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { createJobRunner } from '#jobs/runner.ts';
import type { Job } from '#jobs/runner.ts';
import {
  accountBalance,
  checkInvariants,
  ensureSystemAccounts,
  runInLedgerTransaction,
  transfer,
} from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { addTurnover, coolOff } from '#testing/engagement.ts';
import { fundMember, openTestRound, setNumberRule } from '#testing/lotto.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { createMemberVipReader } from './terms.ts';
import { createVipJobs, payMonthlyBonus } from './monthly-bonus.ts';

// The VIP levels' terms (docs/rules/vip.md): the back office saves them (admins, audited, the monthly
// bonus capped), the lotto pricing and the cashback read them when they price or compute, and the
// monthly bonus job pays each member of a paying level once a Bangkok month.

const DAY = 24 * 3_600_000;
// Wednesday 25 November 2026, 12:00 in Bangkok.
const NOW = new Date('2026-11-25T05:00:00Z');
// The last minute of November and the first of December, Bangkok time.
const NOVEMBER_END = new Date('2026-11-30T16:59:00Z');
const DECEMBER = new Date('2026-11-30T17:00:00Z');

describe.each(testDatabases())('VIP terms on $kind', (target) => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let admin: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' }).members;
    const members = { ...base, sessionIdleMs: 60 * DAY, sessionAbsoluteMs: 60 * DAY };
    t = await createTestApp(target, { clock, config: { members } });
    await ensureSystemAccounts(t.database.db, ['gateway_cash']);
    admin = asOperator(t, (await operatorSession(t, 'admin', 'ผู้ดูแล VIP', { now: clock.now() })).cookie);
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  const db = () => t.database.db;
  const memberVip = () => createMemberVipReader(t.config.members.vip);
  const jobs = (): Job[] =>
    createVipJobs({ agentId: 1, thresholds: t.config.members.vip, memberVip: memberVip() });
  const runner = () => createJobRunner({ database: t.database, clock, jobs: jobs() });

  const saveTerms = (level: number, body: object) => admin.post(`/api/backoffice/vip/terms/${level}`, body);
  const terms = (o: Partial<Record<'lotto' | 'cashback' | 'bonus', number>> = {}) => ({
    lotto_discount_extra_bp: o.lotto ?? 0,
    cashback_bonus_bp: o.cashback ?? 0,
    monthly_bonus: o.bonus ?? 0,
  });

  /** Lifetime deposits through the ledger, as a gateway's would be: the kept totals the level reads. */
  async function deposit(memberId: number, baht: number) {
    await runInLedgerTransaction(db(), (tx) =>
      transfer(tx, {
        key: `test-deposit:${randomUUID()}`,
        from: { system: 'gateway_cash' },
        to: { member: memberId, wallet: 1 },
        amount: BigInt(baht) * 100n,
        reason: 'deposit',
        refType: 'test',
        refId: 'vip',
        createdBy: 'test',
        at: clock.now(),
      }),
    );
  }
  /** A member of the level: gold at 10,000 ฿ of deposits, hero at 100,000 ฿ (the test configuration). */
  async function memberOfLevel(level: 0 | 1 | 2): Promise<{ m: Registered; id: number }> {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    if (level > 0) await deposit(id, level === 1 ? 10_000 : 100_000);
    return { m, id };
  }
  const freeCredit = (id: number) => accountBalance(db(), { member: id, wallet: 3 });

  describe('the back office', () => {
    it('lists gold and hero paying nothing until an admin saves their terms', async () => {
      await db().delete(vipTerms);
      const list = (await admin.get('/api/backoffice/vip/terms')).json();
      expect(list.data.items).toMatchObject([
        { level: 1, lotto_discount_extra_bp: 0, cashback_bonus_bp: 0, monthly_bonus: 0, updated_by: null },
        { level: 2, lotto_discount_extra_bp: 0, cashback_bonus_bp: 0, monthly_bonus: 0, updated_by: null },
      ]);
      expect(list.data.items[0]).toMatchObject({ deposit_threshold: 10_000, turnover_threshold: 100_000 });
    });

    it('saves a level’s terms with an audit row of before and after, and only admins may', async () => {
      const saved = (await saveTerms(1, terms({ lotto: 150, cashback: 100, bonus: 100 }))).json();
      expect(saved).toMatchObject({
        error: 0,
        data: { changed: true, terms: { level: 1, lotto_discount_extra_bp: 150, monthly_bonus: 100 } },
      });
      expect(saved.data.terms.updated_by).toBe('admin:ผู้ดูแล VIP');
      const [audit] = await db()
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, 'vip:terms'))
        .orderBy(operatorAuditLog.id);
      expect(audit).toMatchObject({
        targetType: 'vip_level',
        targetId: '1',
        before: { lotto_discount_extra_bp: 0, cashback_bonus_bp: 0, monthly_bonus: 0 },
        after: { lotto_discount_extra_bp: 150, cashback_bonus_bp: 100, monthly_bonus: 100 },
      });
      // The same terms again change nothing and write no second row.
      expect((await saveTerms(1, terms({ lotto: 150, cashback: 100, bonus: 100 }))).json().data.changed).toBe(
        false,
      );
      expect(
        await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'vip:terms')),
      ).toHaveLength(1);

      const lotto = asOperator(
        t,
        (await operatorSession(t, 'lotto', undefined, { now: clock.now() })).cookie,
      );
      expect((await lotto.post('/api/backoffice/vip/terms/1', terms({ bonus: 5 }))).statusCode).toBe(403);
      expect((await lotto.get('/api/backoffice/vip/terms')).statusCode).toBe(403);
    });

    it('refuses terms out of range with a Thai message, and changes nothing', async () => {
      const before = await db().select().from(vipTerms);
      for (const body of [
        terms({ lotto: 2_001 }),
        terms({ cashback: -1 }),
        terms({ lotto: 12.5 }),
        terms({ bonus: 0.001 }),
        terms({ bonus: 100_001 }),
      ]) {
        const res = await saveTerms(1, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[ก-๙]/);
      }
      expect((await saveTerms(0, terms())).statusCode).toBe(400);
      expect((await saveTerms(3, terms())).statusCode).toBe(400);
      expect(await db().select().from(vipTerms)).toEqual(before);
    });

    it('refuses a monthly bonus raised past the vip_bonus caps, and changes nothing', async () => {
      // The default caps: 1,000 ฿ of raise a save, 5,000 ฿ an operator's day.
      const res = (await saveTerms(2, terms({ bonus: 1_000.01 }))).json();
      expect(res).toEqual({ error: 13020, data: null, message: ERRORS.BO_VIP_BONUS_OVER_CAP.message });
      expect(await db().select().from(vipTerms).where(eq(vipTerms.level, 2))).toEqual([]);
      // Lowering a bonus, or raising only the rates, measures nothing.
      expect((await saveTerms(2, terms({ lotto: 300, cashback: 200, bonus: 1_000 }))).json().error).toBe(0);
      expect((await saveTerms(2, terms({ lotto: 300, cashback: 200, bonus: 400 }))).json().error).toBe(0);
      // The raises within the caps count in the report of value created: 100 ฿ on gold, 1,000 ฿ on hero.
      const report = (
        await admin.get('/api/backoffice/reports/value-created?from=2026-11-25&to=2026-11-25')
      ).json();
      expect(report.data.rows).toEqual([
        expect.objectContaining({ operator: 'admin:ผู้ดูแล VIP', vip_bonus: 1_100 }),
      ]);
    });
  });

  describe('lotto pricing', () => {
    const rates = { '2top': { discount: 28, reducedDiscount: 5 } };
    const lines = [{ type: '2top', number: '58', amount: 37 }];
    const validate = (m: Registered, roundId: number, body = lines) =>
      asMember(t, m.token).post('/api/lotto/bill/validate', { round_id: roundId, agent_id: 1, lines: body });

    it('adds the level’s extra to the category’s discount, floored to the satang; a guest gets none', async () => {
      await saveTerms(1, terms({ lotto: 150, cashback: 100, bonus: 100 }));
      const { roundId } = await openTestRound(db(), { now: clock.now(), betTypes: ['2top'], rates });
      const gold = await memberOfLevel(1);
      const guest = await memberOfLevel(0);
      await fundMember(db(), guest.m, 1_000);
      // 37 ฿ at 28% + 1.5% = 10.915 ฿, floored to 10.91 ฿; at 28% alone 10.36 ฿.
      expect((await validate(gold.m, roundId)).json().data.lines[0]).toMatchObject({
        discount: 10.91,
        pay: 26.09,
      });
      expect((await validate(guest.m, roundId)).json().data.lines[0]).toMatchObject({
        discount: 10.36,
        pay: 26.64,
      });
    });

    it('keeps the reduced-rate discount alone on a line at a reduced rate', async () => {
      const { roundId } = await openTestRound(db(), { now: clock.now(), betTypes: ['2top'], rates });
      await setNumberRule(db(), roundId, '2top', '58', { rate: 45 });
      const gold = await memberOfLevel(1);
      const line = (await validate(gold.m, roundId)).json().data.lines[0];
      expect(line).toMatchObject({ state: 'reduced', discount: 1.85 });
    });

    it('keeps the discount a bill was created with when the terms change later', async () => {
      const { roundId } = await openTestRound(db(), { now: clock.now(), betTypes: ['2top'], rates });
      const gold = await memberOfLevel(1);
      const wallet = () => accountBalance(db(), { member: gold.id, wallet: 1 });
      const startBalance = await wallet();
      const created = (
        await asMember(t, gold.m.token).post('/api/lotto/bill/create', {
          round_id: roundId,
          agent_id: 1,
          request_id: randomUUID(),
          lines,
        })
      ).json();
      expect(created).toMatchObject({ error: 0, data: { discount: 10.91, pay: 26.09 } });
      expect(startBalance - (await wallet())).toBe(26_09n);

      await saveTerms(1, terms({ lotto: 0, cashback: 100, bonus: 100 }));
      const detail = (
        await asMember(t, gold.m.token).get(`/api/lotto/bill/detail?bill_id=${created.data.bill_id}`)
      ).json();
      expect(detail.data).toMatchObject({ discount: 10.91 });
      expect(detail.data.lines[0]).toMatchObject({ discount: 10.91 });
      // A new bill is priced at the new terms.
      expect((await validate(gold.m, roundId)).json().data.lines[0]).toMatchObject({ discount: 10.36 });
      await saveTerms(1, terms({ lotto: 150, cashback: 100, bonus: 100 }));
    });
  });

  describe('cashback', () => {
    it('adds the level’s bonus to the loss rate when the rebate is claimed', async () => {
      clock.set(new Date('2026-11-16T05:00:00Z'));
      const gold = await memberOfLevel(1);
      const guest = await memberOfLevel(0);
      // 1,000 ฿ of slots lost on Wednesday 11 November: 5% for a guest, 5% + 1% for gold.
      for (const { id } of [gold, guest]) await addTurnover(db(), id, '2026-11-11', 1_000);
      const claim = (m: Registered) =>
        asMember(t, m.token).post('/api/cashback/loss/claim', { period: '2026-11-09' });
      expect((await claim(gold.m)).json()).toMatchObject({ error: 0, data: { amount: 60 } });
      expect((await claim(guest.m)).json()).toMatchObject({ error: 0, data: { amount: 50 } });
      clock.set(NOW);
    });
  });

  describe('the monthly bonus', () => {
    const bonuses = (memberId: number) =>
      db().select().from(vipMonthlyBonuses).where(eq(vipMonthlyBonuses.memberId, memberId));

    it('pays each member of a paying level once across two instances at the same time, and a rerun pays nothing', async () => {
      clock.set(NOW);
      // Gold pays 100 ฿ and hero 400 ฿ (saved above); a guest gets nothing.
      const gold = await memberOfLevel(1);
      const hero = await memberOfLevel(2);
      const guest = await memberOfLevel(0);
      const [a, b] = [runner(), runner()];
      await Promise.all([a.runDue(), b.runDue()]);
      expect(await freeCredit(gold.id)).toBe(100_00n);
      expect(await freeCredit(hero.id)).toBe(400_00n);
      expect(await freeCredit(guest.id)).toBe(0n);
      expect(await bonuses(gold.id)).toMatchObject([{ month: '2026-11', level: 1, amountSatang: 100_00n }]);

      // A rerun later in the month, on either instance, finds the month paid.
      clock.advance(2 * DAY);
      await Promise.all([a.runDue(), b.runDue(), runner().runDue()]);
      expect(await freeCredit(gold.id)).toBe(100_00n);
      const transfers = await db()
        .select()
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.reason, 'vip_bonus'),
            eq(ledgerTransfers.idempotencyKey, `vip_bonus:${gold.id}:2026-11`),
          ),
        );
      expect(transfers).toHaveLength(1);
      const items = await db()
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.memberId, gold.id), eq(inboxItems.kind, 'vip_bonus_credited')));
      expect(items).toMatchObject([
        {
          source: '2026-11',
          title: 'ได้รับโบนัส VIP รายเดือน',
          body: 'สมาชิกระดับโกลด์ ได้รับเครดิตฟรี 100.00 บาท ประจำเดือน 11/2569 แล้ว',
          link: '/member/creditfree',
        },
      ]);
    });

    it('pays again from the first minute of the next Bangkok month, and not before', async () => {
      clock.set(NOW);
      const gold = await memberOfLevel(1);
      await runner().runDue();
      expect(await freeCredit(gold.id)).toBe(100_00n);
      clock.set(NOVEMBER_END);
      await runner().runDue();
      expect(await freeCredit(gold.id)).toBe(100_00n);
      clock.set(DECEMBER);
      await runner().runDue();
      await runner().runDue();
      expect((await bonuses(gold.id)).map((r) => r.month)).toEqual(['2026-11', '2026-12']);
      expect(await freeCredit(gold.id)).toBe(200_00n);
      clock.set(NOW);
    });

    it('pays one member once when five payers race without the job lock', async () => {
      clock.set(NOW);
      const gold = await memberOfLevel(1);
      const paid = await Promise.all(
        Array.from({ length: 5 }, () =>
          payMonthlyBonus(db(), { memberVip: memberVip() }, gold.id, clock.now()),
        ),
      );
      expect(paid.filter(Boolean)).toHaveLength(1);
      expect(await freeCredit(gold.id)).toBe(100_00n);
      expect(await bonuses(gold.id)).toHaveLength(1);
    });

    it('pays only the current month after a month in which no server ran', async () => {
      clock.set(NOW);
      const gold = await memberOfLevel(1);
      // No run in November; the first run is in December.
      clock.set(new Date(DECEMBER.getTime() + 3 * DAY));
      await runner().runDue();
      expect((await bonuses(gold.id)).map((r) => r.month)).toEqual(['2026-12']);
      expect(await freeCredit(gold.id)).toBe(100_00n);
      clock.set(NOW);
    });

    it('pays a member in cool-off nothing until the cool-off is over, within the month', async () => {
      clock.set(NOW);
      const gold = await memberOfLevel(1);
      await coolOff(db(), gold.id, new Date(NOW.getTime() + DAY));
      await runner().runDue();
      expect(await bonuses(gold.id)).toEqual([]);
      clock.set(new Date(NOW.getTime() + DAY));
      await runner().runDue();
      expect(await freeCredit(gold.id)).toBe(100_00n);
      clock.set(NOW);
    });
  });

  describe('the member’s card', () => {
    it('shows the level, what it gives and how far the next level is, from the kept totals', async () => {
      clock.set(NOW);
      const gold = await memberOfLevel(1);
      await deposit(gold.id, 2_500);
      const status = (await asMember(t, gold.m.token).get('/api/vip/status')).json();
      expect(status).toMatchObject({
        error: 0,
        data: {
          level: 1,
          terms: { lotto_discount_extra_percent: 1.5, cashback_bonus_percent: 1, monthly_bonus: 100 },
          deposits: 12_500,
          turnover: 0,
          next: {
            level: 2,
            deposit_threshold: 100_000,
            deposit_to_go: 87_500,
            turnover_to_go: 1_000_000,
            terms: { lotto_discount_extra_percent: 3, monthly_bonus: 400 },
          },
          month_bonus_paid: null,
        },
      });
      await runner().runDue();
      expect((await asMember(t, gold.m.token).get('/api/vip/status')).json().data.month_bonus_paid).toBe(100);
      const guest = await memberOfLevel(0);
      expect((await asMember(t, guest.m.token).get('/api/vip/status')).json().data).toMatchObject({
        level: 0,
        terms: { lotto_discount_extra_percent: 0, cashback_bonus_percent: 0, monthly_bonus: 0 },
        next: { level: 1, deposit_to_go: 10_000 },
      });
    });
  });
});
