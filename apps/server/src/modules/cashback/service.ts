import {
  CASHBACK_CATEGORIES,
  CASHBACK_HISTORY_MAX_DAYS,
  CASHBACK_HISTORY_PAGE_SIZE,
  cashbackMessages,
  MAIN_WALLET_TYPE_ID,
  satangToBaht,
} from '@ug99/contract';
import type {
  CashbackClaimResult,
  CashbackHistoryQuery,
  CashbackKind,
  CashbackRules,
  LossHistory,
  LossPeriod,
  TurnoverHistory,
  TurnoverPeriod,
} from '@ug99/contract';
import type { CashbackConfig } from '#config';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberDayTotals } from '#games';
import type { DayTotals } from '#games';
import { runInLedgerTransaction, transfer } from '#ledger';
import type { SessionMember } from '#members';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { lossFigures, REBATE_WALLETS, turnoverFigures, withVipBonus } from './figures.ts';
import { addDays, daysBetween, isMonday, periodKeys, periodOf, stateOf } from './periods.ts';
import type { Period } from './periods.ts';
import { claimsBetween, findClaim, insertClaim, lockMemberClaims } from './queries.ts';
import type { ClaimRow } from './queries.ts';

export type CashbackService = ReturnType<typeof createCashbackService>;
export type CashbackDeps = { db: Db; clock: Clock; config: CashbackConfig; memberVip: MemberVipReader };

/** How far back a history goes when the member names no start: 12 weeks, or 30 days. */
const DEFAULT_SPAN_DAYS: Record<CashbackKind, number> = { loss: 7 * 12 - 1, turnover: 29 };

const percentOf = (bp: number) => bp / 100;
const REASONS = { loss: 'cashback_loss', turnover: 'cashback_turnover' } as const;

function periodFields(period: Period, now: Date, claim: ClaimRow | undefined, rebate: bigint) {
  return {
    period: period.key,
    start_date: period.startDate,
    end_date: period.endDate,
    state: stateOf(period, now, claim !== undefined, rebate),
    // A claimed period shows what was paid, whatever its totals became later (a late rollback).
    rebate: satangToBaht(claim?.amountSatang ?? rebate),
    claimable_from: period.endsAt.toISOString(),
    claimable_until: period.claimUntil.toISOString(),
    claimed_at: claim?.claimedAt.toISOString() ?? null,
  };
}

/**
 * Loss and turnover rebates (docs/rules/cashback.md): histories with each period's figures and state,
 * and the claim, which credits the main wallet once per member, kind and period.
 */
