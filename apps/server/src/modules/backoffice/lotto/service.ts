import { randomUUID } from 'node:crypto';
import { bahtToSatang, LOTTO_BET_TYPES, satangToBaht } from '@ug99/contract';
import type {
  BoCapAlert,
  BoCapAlertsQuery,
  BoEnterResultOutcome,
  BoLottoCategory,
  BoLottoRateInput,
  BoLottoRatesOutcome,
  BoValueRequested,
  BoLottoRound,
  BoLottoRoundsQuery,
  BoNumberRuleRequest,
  BoNumbersQuery,
  BoNumberStake,
  BoResultInput,
  BoResultPreview,
  LottoBetType,
} from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import {
  addRound,
  categoriesWithRates,
  closeRound,
  enterResult,
  findRoundSummary,
  pageCapAlerts,
  pageNumberStakes,
  pageRounds,
  previewResult,
  setNumberRule,
  voidRound,
} from '#lotto';
import type {
  CategoryWithRates,
  NumberChange,
  NumberStake,
  ResultInput,
  ResultPreview,
  RoundSummary,
} from '#lotto';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import { planRates, raisedRates, ratesSummary, writeRatesAs } from './rates.ts';
import type { LottoRatesPayload } from './rates.ts';
import type { ResultPayload } from '../approvals/service.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { lottoRefused } from './refusals.ts';

/**
 * The lotto screens (docs/BACKOFFICE.md#lotto): each action goes through the lotto module's function that
 * the lotto:* command uses (the same rule, the same audit row, naming the back-office operator with
 * their account and address). A government-lottery result becomes a four-eyes request.
 */

const baht = (s: bigint) => satangToBaht(s);
const rate = (hundredths: number) => hundredths / 100;

export function roundView(r: RoundSummary): BoLottoRound {
  return {
    id: r.id,
    category: r.categoryCode,
    category_name: r.categoryName,
    government: r.government,
    title: r.title,
    draw_date: r.drawDate,
    open_at: r.openAt.toISOString(),
    close_at: r.closeAt.toISOString(),
    status: r.status,
    result: r.result,
    void_reason: r.voidReason,
    pending_bills: r.pendingBills,
    stake: baht(r.stakeSatang),
  };
}

function numberView(n: NumberStake): BoNumberStake {
  return {
    bet_type: n.betType as LottoBetType,
    number: n.number,
    staked: baht(n.stakedSatang),
    category_rate: n.categoryRateHundredths === null ? null : rate(n.categoryRateHundredths),
    category_cap: n.categoryCapSatang === null ? null : baht(n.categoryCapSatang),
    closed: n.closed,
    rate: n.rateHundredths === null ? null : rate(n.rateHundredths),
    cap: n.capSatang === null ? null : baht(n.capSatang),
  };
}

function alertView(a: Awaited<ReturnType<typeof pageCapAlerts>>['rows'][number]): BoCapAlert {
  return {
    id: a.id,
    round_id: a.roundId,
    round_title: a.roundTitle,
    category: a.categoryCode,
    category_name: a.categoryName,
    close_at: a.closeAt.toISOString(),
    bet_type: a.betType as LottoBetType,
    number: a.number,
    threshold: a.thresholdPercent,
    cap: baht(a.capSatang),
    staked_at_alert: baht(a.stakedAtAlert),
    alerted_at: a.createdAt.toISOString(),
    staked: baht(a.stakedNow ?? 0n),
    closed: a.closed ?? false,
    rate: a.ruleRateHundredths === null ? null : rate(a.ruleRateHundredths),
    category_rate: a.categoryRateHundredths === null ? null : rate(a.categoryRateHundredths),
    exposure: baht(a.exposureSatang),
  };
}

function previewView(round: RoundSummary, p: ResultPreview): BoResultPreview {
  return {
    round: roundView(round),
    result: p.result,
    bills: p.bills,
    lines: p.lines,
    winning_bills: p.winningBills,
    winning_lines: p.winningLines,
    payout: baht(p.payoutSatang),
    by_type: p.byType.map((t) => ({
      bet_type: t.betType as LottoBetType,
      lines: t.lines,
      stake: baht(t.stakeSatang),
      winning_lines: t.winningLines,
      payout: baht(t.payoutSatang),
    })),
    needs_approval: round.government && round.result === null,
  };
}

