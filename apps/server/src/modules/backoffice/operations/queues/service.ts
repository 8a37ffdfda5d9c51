import { satangToBaht } from '@ug99/contract';
import type { FlaggedQueueQuery, QueueFlagged, QueueWithdrawal, WithdrawalQueueQuery } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { findMemberForOperator } from '#members';
import {
  approveForPayout,
  approveWithdrawal,
  creditFlagged,
  rejectWithdrawal,
  returnFlagged,
} from '#payments';
import type { Decision, FlaggedDecision } from '#payments';
import { auditName, originOf } from '../../access/audit.ts';
import type { OperationsContext, Operator } from '../context.ts';
import { thaiDateTime } from '../thai.ts';
import type { QueueFeed } from './feed.ts';
import { findFlagged, findWithdrawal, listFlaggedPage, listWithdrawals } from './rows.ts';
import type { FlaggedRow, WithdrawalRow } from './rows.ts';

/**
 * The finance queues (docs/BACKOFFICE.md#queues): pending withdrawals and flagged deposits, paged by the
 * server, decided through the payments domain's own functions, which lock the row, move the money and
 * write the audit row in one transaction. That row is the decision's only one; it names the operator as
 * every back-office row does (`auditName`, e.g. "finance:สมศรี"), its detail holds the amount, member and
 * reason, and its operator_id, ip, before and after stay empty because the payments domain writes it.
 *
 * Optimistic locking: every item carries `version`, the time of its last change (its decision, else its
 * creation). A decision is refused with BO_ALREADY_DECIDED, naming who decided and when, when the version
 * the operator saw is not the item's current one or the item is no longer pending. Two operators deciding
 * at the same moment both pass that check; the payments domain then serialises them on the row lock, the
 * second finds the row decided (`replayed` or `contradicted`: nothing moved, nothing written), and gets
 * the same refusal. Money moves once whatever the timing.
 */

