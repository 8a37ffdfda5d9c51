import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type {
  AdjustMemberRequest,
  BoAdjustOutcome,
  BoMemberDetail,
  BoMemberRow,
  MemberSearchQuery,
  WalletTypeId,
} from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { memberPoints, memberStatement, memberWallets, runInLedgerTransaction } from '#ledger';
import { latestGameRoundsOf } from '#games';
import { latestBillsOf } from '#lotto';
import {
  addOperatorNote,
  listMemberBankAccounts,
  liveSessionsOf,
  lockMemberRow,
  memberOfAgent,
  operatorNotesOf,
  revokeAllSessions,
  searchMembers,
  setMemberLock,
} from '#members';
import { latestDepositsOf, latestWithdrawalsOf } from '#payments';
import { latestPromotionsOf } from '#promotions';
import { storedSettingsAndLimits } from '#responsible-gaming';
import { AdjustmentRefused, adjustBalance } from '#wallets';
import { auditName, originOf } from '../../access/audit.ts';
import { approvalView, bahtSigned, requestApproval } from '../../approvals/service.ts';
import type { AdjustPayload } from '../../approvals/service.ts';
import { latestApproval } from '../../approvals/queries.ts';
import type { ApprovalRow } from '../../approvals/queries.ts';
import { checkAndRecord } from '../../value-controls/service.ts';
import type { writeBackofficeAudit } from '../../access/audit.ts';
import type { OperationsContext, Operator } from '../context.ts';
import { withdrawalFields } from '../queues/service.ts';

/** How many of each history a member's page shows; the statement has its own paging. */
const RECENT = 20;

/**
 * The members screen (docs/BACKOFFICE.md#members): search, a member's page, the ledger statement, and
 * the actions by role. Every action writes its audit row in its own transaction: lock, unlock, session
 * reset and notes through writeBackofficeAudit with before and after; an adjustment through the wallets
 * domain's adjustBalance, which writes its one audit row (naming the operator as the back office does)
 * in the transaction that moves the money.
 */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const baht = (s: bigint | null | undefined) => (s === null || s === undefined ? null : satangToBaht(s));

type Found = NonNullable<Awaited<ReturnType<typeof memberOfAgent>>>;

function rowView(m: Omit<Found, 'birthDate' | 'lineId' | 'uplineMemberId'>): BoMemberRow {
  return {
    id: m.id,
    phone: m.phone,
    first_name: m.firstName,
    last_name: m.lastName,
    referral_code: m.referralCode,
    bank_account_no: m.bankAccountNo,
    locked: m.lockedAt !== null,
    created_at: m.createdAt.toISOString(),
  };
}

const lockView = (m: { lockedAt: Date | null; lockReason: string | null }) => ({
  locked: m.lockedAt !== null,
  locked_at: iso(m.lockedAt),
  lock_reason: m.lockReason,
});

