import { APPROVAL_KINDS, APPROVAL_ROLES, bahtToSatang, satangToBaht } from '@ug99/contract';
import type {
  ApprovalKind,
  BoApproval,
  BoApprovalsQuery,
  BoWithdrawRules,
  OperatorRole,
  WalletTypeId,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { recordResult, settleRound } from '#lotto';
import type { ResultInput } from '#lotto';
import { AdjustmentRefused, adjustBalance } from '#wallets';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { lottoRefused } from '../lotto/refusals.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { thaiDateTime } from '../operations/thai.ts';
import {
  addCouponAs,
  addPromotionAs,
  adjustPointsAs,
  executeShopPayload,
  raisedWheelPrizes,
  saveWheelAs,
  shopItemView,
  wheelActions,
  wheelChangeOf,
} from '../value-controls/executors.ts';
import type {
  CouponPayload,
  PointsPayload,
  PromotionPayload,
  ShopPayload,
  WheelPayload,
} from '../value-controls/executors.ts';
import { executeLottoRatesPayload } from '../lotto/rates.ts';
import type { LottoRatesPayload } from '../lotto/rates.ts';
import { addPollAs, pollSpins } from '../value-controls/poll-actions.ts';
import type { PollPayload } from '../value-controls/poll-actions.ts';
import { executeQuestPayload } from '../value-controls/quest-actions.ts';
import type { QuestPayload } from '../value-controls/quest-actions.ts';
import { recordApproved } from '../value-controls/service.ts';
import { applyRules } from '../payouts/service.ts';
import { decideApproval, findApproval, insertApproval, latestApproval, pageApprovals } from './queries.ts';
import type { ApprovalRow } from './queries.ts';

/**
 * Four-eyes approval (docs/BACKOFFICE.md#four-eyes-approval): an adjustment above the finance limit and
 * a government-lottery result are requested by one operator and carried out only when a second operator
 * (never the requester, with a role for the kind) approves. The approval runs the action in its own
 * transaction, after it has moved the request from pending to approved: a request is carried out at most
 * once, however many approve at once. The request, the decision and the action each write an audit row;
 * the decision's names both operators.
 */

type Audit = typeof writeBackofficeAudit;

export type AdjustPayload = {
  member_id: number;
  phone: string;
  wallet_type_id: number;
  amount_satang: string;
  reason: string;
  request_id: string;
  summary: string;
};

export type ResultPayload = {
  round_id: number;
  title: string;
  input: ResultInput;
  summary: string;
};

/**
 * What a kind does when approved, in the approval's transaction, and after that has committed. `at` is the
 * decision's time (the injected clock), so what the approval does carries the same time.
 */
type Executor = {
  execute(
    tx: Db,
    ctx: OperationsContext,
    approver: Operator,
    approval: ApprovalRow,
    at: Date,
    audit: Audit,
  ): Promise<unknown>;
  afterCommit?(ctx: OperationsContext, approval: ApprovalRow, deps: ApprovalDeps): Promise<void>;
};

/** What the approvals need besides the context: the audit writer, and (for promotions) the content caches. */
export type ApprovalDeps = { audit: Audit; contentChanged?: () => Promise<void> };

const EXECUTORS: Record<ApprovalKind, Executor> = {
  'member.adjust': {
    async execute(tx, ctx, approver, approval, at) {
      const p = approval.payload as AdjustPayload;
      // Value created with approval: in the report under the operator who asked, never in their caps.
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'balance_adjust',
        memberId: p.member_id,
        amount: BigInt(p.amount_satang),
        ref: `backoffice:${p.request_id}`,
      });
      try {
        // The same adjustment as balance:adjust, its key the requester's submission: never twice.
        return await adjustBalance(tx, {
          agentCode: ctx.agentCode,
          phone: p.phone,
          amountSatang: BigInt(p.amount_satang),
          reason: p.reason,
          wallet: p.wallet_type_id as WalletTypeId,
          operator: auditName(approver),
          by: originOf(approver),
          key: `backoffice:${p.request_id}`,
          now: at,
        });
      } catch (err) {
        if (err instanceof AdjustmentRefused) throw new AppError('BO_ADJUST_REFUSED');
        throw err;
      }
    },
  },
  'lotto.result': {
    async execute(tx, ctx, approver, approval) {
      const p = approval.payload as ResultPayload;
      const recorded = await recordResult(
        tx,
        { roundId: p.round_id, result: p.input, operator: auditName(approver), by: originOf(approver) },
        { clock: ctx.clock },
      );
      if (!recorded.ok) throw lottoRefused(recorded);
      return recorded;
    },
    // Paying the bills runs in batches after the result is stored, as lotto:result does.
    async afterCommit(ctx, approval) {
      await settleRound(ctx.db, (approval.payload as ResultPayload).round_id, { clock: ctx.clock });
    },
  },
  // Operator-created value past its cap (docs/rules/value-controls.md#four-eyes): the same action the
  // requester's screen runs within the caps, now by the approver, recorded under the requester.
  'points.adjust': {
    async execute(tx, ctx, approver, approval) {
      const p = approval.payload as PointsPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'points_adjust',
        memberId: p.member_id,
        amount: BigInt(p.points),
        ref: `backoffice:${p.request_id}`,
      });
      return adjustPointsAs(tx, ctx, approver, p);
    },
  },
  'shop.item': {
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as ShopPayload;
      const credit = p.input.credit_amount === null ? 0n : bahtToSatang(p.input.credit_amount);
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'shop_credit',
        memberId: null,
        amount: credit,
        ref: `approval:${approval.id}`,
      });
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      return executeShopPayload(tx, ctx, audit, approver, p, detail, shopItemView);
    },
  },
  'coupon.add': {
    async execute(tx, ctx, approver, approval) {
      const p = approval.payload as CouponPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: `coupon_${p.reward_kind}`,
        memberId: null,
        amount: BigInt(p.reward_amount) * BigInt(p.quota),
        ref: `approval:${approval.id}`,
      });
      return addCouponAs(tx, ctx, approver, p);
    },
  },
  'wheel.segments': {
    // The wheel as it was asked for, checked again against the wheel now (its segments, valid); what it
    // raises is recorded under the asker. Until this runs the wheel keeps the segments it had.
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as WheelPayload;
      const change = await wheelChangeOf(tx, ctx, p.wheel_id, p.segments);
      for (const action of wheelActions(raisedWheelPrizes(change), `approval:${approval.id}`)) {
        await recordApproved(tx, ctx, approval.requestedBy, approval.id, action);
      }
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      return saveWheelAs(tx, audit, approver, change, detail);
    },
  },
  'promotion.add': {
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as PromotionPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'promotion_terms',
        memberId: null,
        amount: bahtToSatang(p.input.bonus_cap),
        ref: `approval:${approval.id}`,
      });
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      return addPromotionAs(tx, ctx, audit, approver, p.input, detail);
    },
    // Members see the promotion at once, as when marketing adds one within the caps.
    async afterCommit(_ctx, _approval, deps) {
      await deps.contentChanged?.();
    },
  },
  'quest.save': {
    // The quest added or its values scheduled as asked, checked again against the quest now; what the
    // save raises then is recorded under the asker.
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as QuestPayload;
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      const done = await executeQuestPayload(tx, ctx, audit, approver, p, detail);
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        ...done.raise,
        memberId: null,
        ref: `approval:${approval.id}`,
      });
      return done.quest;
    },
  },
  'poll.add': {
    // The poll as asked, its seed drawn now (the approval); its winners' spins recorded under the asker.
    async execute(tx, ctx, approver, approval) {
      const p = approval.payload as unknown as PollPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'poll_spins',
        memberId: null,
        amount: pollSpins(p.input),
        ref: `approval:${approval.id}`,
      });
      return addPollAs(tx, ctx, approver, p.input);
    },
  },
  'lotto.rates': {
    // The category's rates saved as asked, checked again against its rates now (lotto:rates).
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as LottoRatesPayload;
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      const done = await executeLottoRatesPayload(tx, ctx, audit, approver, p, detail);
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'lotto_rates',
        memberId: null,
        amount: done.raised,
        ref: `approval:${approval.id}`,
      });
      return done;
    },
  },
  'withdraw.rules': {
    // The loosened rules as asked, written by the approver (docs/rules/payments.md#automatic-approval).
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as { rules: BoWithdrawRules };
      const detail = { approval_id: approval.id, requested_by: approval.requestedByName };
      await applyRules(tx, ctx, audit, approver, p.rules, detail);
      return p.rules;
    },
  },
};

