import { randomUUID } from 'node:crypto';
import {
  bahtToSatang,
  contentLinkAllowed,
  COUPON_REWARD_NAMES,
  ERRORS,
  httpsHostOf,
  isValueRequest,
  satangToBaht,
} from '@ug99/contract';
import type {
  AddCouponRequest,
  AddPromotionRequest,
  BannerRequest,
  BoBanner,
  BoCoupon,
  BoEvent,
  BoNotification,
  BoPromotionOutcome,
  BoValueRequested,
  ContentListQuery,
  CouponListQuery,
  EventRequest,
  NotificationRequest,
  PromotionListQuery,
} from '@ug99/contract';
import {
  addBanner,
  addEvent,
  addNotification,
  bannerPage,
  eventPage,
  notificationPage,
  updateBanner,
  updateEvent,
  updateNotification,
} from '#content';
import type { BannerRow, Change, EventRow, NotificationRow } from '#content';
import { couponPage, endCoupon, findCoupon, normalizeCouponCode } from '#coupons';
import type { CouponRow } from '#coupons';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { disablePromotion, findPromotion, promotionPage } from '#promotions';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { addCouponAs, addPromotionAs, promotionView } from '../value-controls/executors.ts';
import type { CouponPayload, PromotionPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * The marketing screens (docs/BACKOFFICE.md#marketing). Content (banners, notifications, events) goes
 * through the content domain's add/update functions, promotions through the same functions as the
 * `promotion:add|disable` commands, coupons through `addCoupon` and `endCoupon` as `coupon:add|end` do. Every action runs
 * in one transaction with its audit row (the coupons domain writes its own, with the operator's account
 * and address); content and promotions then clear the site's content caches.
 */

export type MarketingDeps = {
  audit: typeof writeBackofficeAudit;
  /** Clears the content caches of every instance once a change is committed. */
  contentChanged: () => Promise<void>;
  /** The hosts an https link may lead to (CONTENT_LINK_HOSTS, docs/rules/content.md#links-and-images). */
  contentLinkHosts: readonly string[];
};

/**
 * The contract's schema has let through only site paths and https addresses; an https link must also
 * lead to a host on the operator's list. Checked before the transaction, so a refusal writes nothing.
 */
function checkLinks(input: object, hosts: readonly string[]): void {
  if (!('link' in input) || typeof input.link !== 'string') return;
  if (contentLinkAllowed(input.link, hosts)) return;
  const host = httpsHostOf(input.link) ?? input.link;
  throw new AppError('BO_LINK_HOST_NOT_ALLOWED', `${ERRORS.BO_LINK_HOST_NOT_ALLOWED.message} (${host})`);
}

const common = (r: {
  id: number;
  image: string;
  title: string;
  sortOrder: number;
  active: boolean;
  createdAt: Date;
}) => ({
  id: r.id,
  image: r.image,
  title: r.title,
  sort_order: r.sortOrder,
  active: r.active,
  created_at: r.createdAt.toISOString(),
});

export const bannerView = (r: BannerRow): BoBanner => ({ ...common(r), link: r.link });
export const notificationView = (r: NotificationRow): BoNotification => ({
  ...common(r),
  type: r.type,
  description: r.description,
});
export const eventView = (r: EventRow): BoEvent => common(r);

export { promotionView };

export function couponView(c: CouponRow): BoCoupon {
  return {
    id: c.id,
    code: c.code,
    reward_kind: c.rewardKind as BoCoupon['reward_kind'],
    reward_amount: c.rewardKind === 'credit' ? satangToBaht(c.rewardAmount) : Number(c.rewardAmount),
    quota: c.quota,
    redeemed: c.redeemed,
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    created_by: c.createdBy,
    created_at: c.createdAt.toISOString(),
  };
}

const paged = <Row, View>(
  q: { page: number; page_size: number },
  found: { total: number; rows: Row[] },
  view: (r: Row) => View,
) => ({
  total: found.total,
  page: q.page,
  page_size: q.page_size,
  items: found.rows.map(view),
});

/** One kind of the site's content: how it is listed, added, changed and shown, and its audit names. */
type ContentKind<Row, Request, View> = {
  target: 'banner' | 'notification' | 'event';
  page: (db: Db, agentId: number, q: ContentListQuery) => Promise<{ total: number; rows: Row[] }>;
  add: (tx: Db, agentId: number, input: Request) => Promise<Row>;
  /** Every field as the form sent it, or `active: false` alone to switch it off. */
  update: (tx: Db, agentId: number, id: number, input: Request | Off) => Promise<Change<Row> | undefined>;
  view: (row: Row) => View;
};

type Off = { active: false };
const isOff = (input: object): input is Off => !('title' in input);

type Fields = { title: string; image: string; sort_order: number; active: boolean };
const fieldsOf = (r: Fields) => ({
  title: r.title,
  image: r.image,
  sortOrder: r.sort_order,
  active: r.active,
});

const BANNERS: ContentKind<BannerRow, BannerRequest, BoBanner> = {
  target: 'banner',
  page: bannerPage,
  add: (tx, agentId, r) => addBanner(tx, agentId, { ...fieldsOf(r), link: r.link }),
  update: (tx, agentId, id, r) =>
    updateBanner(tx, agentId, id, isOff(r) ? r : { ...fieldsOf(r), link: r.link }),
  view: bannerView,
};

const NOTIFICATIONS: ContentKind<NotificationRow, NotificationRequest, BoNotification> = {
  target: 'notification',
  page: notificationPage,
  add: (tx, agentId, r) =>
    addNotification(tx, agentId, { ...fieldsOf(r), type: r.type, description: r.description }),
  update: (tx, agentId, id, r) =>
    updateNotification(
      tx,
      agentId,
      id,
      isOff(r) ? r : { ...fieldsOf(r), type: r.type, description: r.description },
    ),
  view: notificationView,
};

const EVENTS: ContentKind<EventRow, EventRequest, BoEvent> = {
  target: 'event',
  page: eventPage,
  add: (tx, agentId, r) => addEvent(tx, agentId, fieldsOf(r)),
  update: (tx, agentId, id, r) => updateEvent(tx, agentId, id, isOff(r) ? r : fieldsOf(r)),
  view: eventView,
};

export function createMarketingService(ctx: OperationsContext, deps: MarketingDeps) {
  const { db } = ctx;

  /** List, add, update and switch off one kind of content, each change audited in its transaction. */
  function content<Row, Request, View>(kind: ContentKind<Row, Request, View>) {
    const action = (verb: string) => `content.${kind.target}.${verb}`;
    return {
      async list(q: ContentListQuery) {
        return paged(q, await kind.page(db, await ctx.agentId(), q), kind.view);
      },

      async add(operator: Operator, input: Request): Promise<View> {
        checkLinks(input as object, deps.contentLinkHosts);
        const agentId = await ctx.agentId();
        const view = await db.transaction(async (tx) => {
          const after = kind.view(await kind.add(tx, agentId, input));
          await deps.audit(tx, operator, {
            ip: operator.ip,
            action: action('add'),
            targetType: kind.target,
            targetId: (after as { id: number }).id,
            after,
          });
          return after;
        });
        await deps.contentChanged();
        return view;
      },

      async update(operator: Operator, id: number, input: Request): Promise<View> {
        return change(operator, id, input, 'update');
      },

      /** Switches the row off: it leaves the site at once and stays in this list; again changes nothing. */
      async disable(operator: Operator, id: number): Promise<View> {
        return change(operator, id, { active: false }, 'disable');
      },
    };

    async function change(operator: Operator, id: number, patch: Request | Off, verb: string) {
      checkLinks(patch as object, deps.contentLinkHosts);
      const agentId = await ctx.agentId();
      const outcome = await db.transaction(async (tx) => {
        const changed = await kind.update(tx, agentId, id, patch);
        if (!changed) throw new AppError('BO_CONTENT_NOT_FOUND');
        const before = kind.view(changed.before);
        const after = kind.view(changed.after);
        const same = JSON.stringify(before) === JSON.stringify(after);
        if (!same) {
          await deps.audit(tx, operator, {
            ip: operator.ip,
            action: action(verb),
            targetType: kind.target,
            targetId: id,
            before,
            after,
          });
        }
        return { after, same };
      });
      if (!outcome.same) await deps.contentChanged();
      return outcome.after;
    }
  }

  return {
    banners: content(BANNERS),
    notifications: content(NOTIFICATIONS),
    events: content(EVENTS),

    async promotions(q: PromotionListQuery) {
      return paged(q, await promotionPage(db, await ctx.agentId(), q), promotionView);
    },

    /**
     * A new promotion, switched on: the same function and audit action as `promotion:add`. Its largest
     * bonus per deposit is capped (docs/rules/value-controls.md#paths): past the caps it becomes a
     * four-eyes request and no member can receive it until finance or an admin approves.
     */
    async addPromotion(operator: Operator, input: AddPromotionRequest): Promise<BoPromotionOutcome> {
      const outcome = await runInLedgerTransaction(db, async (tx): Promise<BoPromotionOutcome> => {
        const within = await checkAndRecord(tx, ctx, operator, {
          key: 'promotion_terms',
          memberId: null,
          amount: bahtToSatang(input.bonus_cap),
          ref: `promotion:${randomUUID()}`,
        });
        if (within === 'over') {
          const approval = await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
            kind: 'promotion.add',
            subject: `promotion:${input.title}`,
            payload: {
              input,
              summary: `โปรโมชั่นใหม่ ${input.title}: โบนัส ${input.bonus_percent.toLocaleString('th-TH')}% สูงสุด ${input.bonus_cap.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาทต่อการฝาก`,
            } satisfies PromotionPayload,
            retryAfterDecision: false,
          });
          return { approval: approvalView(approval, operator) };
        }
        return addPromotionAs(tx, ctx, deps.audit, operator, input);
      });
      if (!isValueRequest(outcome)) await deps.contentChanged();
      return outcome;
    },

    /**
     * Switches a promotion off as `promotion:disable` does: it can no longer be received, members already
     * playing it keep their terms. Again changes nothing and writes no second audit row.
     */
    async disablePromotion(operator: Operator, id: number) {
      const agentId = await ctx.agentId();
      const switched = await db.transaction(async (tx) => {
        const row = await disablePromotion(tx, agentId, id);
        if (row) {
          await deps.audit(tx, operator, {
            ip: operator.ip,
            action: 'promotion:disable',
            targetType: 'promotion',
            targetId: id,
            before: { active: true },
            after: { active: false },
            detail: { title: row.title },
          });
        }
        return row;
      });
      if (switched) {
        await deps.contentChanged();
        return { changed: true, promotion: promotionView(switched) };
      }
      const row = await findPromotion(db, agentId, id);
      if (!row) throw new AppError('BO_PROMOTION_NOT_FOUND');
      return { changed: false, promotion: promotionView(row) };
    },

    async coupons(q: CouponListQuery) {
      return paged(q, await couponPage(db, await ctx.agentId(), q), couponView);
    },

    /**
     * A coupon any member may redeem once, from `valid_from` (now when empty, by the injected clock) to
     * `valid_until`: the coupons domain's addCoupon, as `coupon:add`, which writes `coupon:add` to the
     * audit log in its transaction with the operator's account and address. Its reward × quota is capped
     * (docs/rules/value-controls.md#caps): past the cap, or the operator's daily cap, it becomes a
     * four-eyes request and the coupon does not exist (no member can redeem it) until finance or an admin
     * approves.
     */
    async addCoupon(operator: Operator, input: AddCouponRequest): Promise<BoCoupon | BoValueRequested> {
      const now = ctx.clock.now();
      const validFrom = input.valid_from ? new Date(input.valid_from) : now;
      const validUntil = new Date(input.valid_until);
      if (!(validUntil > validFrom) || !(validUntil > now)) throw new AppError('BO_COUPON_WINDOW');
      const amount =
        input.reward_kind === 'credit' ? bahtToSatang(input.reward_amount) : BigInt(input.reward_amount);
      const agentId = await ctx.agentId();
      const code = normalizeCouponCode(input.code);
      const payload: CouponPayload = {
        code,
        reward_kind: input.reward_kind,
        reward_amount: amount.toString(),
        quota: input.quota,
        valid_from: validFrom.toISOString(),
        valid_until: validUntil.toISOString(),
        summary: `คูปอง ${code}: ${COUPON_REWARD_NAMES[input.reward_kind]} ${input.reward_amount.toLocaleString('th-TH')} × ${input.quota.toLocaleString('th-TH')} สิทธิ์`,
      };
      return runInLedgerTransaction(db, async (tx) => {
        if (await findCoupon(tx, agentId, code)) throw new AppError('BO_COUPON_CODE_TAKEN');
        const within = await checkAndRecord(tx, ctx, operator, {
          key: `coupon_${input.reward_kind}`,
          memberId: null,
          amount: amount * BigInt(input.quota),
          ref: `coupon:${code}:${randomUUID()}`,
        });
        if (within === 'over') {
          const approval = await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
            kind: 'coupon.add',
            subject: `coupon:${code}`,
            payload,
            retryAfterDecision: false,
          });
          return { approval: approvalView(approval, operator) };
        }
        return couponView(await addCouponAs(tx, ctx, operator, payload));
      });
    },

    /**
     * Ends the coupon's window now (by the injected clock) as `coupon:end` does: members can no longer
     * redeem it, redemptions made stay. The coupons domain writes `coupon:end` with the operator's account
     * and address; a coupon already ended is answered as it is, with no second audit row.
     */
    async endCoupon(operator: Operator, id: number): Promise<BoCoupon> {
      const outcome = await endCoupon(db, {
        agentId: await ctx.agentId(),
        id,
        operator: auditName(operator),
        by: originOf(operator),
        now: ctx.clock.now(),
      });
      if (!outcome.ok) throw new AppError('BO_COUPON_NOT_FOUND');
      return couponView(outcome.coupon);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