/** The body as the lotto module takes it, keys in one order (a retried request compares equal). */
function resultInputOf(body: BoResultInput): ResultInput {
  const input: ResultInput = {};
  if (body.first !== undefined) input.first = body.first;
  if (body.front3 !== undefined) input.front3 = [...body.front3];
  if (body.back3 !== undefined) input.back3 = [...body.back3];
  if (body.two !== undefined) input.two = body.two;
  if (body.top3 !== undefined) input.top3 = body.top3;
  if (body.bottom2 !== undefined) input.bottom2 = body.bottom2;
  return input;
}

function resultText(input: ResultInput): string {
  if (input.first) {
    return `รางวัลที่ 1 ${input.first} เลขหน้า 3 ตัว ${input.front3?.join(', ')} เลขท้าย 3 ตัว ${input.back3?.join(', ')} เลขท้าย 2 ตัว ${input.two}`;
  }
  return `3 ตัวบน ${input.top3} 2 ตัวล่าง ${input.bottom2}`;
}

function changeOf(body: BoNumberRuleRequest): NumberChange {
  switch (body.action) {
    case 'close':
      return { kind: 'close' };
    case 'open':
      return { kind: 'open' };
    case 'rate':
      return { kind: 'rate', rateHundredths: Math.round(body.rate * 100) };
    case 'cap':
      return { kind: 'cap', capSatang: bahtToSatang(body.cap) };
  }
}

function categoryView(c: CategoryWithRates): BoLottoCategory {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    active: c.active,
    government: c.government,
    cancel_before_seconds: c.cancelBeforeSeconds,
    member_number_cap: c.memberNumberCapSatang === null ? null : baht(c.memberNumberCapSatang),
    rates: c.rates.map((r) => ({
      bet_type: r.betType as LottoBetType,
      rate: rate(r.rateHundredths),
      min: baht(r.minSatang),
      max: baht(r.maxSatang),
      number_cap: baht(r.numberCapSatang),
      over_cap_rate: rate(r.overCapRateHundredths),
      discount_percent: r.discountPercent,
      reduced_discount_percent: r.reducedDiscountPercent,
    })),
  };
}