export function createCashbackService({ db, clock, config, memberVip }: CashbackDeps) {
  /** The member's rates now: the configuration's plus their VIP level's bonus (docs/rules/vip.md#cashback). */
  const ratesOf = async (tx: Db, memberId: number) =>
    withVipBonus(config, (await memberVip(tx, memberId)).terms.cashbackBonusBp);

  function rules(): CashbackRules {
    return {
      loss: {
        rate_percent: percentOf(config.lossRateBp),
        min_net_loss: satangToBaht(config.lossMinSatang),
        max_rebate: config.lossMaxSatang === null ? null : satangToBaht(config.lossMaxSatang),
        claim_days: config.claimDays,
      },
      turnover: {
        rates_percent: Object.fromEntries(
          CASHBACK_CATEGORIES.map((c) => [c, percentOf(config.turnoverRatesBp[c])]),
        ) as CashbackRules['turnover']['rates_percent'],
        claim_days: config.claimDays,
      },
    };
  }

  /** The page's periods with the totals of their days and their claims. */
  async function pageOf(memberId: number, kind: CashbackKind, query: CashbackHistoryQuery, now: Date) {
    const today = bangkokDate(now);
    const to = query.to ?? today;
    const from = query.from ?? addDays(query.to ?? today, -DEFAULT_SPAN_DAYS[kind]);
    if (from > to || daysBetween(from, to) > CASHBACK_HISTORY_MAX_DAYS) {
      throw new AppError('CASHBACK_RANGE_INVALID');
    }
    const keys = periodKeys(kind, from, to, now);
    const shown = keys
      .slice((query.page - 1) * CASHBACK_HISTORY_PAGE_SIZE, query.page * CASHBACK_HISTORY_PAGE_SIZE)
      .map((key) => periodOf(kind, key, config.claimDays));
    const page = { page: query.page, page_size: CASHBACK_HISTORY_PAGE_SIZE, total: keys.length };
    if (shown.length === 0) return { page, periods: [] };
    const oldest = shown.at(-1)!;
    const newest = shown[0]!;
    const [totals, claims] = await Promise.all([
      memberDayTotals(db, memberId, oldest.startDate, newest.endDate, REBATE_WALLETS),
      claimsBetween(db, memberId, kind, oldest.key, newest.key),
    ]);
    const periods = shown.map((period) => ({
      period,
      days: totals.filter((d) => d.day >= period.startDate && d.day <= period.endDate),
      claim: claims.find((c) => c.period === period.key),
    }));
    return { page, periods };
  }

  async function lossHistory(member: SessionMember, query: CashbackHistoryQuery): Promise<LossHistory> {
    const now = clock.now();
    const { page, periods } = await pageOf(member.id, 'loss', query, now);
    const rates = await ratesOf(db, member.id);
    const rows: LossPeriod[] = periods.map(({ period, days, claim }) => {
      const f = lossFigures(days, rates);
      return {
        ...periodFields(period, now, claim, f.rebate),
        turnover: satangToBaht(f.turnover),
        wins: satangToBaht(f.wins),
        net_loss: satangToBaht(f.netLoss),
      };
    });
    return { ...page, rows, rules: rules() };
  }

  async function turnoverHistory(
    member: SessionMember,
    query: CashbackHistoryQuery,
  ): Promise<TurnoverHistory> {
    const now = clock.now();
    const { page, periods } = await pageOf(member.id, 'turnover', query, now);
    const rates = await ratesOf(db, member.id);
    const rows: TurnoverPeriod[] = periods.map(({ period, days, claim }) => {
      const f = turnoverFigures(days, rates);
      return {
        ...periodFields(period, now, claim, f.rebate),
        turnover: satangToBaht(f.turnover),
        categories: f.lines.map((l) => ({
          category: l.category,
          turnover: satangToBaht(l.turnoverSatang),
          rebate: satangToBaht(l.rebateSatang),
        })),
      };
    });
    return { ...page, rows, rules: rules() };
  }

  /** The rebate a period pays now, from its days' kept totals; refuses with why when it pays nothing. */
  function rebateOf(
    kind: CashbackKind,
    days: DayTotals[],
    rates: CashbackConfig,
  ): { base: bigint; amount: bigint } {
    if (kind === 'loss') {
      const f = lossFigures(days, rates);
      if (f.rebate > 0n) return { base: f.netLoss, amount: f.rebate };
      if (f.netLoss > 0n) {
        throw new AppError(
          'CASHBACK_NOTHING_TO_CLAIM',
          cashbackMessages.belowMinimum(satangToBaht(config.lossMinSatang)),
        );
      }
      throw new AppError('CASHBACK_NOTHING_TO_CLAIM');
    }
    const f = turnoverFigures(days, rates);
    if (f.rebate <= 0n) throw new AppError('CASHBACK_NOTHING_TO_CLAIM');
    return { base: f.turnover, amount: f.rebate };
  }

  /**
   * Credits a period's rebate to the main wallet (docs/rules/cashback.md#claims) in one transaction
   * with its claim row. The member's claims queue on an advisory lock, the claim row's unique key and
   * the transfer's idempotency key each allow one credit, so a second or a parallel claim credits
   * nothing and is told the period was claimed.
   */
  async function claim(
    member: SessionMember,
    req: { kind: CashbackKind; period: string },
  ): Promise<CashbackClaimResult> {
    const { kind } = req;
    if (kind === 'loss' && !isMonday(req.period)) throw new AppError('CASHBACK_PERIOD_INVALID');
    const period = periodOf(kind, req.period, config.claimDays);
    const now = clock.now();
    if (now < period.endsAt) {
      throw new AppError('CASHBACK_PERIOD_OPEN', cashbackMessages.openUntil(period.endsAt));
    }
    return runInLedgerTransaction(db, async (tx) => {
      // No bonuses in cool-off or self-exclusion (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion).
      const exclusion = activeExclusion(await readResponsibleGaming(tx, member.id, now));
      if (exclusion) throw new AppError('CASHBACK_EXCLUDED', cashbackMessages.excluded(exclusion.until));
      await lockMemberClaims(tx, member.id);
      if (await findClaim(tx, member.id, kind, period.key)) throw new AppError('CASHBACK_ALREADY_CLAIMED');
      if (now >= period.claimUntil) {
        throw new AppError('CASHBACK_EXPIRED', cashbackMessages.expired(period.claimUntil));
      }
      const days = await memberDayTotals(tx, member.id, period.startDate, period.endDate, REBATE_WALLETS);
      // The VIP bonus of the member's level as it is at the claim, when the rebate is computed.
      const { base, amount } = rebateOf(kind, days, await ratesOf(tx, member.id));
      const moved = await transfer(tx, {
        key: `cashback:${kind}:${member.id}:${period.key}`,
        from: { system: 'cashback_expense' },
        to: { member: member.id, wallet: MAIN_WALLET_TYPE_ID },
        amount,
        reason: REASONS[kind],
        refType: 'cashback_claim',
        refId: `${kind}:${period.key}`,
        createdBy: `member:${member.id}`,
        at: now,
      });
      const row = await insertClaim(tx, {
        memberId: member.id,
        kind,
        period: period.key,
        baseSatang: base,
        amountSatang: amount,
        ledgerTransferId: moved.transferId,
        claimedAt: now,
      });
      if (!row || moved.replayed) throw new AppError('CASHBACK_ALREADY_CLAIMED');
      return {
        kind,
        period: period.key,
        amount: satangToBaht(amount),
        claimed_at: now.toISOString(),
        balance: satangToBaht(moved.creditBalanceAfter),
      };
    });
  }

  return { rules, lossHistory, turnoverHistory, claim };
}