const versionOf = (row: { decidedAt: Date | null; createdAt: Date }) =>
  (row.decidedAt ?? row.createdAt).getTime();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A withdrawal as the back office shows it (the queue, a member's page). */
export function withdrawalFields(
  w: WithdrawalRow['withdrawal'],
): Omit<QueueWithdrawal, 'phone' | 'member_name'> {
  return {
    id: w.id,
    member_id: w.memberId,
    amount: satangToBaht(w.amountSatang),
    bank_code: w.bankCode,
    account_no: w.accountNo,
    account_name: w.accountName,
    status: w.status,
    reject_reason: w.rejectReason,
    decided_by: w.decidedBy,
    decided_at: iso(w.decidedAt),
    created_at: w.createdAt.toISOString(),
    auto_reasons: w.autoReasons ?? [],
    payout_gateway: w.payoutGateway,
    sent_at: iso(w.sentAt),
    paid_at: iso(w.paidAt),
    failed_at: iso(w.failedAt),
    version: versionOf(w),
  };
}

export function withdrawalView(row: WithdrawalRow): QueueWithdrawal {
  return {
    ...withdrawalFields(row.withdrawal),
    phone: row.phone,
    member_name: `${row.firstName} ${row.lastName}`,
  };
}

export function flaggedView(row: FlaggedRow): QueueFlagged {
  const f = row.flagged;
  return {
    id: f.id,
    amount: satangToBaht(f.amountSatang),
    reference: f.reference,
    reason: f.reason,
    detail: f.detail,
    source: f.source,
    paid_at: f.paidAt.toISOString(),
    member_id: f.memberId,
    member_phone: row.memberPhone,
    status: f.status,
    credited_member_id: f.creditedMemberId,
    decided_by: f.decidedBy,
    decided_at: iso(f.decidedAt),
    decision_note: f.decisionNote,
    created_at: f.createdAt.toISOString(),
    version: versionOf(f),
  };
}

const STATUS_TH: Record<string, string> = {
  pending: 'รอดำเนินการ',
  paid: 'อนุมัติ',
  approved: 'อนุมัติ',
  sent: 'อนุมัติ',
  unknown: 'อนุมัติ',
  failed: 'อนุมัติ',
  rejected: 'ปฏิเสธ',
  credited: 'เติมเงินให้สมาชิก',
  returned: 'คืนเงินผู้โอน',
};

/** BO_ALREADY_DECIDED with who decided the item and when, in Thai. */
function alreadyDecided(item: {
  status: string;
  decidedBy: string | null;
  decidedAt: Date | null;
}): AppError {
  if (item.status === 'pending' || !item.decidedAt) {
    return new AppError(
      'BO_ALREADY_DECIDED',
      'ข้อมูลรายการนี้เปลี่ยนไปแล้ว กรุณาโหลดรายการใหม่ก่อนดำเนินการ ยังไม่มีการเปลี่ยนแปลงใด ๆ',
    );
  }
  return new AppError(
    'BO_ALREADY_DECIDED',
    `รายการนี้ถูก${STATUS_TH[item.status] ?? item.status}แล้วโดย ${item.decidedBy ?? '-'} ` +
      `เมื่อ ${thaiDateTime(item.decidedAt)} ไม่มีการเปลี่ยนแปลงใด ๆ`,
  );
}

export function createQueueService(ctx: OperationsContext, feed: QueueFeed) {
  const { db } = ctx;

  async function pendingWithdrawal(id: number, version: number): Promise<WithdrawalRow> {
    const row = await findWithdrawal(db, await ctx.agentId(), id);
    if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
    const w = row.withdrawal;
    if (w.status !== 'pending' || versionOf(w) !== version) throw alreadyDecided(w);
    return row;
  }

  /** The payments domain's answer: only a decision that changed the row this time is ours. */
  async function decidedWithdrawal(id: number, decision: Decision): Promise<QueueWithdrawal> {
    if (!decision.ok && decision.why === 'not_found') throw new AppError('BO_ITEM_NOT_FOUND');
    if (!decision.ok || decision.replayed) throw alreadyDecided(decision.withdrawal);
    const row = await findWithdrawal(db, await ctx.agentId(), id);
    if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
    feed.publish({ type: 'queue', queue: 'withdrawals', id, status: decision.withdrawal.status });
    return withdrawalView(row);
  }

  async function handedToGateway(operator: Operator, id: number, gateway: string): Promise<QueueWithdrawal> {
    const by = { kind: 'operator' as const, operator: auditName(operator), by: originOf(operator) };
    const approved = await approveForPayout(db, id, gateway, by, ctx.clock.now());
    const row = await findWithdrawal(db, await ctx.agentId(), id);
    if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
    if (!approved) throw alreadyDecided(row.withdrawal);
    feed.publish({ type: 'queue', queue: 'withdrawals', id, status: approved.status });
    return withdrawalView(row);
  }

  async function pendingFlagged(id: number, version: number): Promise<FlaggedRow> {
    const row = await findFlagged(db, await ctx.agentId(), id);
    if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
    const f = row.flagged;
    if (f.status !== 'pending' || versionOf(f) !== version) throw alreadyDecided(f);
    return row;
  }

  async function decidedFlagged(id: number, decision: FlaggedDecision): Promise<QueueFlagged> {
    if (!decision.ok && decision.why === 'not_found') throw new AppError('BO_ITEM_NOT_FOUND');
    if (!decision.ok && decision.why === 'no_member') throw new AppError('BO_MEMBER_NOT_FOUND');
    if (!decision.ok || decision.replayed) {
      if (decision.ok || decision.why === 'contradicted') throw alreadyDecided(decision.flagged);
      throw new AppError('BO_ITEM_NOT_FOUND');
    }
    const row = await findFlagged(db, await ctx.agentId(), id);
    if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
    feed.publish({ type: 'queue', queue: 'flagged', id, status: decision.flagged.status });
    return flaggedView(row);
  }

  return {
    async withdrawals(q: WithdrawalQueueQuery) {
      const { total, rows } = await listWithdrawals(db, await ctx.agentId(), q);
      return { total, page: q.page, page_size: q.page_size, items: rows.map(withdrawalView) };
    },

    async approveWithdrawal(operator: Operator, id: number, version: number) {
      await pendingWithdrawal(id, version);
      // With a payout gateway the approval hands the payout to it (docs/PAYMENTS.md#payouts); without
      // one the operator pays by hand and the approval marks it paid.
      if (ctx.payoutGateway !== null)
        return { withdrawal: await handedToGateway(operator, id, ctx.payoutGateway) };
      return {
        withdrawal: await decidedWithdrawal(
          id,
          await approveWithdrawal(db, id, auditName(operator), ctx.clock.now(), originOf(operator)),
        ),
      };
    },

    async rejectWithdrawal(operator: Operator, id: number, version: number, reason: string) {
      await pendingWithdrawal(id, version);
      const decision = await rejectWithdrawal(
        db,
        id,
        auditName(operator),
        reason,
        ctx.clock.now(),
        originOf(operator),
      );
      return { withdrawal: await decidedWithdrawal(id, decision) };
    },

    async flagged(q: FlaggedQueueQuery) {
      const { total, rows } = await listFlaggedPage(db, await ctx.agentId(), q);
      return { total, page: q.page, page_size: q.page_size, items: rows.map(flaggedView) };
    },

    async creditFlagged(
      operator: Operator,
      id: number,
      input: { version: number; phone: string; reason?: string | undefined },
    ) {
      await pendingFlagged(id, input.version);
      const member = await findMemberForOperator(db, ctx.agentCode, input.phone);
      if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
      const note = input.reason ?? `เติมเงินให้สมาชิก ${member.phone}`;
      const decision = await creditFlagged(db, {
        id,
        memberId: member.id,
        operator: auditName(operator),
        by: originOf(operator),
        note,
        now: ctx.clock.now(),
      });
      return { flagged: await decidedFlagged(id, decision) };
    },

    async returnFlagged(operator: Operator, id: number, input: { version: number; reason: string }) {
      await pendingFlagged(id, input.version);
      const decision = await returnFlagged(db, {
        id,
        operator: auditName(operator),
        note: input.reason,
        by: originOf(operator),
        now: ctx.clock.now(),
      });
      return { flagged: await decidedFlagged(id, decision) };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
