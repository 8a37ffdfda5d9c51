import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bahtToSatang } from '@ug99/contract';
import {
  freeCreditRequirements,
  ledgerMemberDailyFlows,
  memberBankAccounts,
  memberNotes,
  members,
  operatorAuditLog,
  withdrawalAutoRules,
  withdrawals,
} from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { openPostgres } from '#db/client.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { manualClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { coolOff, creditDeposit } from '#testing/engagement.ts';
import { memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import {
  creditMainWallet,
  openIntent,
  paymentEventBody,
  paymentsConfig,
  postWebhook,
  requestWithdrawal,
} from '#testing/payments.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { autoApproveDue, createAutoApprovalJob, decideAutomatically } from './auto-approve.ts';
import type { AutoRules } from './rules.ts';
import { SANDBOX_DEFAULTS } from './rules.ts';
import { settlePayout } from './states.ts';

const OPTS = { gateway: 'sandbox', sandbox: true };
const HOUR = 60 * 60 * 1000;
/** Rules that pass everything but the one a test tightens. */
const OPEN: AutoRules = {
  ...SANDBOX_DEFAULTS,
  maxPerWithdrawalSatang: 1_000_000_00n,
  maxPerMemberDaySatang: 1_000_000_00n,
  hourlyBudgetSatang: 10_000_000_00n,
  dailyBudgetSatang: 10_000_000_00n,
  minAccountAgeHours: 0,
  minTurnoverPercent: 100,
  firstWithdrawalToPerson: false,
};

type Member = Registered & { id: number };

function setup(target: ReturnType<typeof testDatabases>[number]) {
  const clock = manualClock(new Date());
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));
  const stakes = (memberId: number, baht: number) =>
    db()
      .insert(ledgerMemberDailyFlows)
      .values({ memberId, day: bangkokDate(clock.now()), stakes: bahtToSatang(baht) })
      .onConflictDoUpdate({
        target: [ledgerMemberDailyFlows.memberId, ledgerMemberDailyFlows.day],
        set: { stakes: sql`${ledgerMemberDailyFlows.stakes} + ${bahtToSatang(baht)}` },
      });
  return {
    clock,
    t: () => t,
    db,
    async setRules(rules: Partial<AutoRules>) {
      const row = { ...OPEN, ...rules, agentId: 1, updatedBy: 'finance', updatedAt: clock.now() };
      await db()
        .insert(withdrawalAutoRules)
        .values(row)
        .onConflictDoUpdate({ target: withdrawalAutoRules.agentId, set: row });
    },
    /** Adds stakes to the member's kept totals of the clock's Bangkok day, as settled bets would. */
    stakes,
    /** A member who deposited `baht` (credited through the sandbox webhook) and played it through once. */
    async member(baht = 1000): Promise<Member> {
      const m = await registerMember(t);
      const id = await memberIdOf(db(), m);
      await creditDeposit(t, m.token, baht, clock);
      await stakes(id, baht);
      return { ...m, id };
    },
    /** A member whose money (if any) came from an operator's credit, never a deposit. */
    async credited(baht: number): Promise<Member> {
      const m = await registerMember(t);
      if (baht > 0) await creditMainWallet(db(), m, bahtToSatang(baht), clock.now());
      return { ...m, id: await memberIdOf(db(), m) };
    },
    async withdraw(m: Registered, baht: number): Promise<number> {
      const res = await requestWithdrawal(t, m, baht);
      expect(res.json().error, res.body).toBe(0);
      return res.json().data.id;
    },
    row: async (id: number) => (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!,
  };
}

