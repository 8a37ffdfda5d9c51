import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AFFILIATE_DAILY_MAX_DAYS,
  AFFILIATE_WALLET_TYPE_ID,
  bahtToSatang,
  formatBaht,
  MAIN_WALLET_TYPE_ID,
  satangToBaht,
} from '@ug99/contract';
import type {
  AffiliateDaily,
  AffiliateNetwork,
  AffiliateRedeemRequest,
  AffiliateSummary,
  AffiliateTransactions,
} from '@ug99/contract';
import { turnoverSinceSql } from '#games';
import { downlineSql, referralCodeOf } from '#members';
import type { SessionMember } from '#members';
import { hasPaidDepositSql } from '#payments';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { accountBalance, isLedgerError, runInLedgerTransaction, transfer } from '#ledger';
import { bangkokDate, startOfBangkokMonth } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { readAffiliateSettings } from '../settings.ts';
import { addDays, dayCount, daysBetween, maskPhone } from '../rules.ts';
import { dailySums, downlinePage, insertRedemption, movementPage, summaryCounts } from './queries.ts';

export const AFFILIATE_PAGE_SIZE = 20;
/** The chart's default range: the last 30 Bangkok days, today included. */
const CHART_DAYS = 30;
/** Transactions without dates: everything from the programme's first possible day. */
const EARLIEST_DAY = '2000-01-01';

export type AffiliateMemberService = ReturnType<typeof createAffiliateMemberService>;

const affiliateWallet = (memberId: number) => ({ member: memberId, wallet: AFFILIATE_WALLET_TYPE_ID });
const mainWallet = (memberId: number) => ({ member: memberId, wallet: MAIN_WALLET_TYPE_ID });

/** The member's affiliate calls (docs/AFFILIATE.md#calls). */
export function createAffiliateMemberService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async summary(member: SessionMember): Promise<AffiliateSummary> {
      const [code, counts, available, settings] = await Promise.all([
        referralCodeOf(db, member.id),
        summaryCounts(db, member.id, {
          referred: downlineSql(member.id, 1),
          paidDeposit: hasPaidDepositSql(sql`d.id`),
        }),
        accountBalance(db, affiliateWallet(member.id)),
        readAffiliateSettings(db, member.agentId),
      ]);
      return {
        referral_code: code,
        clicks: counts.clicks,
        sign_ups: counts.signUps,
        depositors: counts.depositors,
        commission_earned: satangToBaht(counts.earnedSatang),
        available: satangToBaht(available),
        min_redeem: satangToBaht(settings.minRedeemSatang),
      };
    },

    async network(member: SessionMember, q: { page: number; level: number }): Promise<AffiliateNetwork> {
      const level = q.level === 2 ? 2 : 1;
      const monthStart = bangkokDate(startOfBangkokMonth(clock.now()));
      const { rows, total } = await downlinePage(
        db,
        { memberId: member.id, limit: AFFILIATE_PAGE_SIZE, offset: (q.page - 1) * AFFILIATE_PAGE_SIZE },
        { downline: downlineSql(member.id, level), turnoverOf: turnoverSinceSql(sql`d.id`, monthStart) },
      );
      return {
        items: rows.map((r) => ({
          phone: maskPhone(r.phone),
          level,
          joined_at: r.joinedAt.toISOString(),
          turnover_month: satangToBaht(r.turnoverMonth),
          commission: satangToBaht(r.commission),
        })),
        level,
        page: q.page,
        page_size: AFFILIATE_PAGE_SIZE,
        total,
      };
    },

    async transactions(
      member: SessionMember,
      q: { page: number; from?: string | undefined; to?: string | undefined },
    ): Promise<AffiliateTransactions> {
      const { rows, total } = await movementPage(db, {
        memberId: member.id,
        from: q.from ?? EARLIEST_DAY,
        to: q.to ?? bangkokDate(clock.now()),
        limit: AFFILIATE_PAGE_SIZE,
        offset: (q.page - 1) * AFFILIATE_PAGE_SIZE,
      });
      return {
        items: rows.map((r) => ({
          type: r.type,
          amount: satangToBaht(r.amount),
          date: r.day,
          created_at: r.createdAt.toISOString(),
        })),
        page: q.page,
        page_size: AFFILIATE_PAGE_SIZE,
        total,
      };
    },

    /** Every day of the range, zeros included, so the chart draws the range as asked. */
    async daily(
      member: SessionMember,
      q: { from?: string | undefined; to?: string | undefined },
    ): Promise<AffiliateDaily> {
      const to = q.to ?? bangkokDate(clock.now());
      let from = q.from ?? addDays(to, -(CHART_DAYS - 1));
      // A longer range is cut to its last days: the call answers one row per day. Counted, not listed: a
      // typed range may span millennia, and listing its days first held the CPU for each such request.
      if (dayCount(from, to) > AFFILIATE_DAILY_MAX_DAYS) from = addDays(to, -(AFFILIATE_DAILY_MAX_DAYS - 1));
      const sums = new Map((await dailySums(db, { memberId: member.id, from, to })).map((s) => [s.day, s]));
      return {
        from,
        to,
        days: daysBetween(from, to).map((date) => {
          const s = sums.get(date);
          return {
            date,
            commission: satangToBaht(s?.commission ?? 0n),
            redeemed: satangToBaht(s?.redeemed ?? 0n),
          };
        }),
      };
    },

    /**
     * Moves commission to the main wallet (docs/rules/affiliate.md#redeem). The ledger's conditional
     * update is the limit: parallel redemptions can never take more than the wallet holds. The same
     * request id is a replay that moves nothing.
     */
    async redeem(
      member: SessionMember,
      req: AffiliateRedeemRequest,
    ): Promise<{ amount: number; available: number }> {
      const amount = bahtToSatang(req.amount);
      const { minRedeemSatang } = await readAffiliateSettings(db, member.agentId);
      if (amount < minRedeemSatang) {
        throw new AppError(
          'AFFILIATE_REDEEM_BELOW_MIN',
          `ถอนค่าแนะนำได้ขั้นต่ำ ${formatBaht(satangToBaht(minRedeemSatang))} บาท`,
        );
      }
      const requestId = req.request_id ?? randomUUID();
      const now = clock.now();
      return runInLedgerTransaction(db, async (tx) => {
        const redemption = await insertRedemption(tx, {
          memberId: member.id,
          requestId,
          amountSatang: amount,
          day: bangkokDate(now),
          createdAt: now,
        });
        if (!redemption.inserted && redemption.amountSatang !== amount) {
          throw new AppError('AFFILIATE_REQUEST_REUSED');
        }
        try {
          await transfer(tx, {
            key: `affiliate:redeem:${member.id}:${requestId}`,
            from: affiliateWallet(member.id),
            to: mainWallet(member.id),
            amount,
            reason: 'affiliate_redeem',
            refType: 'affiliate_redemption',
            refId: String(redemption.id),
            createdBy: `member:${member.id}`,
            at: now,
          });
        } catch (err) {
          if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw new AppError('AFFILIATE_REDEEM_INSUFFICIENT');
          throw err;
        }
        const available = await accountBalance(tx, affiliateWallet(member.id));
        return { amount: satangToBaht(amount), available: satangToBaht(available) };
      });
    },
  };
}
