import { bahtToSatang, couponCode } from '@ug99/contract';
import type { CouponRewardKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { insertCoupon, lockCoupon, setCouponWindow } from './queries.ts';
import type { CouponRow } from './queries.ts';
import { normalizeCouponCode } from './service.ts';

import type { CouponReward } from './rewards.ts';

/**
 * `credit:50` (baht, up to 2 decimals), `points:100`, `spins:3` (whole numbers) → the stored reward;
 * undefined when the text is not one of those (docs/rules/coupons.md#rewards).
 */
export function parseCouponReward(text: string): CouponReward | undefined {
  const match = /^(credit|points|spins):(\d{1,9}(?:\.\d{1,2})?)$/.exec(text.trim());
  if (!match) return undefined;
  const kind = match[1] as CouponRewardKind;
  const value = match[2]!;
  if (kind === 'credit') {
    const satang = bahtToSatang(Number(value));
    return satang > 0n ? { kind, amount: satang } : undefined;
  }
  if (value.includes('.')) return undefined;
  const amount = BigInt(value);
  return amount > 0n ? { kind, amount } : undefined;
}

export type AddCouponInput = {
  agentId: number;
  code: string;
  reward: CouponReward;
  quota: number;
  validFrom: Date;
  validUntil: Date;
  operator: string;
  /** The back office's operator account and address (docs/BACKOFFICE.md#audit-log); absent from the command line. */
  by?: AuditOrigin;
};

/** Why a coupon was refused: its code, quota or window is not valid, or its code exists. */
export type CouponRefusal = 'code' | 'quota' | 'window' | 'exists';

export type AddCouponOutcome =
  { ok: true; coupon: CouponRow } | { ok: false; reason: string; refusal: CouponRefusal };

/** Creates a coupon and its audit row in one transaction; an existing code is refused, never changed. */
export async function addCoupon(db: Db, input: AddCouponInput): Promise<AddCouponOutcome> {
  const parsed = couponCode.safeParse(input.code);
  if (!parsed.success)
    return {
      ok: false,
      reason: `invalid code: ${parsed.error.issues[0]?.message ?? ''}`,
      refusal: 'code',
    };
  if (!Number.isSafeInteger(input.quota) || input.quota <= 0)
    return { ok: false, reason: '--quota must be a positive whole number', refusal: 'quota' };
  if (!(input.validUntil > input.validFrom))
    return { ok: false, reason: '--until must be later than the start', refusal: 'window' };
  const code = normalizeCouponCode(parsed.data);
  return db.transaction(async (tx) => {
    const coupon = await insertCoupon(tx, {
      agentId: input.agentId,
      code,
      rewardKind: input.reward.kind,
      rewardAmount: input.reward.amount,
      quota: input.quota,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      createdBy: input.operator,
    });
    if (!coupon)
      return { ok: false as const, reason: `coupon ${code} already exists`, refusal: 'exists' as const };
    const detail = {
      code,
      reward_kind: coupon.rewardKind,
      reward_amount: String(coupon.rewardAmount),
      quota: coupon.quota,
      valid_from: coupon.validFrom.toISOString(),
      valid_until: coupon.validUntil.toISOString(),
    };
    await tx.insert(operatorAuditLog).values({
      operator: input.operator,
      ...originColumns(input.by),
      action: 'coupon:add',
      targetType: 'coupon',
      targetId: String(coupon.id),
      detail,
      // From the back office the row carries the coupon as created, for the audit log's "after" column.
      ...(input.by ? { after: detail } : {}),
    });
    return { ok: true as const, coupon };
  });
}

export type EndCouponInput = {
  agentId: number;
  operator: string;
  /** The back office's operator account and address (docs/BACKOFFICE.md#audit-log); absent from the command line. */
  by?: AuditOrigin;
  /** The caller's clock.now(): the moment the window ends. */
  now: Date;
} & (
  | { /** Any case, as `coupon:end --code` takes it. */ code: string }
  | { /** The back office's row. */ id: number }
);

export type EndCouponOutcome =
  { ok: true; coupon: CouponRow; changed: boolean } | { ok: false; reason: string; refusal: 'unknown' };

/**
 * Ends a coupon's window now (docs/rules/coupons.md#ending), e.g. when its code has leaked: a member who
 * redeems it after this gets the expired refusal; redemptions already made stay paid. One transaction
 * with its `coupon:end` audit row. A coupon whose window has already ended is a success that changes
 * nothing and writes no audit row, so ending twice (a double click, a retried command) is harmless.
 */
export async function endCoupon(db: Db, input: EndCouponInput): Promise<EndCouponOutcome> {
  const which = 'code' in input ? { code: normalizeCouponCode(input.code) } : { id: input.id };
  return db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, input.agentId, which);
    if (!coupon) {
      const named = 'code' in which ? which.code : `#${which.id}`;
      return { ok: false as const, reason: `coupon ${named} does not exist`, refusal: 'unknown' as const };
    }
    if (coupon.validUntil <= input.now) return { ok: true as const, coupon, changed: false };
    // The table checks valid_until > valid_from, and ending needs no migration: a coupon that has not
    // started yet also gets its start moved to 1 ms before now, a window wholly in the past that no
    // member could have used (redeeming is refused before valid_from and from valid_until on).
    const validFrom = coupon.validFrom < input.now ? coupon.validFrom : new Date(input.now.getTime() - 1);
    const ended = await setCouponWindow(tx, coupon.id, validFrom, input.now);
    if (!ended) throw new Error(`coupon ${coupon.id} vanished while locked`);
    const before = {
      valid_from: coupon.validFrom.toISOString(),
      valid_until: coupon.validUntil.toISOString(),
    };
    const after = { valid_from: ended.validFrom.toISOString(), valid_until: ended.validUntil.toISOString() };
    await tx.insert(operatorAuditLog).values({
      operator: input.operator,
      ...originColumns(input.by),
      action: 'coupon:end',
      targetType: 'coupon',
      targetId: String(coupon.id),
      detail: { code: coupon.code, redeemed: coupon.redeemed, quota: coupon.quota, before, after },
      // As coupon:add: the before/after columns belong to back-office rows; the command line's row
      // carries the same in its detail.
      ...(input.by ? { before, after } : {}),
    });
    return { ok: true as const, coupon: ended, changed: true };
  });
}