describe.each(testDatabases())('automatic approval rules on $kind', (target) => {
  const s = setup(target);
  const { clock, db } = s;

  /** Decides a fresh request of `baht` by `m` and answers its row. */
  async function decided(m: Registered, baht = 100) {
    const id = await s.withdraw(m, baht);
    await decideAutomatically(db(), id, OPTS, clock.now());
    return s.row(id);
  }
  const { stakes } = s;

  type Case = {
    reason: string;
    rules?: Partial<AutoRules>;
    /** Makes the member fail the rule (fail = true) or stand just inside it. */
    arrange(m: Member, fail: boolean): Promise<void>;
    /** Who asks (default: a member who deposited 1,000 ฿ and played it through). */
    member?: (fail: boolean) => Promise<Member>;
    amount?: (fail: boolean) => number;
  };
  const cases: Case[] = [
    {
      reason: 'cool_off',
      arrange: async (m, fail) =>
        coolOff(db(), m.id, new Date(clock.now().getTime() + (fail ? HOUR : -HOUR))),
    },
    {
      reason: 'operator_note',
      arrange: async (m, fail) => {
        if (fail)
          await db().insert(memberNotes).values({ memberId: m.id, text: 'ตรวจสอบก่อนจ่าย', operator: 'nok' });
      },
    },
    {
      reason: 'flagged_deposit',
      arrange: async (m, fail) => {
        const intent = await openIntent(s.t(), m.token, 100);
        // The wrong amount is flagged for an operator; the right one is credited.
        const amount = bahtToSatang(intent.pay_amount) + (fail ? 1n : 0n);
        const paidAt = clock.now();
        const body = paymentEventBody(`evt_${randomUUID()}`, intent.reference, amount, paidAt);
        expect(
          (await postWebhook(s.t(), body, { timestamp: Math.floor(paidAt.getTime() / 1000) })).statusCode,
        ).toBe(200);
        await stakes(m.id, 100);
      },
    },
    {
      reason: 'promotion_active',
      arrange: async (m, fail) => {
        if (!fail) return;
        await db()
          .insert(freeCreditRequirements)
          .values({
            memberId: m.id,
            creditedSatang: 5_000n,
            requiredTurnoverSatang: 25_000n,
            startDay: bangkokDate(clock.now()),
            turnoverBaseSatang: 0n,
            startedAt: clock.now(),
          });
      },
    },
    {
      reason: 'turnover_not_met',
      rules: { minTurnoverPercent: 100 },
      // A member whose only deposit is this one.
      member: () => s.credited(0),
      arrange: async (m, fail) => {
        await creditDeposit(s.t(), m.token, 500, clock);
        await stakes(m.id, fail ? 499.99 : 500);
      },
    },
    {
      reason: 'no_deposit',
      // Failing: the money came from an operator's credit only, never a deposit.
      member: (fail) => (fail ? s.credited(1000) : s.member()),
      arrange: async () => undefined,
    },
    {
      reason: 'bank_changed',
      arrange: async (m, fail) => {
        const createdAt = new Date(clock.now().getTime() - (fail ? 23 : 25) * HOUR);
        await db()
          .insert(memberBankAccounts)
          .values({
            memberId: m.id,
            agentId: 1,
            kind: 'sub',
            bankCode: 'SCB',
            accountNo: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-10),
            accountName: 'ทดสอบ บัญชีรอง',
            createdAt,
          });
      },
    },
    {
      reason: 'account_too_new',
      rules: { minAccountAgeHours: 24 },
      arrange: async (m, fail) => {
        const createdAt = new Date(clock.now().getTime() - (fail ? 23 : 24) * HOUR);
        await db().update(members).set({ createdAt }).where(eq(members.id, m.id));
      },
    },
    {
      reason: 'first_withdrawal',
      rules: { firstWithdrawalToPerson: true },
      arrange: async (m, fail) => {
        if (fail) return;
        await approveWithdrawal(db(), await s.withdraw(m, 100), 'nok', clock.now());
      },
    },
    {
      reason: 'above_per_withdrawal',
      rules: { maxPerWithdrawalSatang: 50_000n },
      arrange: async () => undefined,
      amount: (fail) => (fail ? 500.01 : 500),
    },
    {
      reason: 'above_member_daily',
      rules: { maxPerMemberDaySatang: 50_000n },
      arrange: async (m) => {
        const first = await decided(m, 300);
        expect(first.status).toBe('approved');
        // Paid, so the member may ask again (one open request per member); it still counts today.
        await settlePayout(db(), first.id, { state: 'paid', at: clock.now() }, clock.now());
      },
      amount: (fail) => (fail ? 200.01 : 200),
    },
  ];

  for (const c of cases) {
    it.each([
      ['passes', false],
      ['fails', true],
    ])(`rule ${c.reason}: a request that %s it`, async (_name, fail) => {
      await s.setRules(c.rules ?? {});
      const m = await (c.member ?? (() => s.member()))(fail);
      await c.arrange(m, fail);
      const row = await decided(m, c.amount?.(fail) ?? 100);
      if (fail) {
        expect(row.status).toBe('pending');
        expect(row.autoReasons).toEqual([c.reason]);
      } else {
        expect(row).toMatchObject({
          status: 'approved',
          decidedBy: 'auto',
          payoutGateway: 'sandbox',
          autoReasons: [],
        });
      }
      // Every automatic decision is audited with the rule values it used.
      const [audit] = await db()
        .select()
        .from(operatorAuditLog)
        .where(
          and(eq(operatorAuditLog.targetType, 'withdrawal'), eq(operatorAuditLog.targetId, String(row.id))),
        );
      expect(audit).toMatchObject({
        operator: 'auto',
        action: fail ? 'withdraw:auto_refer' : 'withdraw:auto_approve',
        detail: expect.objectContaining({
          rules: expect.objectContaining({
            enabled: true,
            minTurnoverPercent: c.rules?.minTurnoverPercent ?? 100,
          }),
        }),
      });
    });
  }

  it('lists every reason that applies, and leaves everything to a person while the rules are off or no gateway pays out', async () => {
    await s.setRules({ maxPerWithdrawalSatang: 10_000n, firstWithdrawalToPerson: true });
    const m = await s.member();
    await db().insert(memberNotes).values({ memberId: m.id, text: 'โทรยืนยันก่อน', operator: 'nok' });
    expect((await decided(m, 150)).autoReasons).toEqual([
      'operator_note',
      'first_withdrawal',
      'above_per_withdrawal',
    ]);
    await s.setRules({ enabled: false });
    const other = await s.member();
    expect((await decided(other, 100)).autoReasons).toEqual(['auto_off']);
    await s.setRules({});
    const third = await s.member();
    const id = await s.withdraw(third, 100);
    await decideAutomatically(db(), id, { gateway: null, sandbox: true }, clock.now());
    expect(await s.row(id)).toMatchObject({ status: 'pending', autoReasons: ['auto_off'] });
  });

  it('looks at a request once: an operator who decided first wins, and a second look changes nothing', async () => {
    await s.setRules({});
    const m = await s.member();
    const id = await s.withdraw(m, 100);
    await approveWithdrawal(db(), id, 'nok', clock.now());
    expect(await decideAutomatically(db(), id, OPTS, clock.now())).toBe(false);
    expect(await s.row(id)).toMatchObject({ status: 'paid', decidedBy: 'nok', autoCheckedAt: null });
    const other = await s.member();
    const second = await s.withdraw(other, 100);
    expect(await decideAutomatically(db(), second, OPTS, clock.now())).toBe(true);
    expect(await decideAutomatically(db(), second, OPTS, clock.now())).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('automatic approval budgets on PostgreSQL', () => {
  const [postgres] = testDatabases().filter((d) => d.kind === 'postgres');
  const s = setup(postgres!);
  const { clock, db } = s;

  // 8 requests race for 4 places: twice the budget, all decided at once, as the race needs. Eight, not
  // more, because the pool holds 10 connections: with 20, half the decisions only waited for a connection,
  // and the setup (a registration and a deposit through the gateway each) ran past the test's 20 s on a
  // machine busy with a second test run, leaving requests unfinished that then broke the next test.
  it('approves at most 4 of 8 requests made at once against a budget for 4, decided concurrently', async () => {
    await s.setRules({ hourlyBudgetSatang: 40_000n });
    const people = await Promise.all(Array.from({ length: 8 }, () => s.member(200)));
    const ids = await Promise.all(people.map((m) => s.withdraw(m, 100)));
    const answers = await Promise.all(ids.map((id) => decideAutomatically(db(), id, OPTS, clock.now())));
    expect(answers.filter(Boolean)).toHaveLength(4);
    const rows = await db().select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(4);
    const queued = rows.filter((r) => r.status === 'pending');
    expect(queued).toHaveLength(4);
    for (const r of queued) expect(r.autoReasons).toEqual(['hourly_budget']);
    // An hour later the budget is free again.
    clock.advance(HOUR + 1000);
    const later = await s.member(200);
    const id = await s.withdraw(later, 100);
    expect(await decideAutomatically(db(), id, OPTS, clock.now())).toBe(true);
  });

  it('keeps the daily budget over the Bangkok day', async () => {
    const today = (await db().select().from(withdrawals).where(eq(withdrawals.decidedBy, 'auto'))).reduce(
      (sum, r) =>
        r.decidedAt! >= new Date(Date.parse(`${bangkokDate(clock.now())}T00:00:00+07:00`))
          ? sum + r.amountSatang
          : sum,
      0n,
    );
    await s.setRules({ dailyBudgetSatang: today + 10_000n });
    const [a, b] = [await s.member(), await s.member()];
    expect((await s.row(await decidedBy(a))).status).toBe('approved');
    expect((await s.row(await decidedBy(b))).autoReasons).toEqual(['daily_budget']);
  });

  async function decidedBy(m: Registered) {
    const id = await s.withdraw(m, 100);
    await decideAutomatically(db(), id, OPTS, clock.now());
    return id;
  }

  it('decides each request exactly once when two servers run the job together', async () => {
    await s.setRules({});
    // Eight, each job run deciding them all: within the pool's connections, as above.
    const people = await Promise.all(Array.from({ length: 8 }, () => s.member(200)));
    const ids = await Promise.all(people.map((m) => s.withdraw(m, 100)));
    const first = s.t().database;
    if (first.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const second = openPostgres(first.pool.options.connectionString!);
    try {
      const runners = [first, second].map((database) =>
        createJobRunner({ database, clock, jobs: [createAutoApprovalJob(OPTS)] }),
      );
      await Promise.all(runners.map((r) => r.runDue()));
      await autoApproveDue(db(), OPTS, clock.now());
    } finally {
      await second.close();
    }
    const audits = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, 'withdrawal'),
          inArray(operatorAuditLog.targetId, ids.map(String)),
        ),
      );
    expect(audits).toHaveLength(8);
    expect(new Set(audits.map((a) => a.targetId)).size).toBe(8);
    const rows = await db().select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(rows.every((r) => r.status === 'approved')).toBe(true);
  });
});
