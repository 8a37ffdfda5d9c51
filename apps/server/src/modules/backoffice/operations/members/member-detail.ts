import { satangToBaht } from '@ug99/contract';
import type { BoMemberDetail } from '@ug99/contract';
import { memberPoints, memberWallets } from '#ledger';
import type { MemberDeps } from './member-deps.ts';
import { latestGameRoundsOf } from '#games';
import { latestBillsOf } from '#lotto';
import {
  listMemberBankAccounts,
  liveSessionsOf,
  memberRowView,
  operatorNotesOf,
  requireMemberOfAgent,
} from '#members';
import { latestDepositsOf, latestWithdrawalsOf, withdrawalFields } from '#payments';
import { latestPromotionsOf } from '#promotions';
import { storedSettingsAndLimits } from '#responsible-gaming';
import { baht, iso } from './views.ts';

/** How many of each history a member's page shows; the statement has its own paging. */
const RECENT = 20;

/** The member's page: profile, accounts, balances, recent money and play, limits, sessions and notes. */
export async function memberDetail(deps: MemberDeps, memberId: number): Promise<BoMemberDetail> {
  const m = await requireMemberOfAgent(deps.ctx, memberId);
  const { db } = deps.ctx;
  const now = deps.ctx.clock.now();
  const [bank, wallets, points, deposits, withdrawals, bills, rounds, promotions, rg, sessions, notes] =
    await Promise.all([
      listMemberBankAccounts(db, memberId),
      memberWallets(db, memberId),
      memberPoints(db, memberId),
      latestDepositsOf(db, memberId, RECENT),
      latestWithdrawalsOf(db, memberId, RECENT),
      latestBillsOf(db, memberId, RECENT),
      latestGameRoundsOf(db, memberId, RECENT),
      latestPromotionsOf(db, memberId, RECENT),
      storedSettingsAndLimits(db, memberId),
      liveSessionsOf(db, memberId, now, new Date(now.getTime() - deps.sessionIdleMs)),
      operatorNotesOf(db, memberId),
    ]);
  return {
    profile: {
      ...memberRowView(m),
      birth_date: m.birthDate,
      line_id: m.lineId,
      upline_member_id: m.uplineMemberId,
      locked_at: iso(m.lockedAt),
      lock_reason: m.lockReason,
    },
    bank_accounts: bank.map((b) => ({
      kind: b.kind,
      bank_code: b.bankCode,
      account_no: b.accountNo,
      account_name: b.accountName,
    })),
    wallets: wallets.map((w) => ({
      wallet_type_id: w.walletTypeId,
      wallet_name: w.walletName,
      balance: satangToBaht(w.balance),
    })),
    points: Number(points),
    deposits: deposits.map((d) => ({
      id: d.id,
      reference: d.reference,
      channel: d.channel,
      amount: satangToBaht(d.amountSatang),
      credited: baht(d.creditedSatang),
      status: d.status,
      created_at: d.createdAt.toISOString(),
      paid_at: iso(d.paidAt),
    })),
    withdrawals: withdrawals.map(withdrawalFields),
    lotto_bills: bills.map((b) => ({
      id: b.id,
      round_id: b.roundId,
      total: satangToBaht(b.totalSatang),
      win: satangToBaht(b.winSatang),
      status: b.status,
      created_at: b.createdAt.toISOString(),
    })),
    game_rounds: rounds.map((r) => ({
      id: r.id,
      provider_id: r.providerId,
      category: r.category,
      total_bet: satangToBaht(r.totalBet),
      total_win: satangToBaht(r.totalWin),
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    promotions: promotions.map((p) => ({
      id: p.id,
      promotion_id: p.promotionId,
      status: p.status,
      deposit: satangToBaht(p.depositSatang),
      bonus: satangToBaht(p.bonusSatang),
      required_turnover: satangToBaht(p.requiredTurnoverSatang),
      started_at: p.startedAt.toISOString(),
      ended_at: iso(p.endedAt),
    })),
    responsible_gaming: {
      reality_check_minutes: rg.settings?.realityCheckMinutes ?? null,
      cool_off_until: iso(rg.settings?.coolOffUntil),
      self_excluded_until: iso(rg.settings?.selfExcludedUntil),
      limits: rg.limits.map((l) => ({
        kind: l.kind,
        period: l.period,
        current: baht(l.currentSatang),
        pending: baht(l.pendingSatang),
        pending_effective_at: iso(l.pendingEffectiveAt),
      })),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      operator: n.operator,
      created_at: n.createdAt.toISOString(),
    })),
  };
}