export function createLottoService(ctx: OperationsContext, deps: { audit: typeof writeBackofficeAudit }) {
  const { db, clock } = ctx;

  async function requireRound(roundId: number): Promise<RoundSummary> {
    const round = await findRoundSummary(db, await ctx.agentId(), roundId, clock.now());
    if (!round) throw new AppError('BO_LOTTO_ROUND_NOT_FOUND');
    return round;
  }

  return {
    async categories() {
      const cats = await categoriesWithRates(db, await ctx.agentId());
      return { items: cats.map(categoryView) };
    },

    /**
     * Saves a category's rate rows together (lotto:rates), audited in the same transaction with the rows
     * before and after. Bills already placed keep the rate stored on their lines (settlement pays it);
     * a member whose priced bill no longer matches gets LOTTO_RATE_CHANGED on create; the member site's
     * rates are read from the table on each request, so they show the new rows at once. A save that
     * raises rates is a capped path (docs/rules/value-controls.md#lotto-rates): past the caps it becomes
     * a four-eyes request and the category keeps its rates until finance or an admin approves.
     */
    async saveRates(
      operator: Operator,
      code: string,
      rows: BoLottoRateInput[],
    ): Promise<BoLottoRatesOutcome> {
      const agentId = await ctx.agentId();
      const outcome = await runInLedgerTransaction(
        db,
        async (tx): Promise<BoValueRequested | { changed: boolean }> => {
          const plan = await planRates(tx, ctx, code, rows);
          const raised = raisedRates(plan);
          if (plan.changed && raised > 0n) {
            const within = await checkAndRecord(tx, ctx, operator, {
              key: 'lotto_rates',
              memberId: null,
              amount: raised,
              ref: `lotto_rates:${code}:${randomUUID()}`,
            });
            if (within === 'over') {
              const category = (await categoriesWithRates(tx, agentId)).find((c) => c.code === code);
              const approval = await requestApproval(tx, { audit: deps.audit, clock }, operator, {
                kind: 'lotto.rates',
                subject: `lotto_rates:${code}`,
                payload: {
                  code,
                  rates: rows,
                  summary: ratesSummary(category?.name ?? code, plan),
                } satisfies LottoRatesPayload,
                retryAfterDecision: false,
              });
              return { approval: approvalView(approval, operator) };
            }
          }
          await writeRatesAs(tx, deps.audit, operator, code, plan);
          return { changed: plan.changed };
        },
      );
      if ('approval' in outcome) return outcome;
      const category = (await categoriesWithRates(db, agentId)).find((c) => c.code === code);
      if (!category) throw new AppError('BO_LOTTO_CATEGORY_NOT_FOUND');
      return { category: categoryView(category), changed: outcome.changed };
    },

    async rounds(q: BoLottoRoundsQuery) {
      const { total, rows } = await pageRounds(db, {
        agentId: await ctx.agentId(),
        now: clock.now(),
        status: q.status,
        category: q.category,
        page: q.page,
        pageSize: q.page_size,
        sort: q.sort,
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(roundView) };
    },

    round: async (roundId: number) => roundView(await requireRound(roundId)),

    /** An extra round (lotto:round:add), with its audit row in the same transaction. */
    async addRound(
      operator: Operator,
      body: { category: string; close_at: string; title?: string | undefined },
    ) {
      const agentId = await ctx.agentId();
      const closeAt = new Date(body.close_at);
      const added = await runInLedgerTransaction(db, async (tx) => {
        const outcome = await addRound(tx, {
          agentId,
          now: clock.now(),
          category: body.category,
          closeAt,
          ...(body.title ? { title: body.title } : {}),
          createdBy: `operator:${auditName(operator)}`,
        });
        if (outcome.ok) {
          await deps.audit(tx, operator, {
            ip: operator.ip,
            action: 'lotto:round:add',
            targetType: 'lotto_round',
            targetId: outcome.round.roundId,
            after: { category: body.category, close_at: closeAt.toISOString(), title: outcome.round.title },
            detail: { category: body.category, close_at: closeAt.toISOString(), title: outcome.round.title },
          });
        }
        return outcome;
      });
      if (!added.ok) {
        throw new AppError(
          added.reason === 'unknown_category'
            ? 'BO_LOTTO_CATEGORY_NOT_FOUND'
            : added.reason === 'close_in_past'
              ? 'BO_LOTTO_CLOSE_IN_PAST'
              : 'BO_LOTTO_ROUND_EXISTS',
        );
      }
      return { round: roundView(await requireRound(added.round.roundId)), changed: true };
    },

    async close(operator: Operator, roundId: number) {
      await requireRound(roundId);
      const outcome = await closeRound(
        db,
        { roundId, operator: auditName(operator), by: originOf(operator) },
        { clock },
      );
      if (!outcome.ok) throw lottoRefused(outcome);
      return { round: roundView(await requireRound(roundId)), changed: outcome.changed };
    },

    /** What the result would pay, before anything is written (the confirmation step). */
    async preview(roundId: number, body: BoResultInput): Promise<BoResultPreview> {
      const round = await requireRound(roundId);
      const outcome = await previewResult(db, { roundId, result: resultInputOf(body) }, { clock });
      if (!outcome.ok) throw lottoRefused(outcome);
      return previewView(round, outcome.preview);
    },

    /**
     * Enters the result and settles the round (lotto:result). For the government lottery a new result
     * is not entered: it becomes a request a second lotto operator or an admin approves.
     */
    async enterResult(
      operator: Operator,
      roundId: number,
      body: BoResultInput,
    ): Promise<BoEnterResultOutcome> {
      const round = await requireRound(roundId);
      const input = resultInputOf(body);
      if (round.government && round.result === null) {
        const checked = await previewResult(db, { roundId, result: input }, { clock });
        if (!checked.ok) throw lottoRefused(checked);
        const payload: ResultPayload = {
          round_id: roundId,
          title: round.title,
          input,
          summary: `งวด #${roundId} ${round.title}: ${resultText(input)}`,
        };
        const approval = await runInLedgerTransaction(db, (tx) =>
          requestApproval(tx, { audit: deps.audit, clock }, operator, {
            kind: 'lotto.result',
            subject: `lotto_round:${roundId}`,
            payload,
            retryAfterDecision: false,
          }),
        );
        return {
          round: roundView(round),
          changed: false,
          settlement: null,
          approval: approvalView(approval, operator),
        };
      }
      const outcome = await enterResult(
        db,
        { roundId, result: input, operator: auditName(operator), by: originOf(operator) },
        { clock },
      );
      if (!outcome.ok) throw lottoRefused(outcome);
      const s = outcome.settlement;
      return {
        round: roundView(await requireRound(roundId)),
        changed: outcome.changed,
        settlement: { bills: s.bills, winning_bills: s.winningBills, paid: baht(s.paidSatang) },
        approval: null,
      };
    },

    async void(operator: Operator, roundId: number, reason: string) {
      await requireRound(roundId);
      const outcome = await voidRound(
        db,
        { roundId, reason, operator: auditName(operator), by: originOf(operator) },
        { clock },
      );
      if (!outcome.ok) throw lottoRefused(outcome);
      return {
        round: roundView(await requireRound(roundId)),
        changed: outcome.changed,
        refunded_bills: outcome.refundedBills,
        refunded: baht(outcome.refundedSatang),
      };
    },

    /**
     * Near-cap alerts of rounds still taking bets, newest first (docs/BACKOFFICE.md#lotto): each with
     * the number as it stands now and what it would pay if it won; the screen closes the number or
     * reduces its rate through setNumber.
     */
    async alerts(q: BoCapAlertsQuery) {
      const { total, rows } = await pageCapAlerts(db, await ctx.agentId(), clock.now(), {
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(alertView) };
    },

    async numbers(roundId: number, q: BoNumbersQuery) {
      await requireRound(roundId);
      const { total, rows } = await pageNumberStakes(db, {
        roundId,
        betType: q.bet_type,
        number: q.number,
        page: q.page,
        pageSize: q.page_size,
        sort: q.sort,
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(numberView) };
    },

    /** Close, reopen, reduce the rate of or cap one number (lotto:number); only later bills see it. */
    async setNumber(operator: Operator, roundId: number, body: BoNumberRuleRequest) {
      await requireRound(roundId);
      if (body.number.length !== LOTTO_BET_TYPES[body.bet_type].digits) {
        throw new AppError('BO_LOTTO_NUMBER_INVALID');
      }
      const outcome = await setNumberRule(
        db,
        {
          roundId,
          type: body.bet_type,
          number: body.number,
          change: changeOf(body),
          operator: auditName(operator),
          by: originOf(operator),
        },
        { clock },
      );
      if (!outcome.ok) {
        throw new AppError(
          outcome.why === 'not_found'
            ? 'BO_LOTTO_ROUND_NOT_FOUND'
            : outcome.why === 'round_over'
              ? 'BO_LOTTO_ROUND_OVER'
              : outcome.why === 'above_rate'
                ? 'BO_LOTTO_NUMBER_RATE_ABOVE'
                : 'BO_LOTTO_NUMBER_INVALID',
        );
      }
      const { rows } = await pageNumberStakes(db, {
        roundId,
        betType: body.bet_type,
        number: body.number,
        page: 1,
        pageSize: 1,
        sort: 'number',
      });
      const item = rows[0];
      return {
        changed: outcome.changed,
        item: item
          ? numberView(item)
          : {
              bet_type: body.bet_type,
              number: body.number,
              staked: 0,
              category_rate: null,
              category_cap: null,
              closed: outcome.rule.closed,
              rate: outcome.rule.rateHundredths === null ? null : rate(outcome.rule.rateHundredths),
              cap: outcome.rule.capSatang === null ? null : baht(outcome.rule.capSatang),
            },
      };
    },
  };
}

export type LottoService = ReturnType<typeof createLottoService>;