export function mayDecideKind(role: OperatorRole, kind: ApprovalKind): boolean {
  return role === 'admin' || (APPROVAL_ROLES[kind] as readonly string[]).includes(role);
}

export function approvalView(a: ApprovalRow, viewer: Pick<Operator, 'id' | 'role'>): BoApproval {
  return {
    id: a.id,
    kind: a.kind,
    subject: a.subject,
    summary: typeof a.payload.summary === 'string' ? a.payload.summary : a.subject,
    payload: a.payload,
    requested_by: a.requestedByName,
    requested_by_id: a.requestedBy,
    requested_at: a.requestedAt.toISOString(),
    status: a.status,
    decided_by: a.decidedByName,
    decided_at: a.decidedAt?.toISOString() ?? null,
    reason: a.reason,
    may_decide: a.status === 'pending' && a.requestedBy !== viewer.id && mayDecideKind(viewer.role, a.kind),
  };
}

/** JSON with object keys sorted: jsonb keeps its own key order, so payloads compare by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const samePayload = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Asks for a second operator's approval, in the caller's transaction with its audit row. The same request
 * again (a retry: same kind, subject and content) answers the request already made; another request while
 * one is pending for the subject is refused with BO_APPROVAL_PENDING_EXISTS.
 */
export async function requestApproval(
  tx: Db,
  deps: { audit: Audit; clock: OperationsContext['clock'] },
  requester: Operator,
  input: {
    kind: ApprovalKind;
    subject: string;
    payload: Record<string, unknown>;
    retryAfterDecision: boolean;
  },
): Promise<ApprovalRow> {
  const latest = await latestApproval(tx, input.kind, input.subject);
  if (latest && samePayload(latest.payload, input.payload)) {
    if (latest.status === 'pending' || input.retryAfterDecision) return latest;
  }
  if (latest?.status === 'pending') throw new AppError('BO_APPROVAL_PENDING_EXISTS');
  const id = await insertApproval(tx, {
    kind: input.kind,
    subject: input.subject,
    payload: input.payload,
    requestedBy: requester.id,
    at: deps.clock.now(),
  });
  if (id === null) throw new AppError('BO_APPROVAL_PENDING_EXISTS');
  await deps.audit(tx, requester, {
    ip: requester.ip,
    action: 'approval.request',
    targetType: 'approval',
    targetId: id,
    after: { status: 'pending', kind: input.kind, subject: input.subject },
    detail: { kind: input.kind, subject: input.subject, payload: input.payload },
  });
  return (await findApproval(tx, id))!;
}

