import { bahtToSatang } from '@ug99/contract';
import type { ApprovalKind, BoWithdrawRules } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { applyApprovedRates, recordApprovedResult, settleRound } from '#lotto';
import type { LottoRatesPayload, LottoResultPayload } from '#lotto';
import { adjustAsOperator } from '#wallets';
import type { AdjustPayload } from '#wallets';
import { addOperatorCoupon } from '#coupons';
import { addOperatorPoll } from '#polls';
import { setWithdrawRules } from '#payments';
import { addOperatorPromotion } from '#promotions';
import { adjustOperatorPoints } from '#points';
import { saveWheel, wheelChangeOf } from '#wheel';
import { actingAs } from '../access/audit.ts';
import { lottoActor } from '../lotto/actor.ts';
import { scopeOf } from '../operations/context.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { executeShopPayload, raisedWheelPrizes, wheelActions } from '../value-controls/executors.ts';
import type {
  CouponPayload,
  PointsPayload,
  PromotionPayload,
  ShopPayload,
  WheelPayload,
} from '../value-controls/executors.ts';
import { pollSpins } from '../value-controls/poll-actions.ts';
import type { PollPayload } from '../value-controls/poll-actions.ts';
import { executeQuestPayload } from '../value-controls/quest-actions.ts';
import type { QuestPayload } from '../value-controls/quest-actions.ts';
import { recordApproved } from '../value-controls/service.ts';
import { rulesScope } from '../payouts/service.ts';
import type { ApprovalDeps, Audit } from './approval-deps.ts';
import type { ApprovalRow } from './queries.ts';

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

/** The audit detail of an action an approval carries out: which request, asked by whom. */
const approvalDetail = (a: ApprovalRow) => ({ approval_id: a.id, requested_by: a.requestedByName });

/** What each kind of request does once a second operator approves it (docs/BACKOFFICE.md#four-eyes-approval). */
export const EXECUTORS: Record<ApprovalKind, Executor> = {
  'member.adjust': {
    async execute(tx, ctx, approver, approval, at, audit) {
      const p = approval.payload as AdjustPayload;
      // Value created with approval: in the report under the operator who asked, never in their caps.
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'balance_adjust',
        memberId: p.member_id,
        amount: BigInt(p.amount_satang),
        ref: `backoffice:${p.request_id}`,
      });
      // The same adjustment as balance:adjust, its key the requester's submission: never twice.
      return adjustAsOperator(tx, ctx, actingAs(approver, audit), p, at);
    },
  },
  'lotto.result': {
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as LottoResultPayload;
      return recordApprovedResult(tx, ctx, lottoActor(ctx, audit, approver), p);
    },
    // Paying the bills runs in batches after the result is stored, as lotto:result does.
    async afterCommit(ctx, approval) {
      await settleRound(ctx.db, (approval.payload as LottoResultPayload).round_id, { clock: ctx.clock });
    },
  },
  // Operator-created value past its cap (docs/rules/value-controls.md#four-eyes): the same action the
  // requester's screen runs within the caps, now by the approver, recorded under the requester.
  'points.adjust': {
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as PointsPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'points_adjust',
        memberId: p.member_id,
        amount: BigInt(p.points),
        ref: `backoffice:${p.request_id}`,
      });
      return adjustOperatorPoints(tx, ctx, actingAs(approver, audit), p);
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
      const detail = approvalDetail(approval);
      return executeShopPayload(tx, await ctx.agentId(), actingAs(approver, audit), p, detail);
    },
  },
  'coupon.add': {
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as CouponPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: `coupon_${p.reward_kind}`,
        memberId: null,
        amount: BigInt(p.reward_amount) * BigInt(p.quota),
        ref: `approval:${approval.id}`,
      });
      return addOperatorCoupon(tx, await scopeOf(ctx), actingAs(approver, audit), p);
    },
  },
  'wheel.segments': {
    // The wheel as it was asked for, checked again against the wheel now (its segments, valid); what it
    // raises is recorded under the asker. Until this runs the wheel keeps the segments it had.
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as WheelPayload;
      const change = await wheelChangeOf(tx, await ctx.agentId(), p.wheel_id, p.segments);
      for (const action of wheelActions(raisedWheelPrizes(change), `approval:${approval.id}`)) {
        await recordApproved(tx, ctx, approval.requestedBy, approval.id, action);
      }
      const detail = approvalDetail(approval);
      return saveWheel(tx, actingAs(approver, audit), change, detail);
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
      const detail = approvalDetail(approval);
      return addOperatorPromotion(tx, await ctx.agentId(), actingAs(approver, audit), p.input, detail);
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
      const detail = approvalDetail(approval);
      const done = await executeQuestPayload(tx, await scopeOf(ctx), actingAs(approver, audit), p, detail);
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
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as PollPayload;
      await recordApproved(tx, ctx, approval.requestedBy, approval.id, {
        key: 'poll_spins',
        memberId: null,
        amount: pollSpins(p.input),
        ref: `approval:${approval.id}`,
      });
      return addOperatorPoll(tx, await scopeOf(ctx), actingAs(approver, audit), p.input);
    },
  },
  'lotto.rates': {
    // The category's rates saved as asked, checked again against its rates now (lotto:rates).
    async execute(tx, ctx, approver, approval, _at, audit) {
      const p = approval.payload as unknown as LottoRatesPayload;
      const detail = approvalDetail(approval);
      const done = await applyApprovedRates(tx, ctx, lottoActor(ctx, audit, approver), p, detail);
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
      const detail = approvalDetail(approval);
      await setWithdrawRules(tx, await rulesScope(ctx), actingAs(approver, audit), p.rules, detail);
      return p.rules;
    },
  },
};