export function createMemberService(
  ctx: OperationsContext,
  deps: { audit: typeof writeBackofficeAudit; sessionIdleMs: number },
) {
  const { db } = ctx;

  async function requireMember(memberId: number): Promise<Found> {
    const member = await memberOfAgent(db, await ctx.agentId(), memberId);
    if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
    return member;
  }

  /** Lock or unlock in one transaction with its audit row; the same state again changes and records nothing. */
  async function setLock(operator: Operator, memberId: number, lock: boolean, reason: string) {
    const agentId = await ctx.agentId();
    return db.transaction(async (tx) => {
      const row = await lockMemberRow(tx, agentId, memberId);
      if (!row) throw new AppError('BO_MEMBER_NOT_FOUND');
      if ((row.lockedAt !== null) === lock) return lockView(row);
      const now = ctx.clock.now();
      const after = await setMemberLock(tx, memberId, lock ? { at: now, reason } : null);
      // A locked member is signed out everywhere at once, not at their sessions' next expiry.
      const revoked = lock ? await revokeAllSessions(tx, memberId, now) : 0;
      await deps.audit(tx, operator, {
        ip: operator.ip,
        action: lock ? 'member.lock' : 'member.unlock',
        targetType: 'member',
        targetId: memberId,
        before: lockView(row),
        after: lockView(after),
        detail: { phone: row.phone, reason, ...(lock ? { sessions_revoked: revoked } : {}) },
      });
      return lockView(after);
    });
  }

  return {
    async search(q: MemberSearchQuery) {
      const { total, rows } = await searchMembers(db, await ctx.agentId(), q);
      return { total, page: q.page, page_size: q.page_size, items: rows.map(rowView) };
    },

    async detail(memberId: number): Promise<BoMemberDetail> {
      const m = await requireMember(memberId);
      const now = ctx.clock.now();
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
          ...rowView(m),
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
    },

    async statement(memberId: number, q: { page: number; page_size: number }) {
      await requireMember(memberId);
      const { total, rows } = await memberStatement(db, memberId, { page: q.page, pageSize: q.page_size });
      return {
        total,
        page: q.page,
        page_size: q.page_size,
        items: rows.map((r) => ({
          id: String(r.transferId),
          created_at: r.createdAt.toISOString(),
          reason: r.reason,
          reason_label: r.reasonLabel,
          asset: r.asset,
          wallet_type_id: r.walletTypeId,
          amount: r.asset === 'THB' ? satangToBaht(r.amount) : Number(r.amount),
          balance_after: r.asset === 'THB' ? satangToBaht(r.balanceAfter) : Number(r.balanceAfter),
          memo: r.memo,
        })),
      };
    },

    /**
     * Credits or takes back money through the wallets domain's audited adjustment. Within the caps
     * (docs/rules/value-controls.md#balance-and-points-adjustments: what this operator adjusted for this
     * member in the last 24 hours plus this one within BACKOFFICE_FINANCE_ADJUST_LIMIT, either sign, and
     * the operator's day within its daily cap) it moves at once; past either nothing moves and it becomes a
     * four-eyes request that another finance operator or an admin approves
     * (docs/BACKOFFICE.md#four-eyes-approval). The check, the record and the move are one transaction
     * holding the operator's lock, so parallel adjustments cannot slip between them. The same submission
     * again answers what it did the first time.
     */
    async adjust(operator: Operator, memberId: number, input: AdjustMemberRequest): Promise<BoAdjustOutcome> {
      const m = await requireMember(memberId);
      const amountSatang = bahtToSatang(input.amount);
      const key = `backoffice:${input.request_id}`;
      const subject = `member:${memberId}:${input.request_id}`;
      const payload: AdjustPayload = {
        member_id: memberId,
        phone: m.phone,
        wallet_type_id: input.wallet_type_id,
        amount_satang: amountSatang.toString(),
        reason: input.reason,
        request_id: input.request_id,
        summary: `สมาชิก ${m.phone} กระเป๋า ${input.wallet_type_id}: ${bahtSigned(amountSatang)} (${input.reason})`,
      };
      const asRequest = (approval: ApprovalRow): BoAdjustOutcome => ({
        transfer_id: null,
        balance_after: null,
        replayed: false,
        approval: approvalView(approval, operator),
      });
      return runInLedgerTransaction(db, async (tx) => {
        // A submission that became a request answers that request, decided or not.
        const earlier = await latestApproval(tx, 'member.adjust', subject);
        if (earlier) return asRequest(earlier);
        const within = await checkAndRecord(tx, ctx, operator, {
          key: 'balance_adjust',
          memberId,
          amount: amountSatang,
          ref: key,
        });
        if (within === 'over') {
          return asRequest(
            await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
              kind: 'member.adjust',
              subject,
              payload,
              retryAfterDecision: true,
            }),
          );
        }
        try {
          const result = await adjustBalance(tx, {
            agentCode: ctx.agentCode,
            phone: m.phone,
            amountSatang,
            reason: input.reason,
            wallet: input.wallet_type_id as WalletTypeId,
            operator: auditName(operator),
            by: originOf(operator),
            key,
            now: ctx.clock.now(),
          });
          return {
            transfer_id: result.transferId,
            balance_after: satangToBaht(result.walletBalanceAfter),
            replayed: result.replayed,
            approval: null,
          };
        } catch (err) {
          if (err instanceof AdjustmentRefused) throw new AppError('BO_ADJUST_REFUSED');
          throw err;
        }
      });
    },

    lock: (operator: Operator, memberId: number, reason: string) => setLock(operator, memberId, true, reason),
    unlock: (operator: Operator, memberId: number, reason: string) =>
      setLock(operator, memberId, false, reason),

    /** Signs the member out of every device, with its audit row. */
    async resetSessions(operator: Operator, memberId: number) {
      const m = await requireMember(memberId);
      return runInLedgerTransaction(db, async (tx) => {
        const revoked = await revokeAllSessions(tx, memberId, ctx.clock.now());
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'member.sessions.reset',
          targetType: 'member',
          targetId: memberId,
          before: { live_sessions: revoked },
          after: { live_sessions: 0 },
          detail: { phone: m.phone, revoked },
        });
        return { revoked };
      });
    },

    async addNote(operator: Operator, memberId: number, text: string) {
      const m = await requireMember(memberId);
      return db.transaction(async (tx) => {
        const note = await addOperatorNote(tx, { memberId, text, operator: auditName(operator) });
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'member.note',
          targetType: 'member',
          targetId: memberId,
          after: { note_id: note.id, text },
          detail: { phone: m.phone },
        });
        return {
          id: note.id,
          text: note.text,
          operator: note.operator,
          created_at: note.createdAt.toISOString(),
        };
      });
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