function decidedAlready(a: ApprovalRow): AppError {
  const when = a.decidedAt ? thaiDateTime(a.decidedAt) : '';
  const what = a.status === 'approved' ? 'อนุมัติ' : 'ไม่อนุมัติ';
  return new AppError('BO_APPROVAL_DECIDED', `คำขอนี้ถูก${what}แล้วโดย ${a.decidedByName ?? '-'} เมื่อ ${when}`);
}

export function createApprovalService(ctx: OperationsContext, deps: ApprovalDeps) {
  const { db } = ctx;

  /** Locks the request and checks that `operator` may decide it now. */
  async function decidable(tx: Db, operator: Operator, id: number): Promise<ApprovalRow> {
    const a = await findApproval(tx, id, true);
    if (!a) throw new AppError('BO_APPROVAL_NOT_FOUND');
    if (a.status !== 'pending') throw decidedAlready(a);
    if (a.requestedBy === operator.id) throw new AppError('BO_APPROVAL_OWN_REQUEST');
    if (!mayDecideKind(operator.role, a.kind)) throw new AppError('BO_APPROVAL_ROLE');
    return a;
  }

  async function decide(operator: Operator, id: number, approve: boolean, reason: string | null) {
    const status = approve ? 'approved' : 'rejected';
    const decided = await runInLedgerTransaction(db, async (tx) => {
      const a = await decidable(tx, operator, id);
      const at = ctx.clock.now();
      // Pending → decided first: whoever comes second finds it decided and changes nothing.
      if (!(await decideApproval(tx, { id, status, decidedBy: operator.id, at, reason }))) {
        throw decidedAlready((await findApproval(tx, id))!);
      }
      if (approve) await EXECUTORS[a.kind].execute(tx, ctx, operator, a, at, deps.audit);
      await deps.audit(tx, operator, {
        ip: operator.ip,
        action: approve ? 'approval.approve' : 'approval.reject',
        targetType: 'approval',
        targetId: id,
        before: { status: 'pending' },
        after: { status, reason },
        detail: {
          kind: a.kind,
          subject: a.subject,
          requested_by: a.requestedByName,
          decided_by: auditName(operator),
          ...(reason ? { reason } : {}),
        },
      });
      return (await findApproval(tx, id))!;
    });
    if (approve) await EXECUTORS[decided.kind].afterCommit?.(ctx, decided, deps);
    return { approval: approvalView(decided, operator) };
  }

  return {
    async list(operator: Operator, q: BoApprovalsQuery) {
      const kinds = APPROVAL_KINDS.filter((k) => mayDecideKind(operator.role, k));
      const { total, rows } = await pageApprovals(db, {
        kinds,
        status: q.status,
        kind: q.kind,
        page: q.page,
        pageSize: q.page_size,
      });
      return {
        total,
        page: q.page,
        page_size: q.page_size,
        items: rows.map((a) => approvalView(a, operator)),
      };
    },

    /** One request the operator's role may decide, or BO_APPROVAL_NOT_FOUND. */
    async find(operator: Operator, id: number): Promise<ApprovalRow> {
      const a = await findApproval(db, id);
      if (!a || !mayDecideKind(operator.role, a.kind)) throw new AppError('BO_APPROVAL_NOT_FOUND');
      return a;
    },

    approve: (operator: Operator, id: number) => decide(operator, id, true, null),
    reject: (operator: Operator, id: number, reason: string) => decide(operator, id, false, reason),
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

/** "+6,000.00 บาท" as the requests' summaries show an amount. */
export function bahtSigned(satang: bigint): string {
  const text = satangToBaht(satang < 0n ? -satang : satang).toLocaleString('th-TH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${satang < 0n ? '-' : '+'}${text} บาท`;
}
