import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { isLedgerError, transfer } from '#ledger';
import type { Reason, TransferInput } from '#ledger';

/**
 * The two ways points move (docs/rules/points.md#movements), for every domain that pays or charges
 * points: the accrual job, check-in and quests here, the shop, the points wheel and coupons elsewhere.
 * Both are one ledger transfer in the caller's transaction, so the business row and the points commit
 * together, and both are idempotent by `key`.
 */

export type AwardPointsInput = {
  memberId: number;
  /** Whole points, > 0. */
  points: number | bigint;
  /** The caller's idempotency key (e.g. `wheel:spin:42`): the same key always means the same award. */
  key: string;
  /** Ledger reason; points_earn unless the caller has a more precise one. */
  reason?: Reason;
  memo?: string;
  refType?: string;
  refId?: string;
  /** Who caused it, e.g. 'member:42' or 'job:points-accrual'; defaults to the member. */
  createdBy?: string;
  /** When it happened: the caller's injected clock, stamped on the ledger transfer. */
  at: Date;
};

export type SpendPointsInput = AwardPointsInput;

export type PointsMovement = {
  transferId: number;
  /** True when the key had already been used: nothing moved this time. */
  replayed: boolean;
  points: bigint;
  /** The member's points balance right after this movement. */
  balanceAfter: bigint;
};

/**
 * Keys are prefixed so a caller may use the same business key for a baht transfer and a points one
 * (a wheel spin paid in points and its credit prize) without the two colliding.
 */
const ledgerKey = (key: string, side: 'award' | 'spend') => `points:${side}:${key}`;

function wholePoints(points: number | bigint): bigint {
  if (typeof points === 'number' && !Number.isSafeInteger(points)) {
    throw new RangeError(`points must be a whole number, got ${points}`);
  }
  return BigInt(points);
}

/**
 * One points transfer between the member and a points system account, keyed and referenced as the
 * caller asks; the balance after is the member's side of it.
 */
async function movePoints(
  tx: Db,
  input: AwardPointsInput,
  side: 'award' | 'spend',
  leg: Pick<TransferInput, 'from' | 'to' | 'reason'>,
): Promise<PointsMovement> {
  const amount = wholePoints(input.points);
  const result = await transfer(tx, {
    key: ledgerKey(input.key, side),
    ...leg,
    amount,
    ...(input.refType !== undefined && { refType: input.refType }),
    ...(input.refId !== undefined && { refId: input.refId }),
    ...(input.memo !== undefined && { memo: input.memo }),
    createdBy: input.createdBy ?? `member:${input.memberId}`,
    at: input.at,
  });
  return {
    transferId: result.transferId,
    replayed: result.replayed,
    points: amount,
    balanceAfter: side === 'award' ? result.creditBalanceAfter : result.debitBalanceAfter,
  };
}

/** Credits points from the ledger's points_issued account (docs/rules/points.md#movements). */
export function awardPoints(tx: Db, input: AwardPointsInput): Promise<PointsMovement> {
  return movePoints(tx, input, 'award', {
    from: { system: 'points_issued' },
    to: { memberPoints: input.memberId },
    reason: input.reason ?? 'points_earn',
  });
}

/**
 * Debits points into points_redeemed. The ledger's conditional debit refuses a spend past the balance
 * however many run at once (docs/LEDGER.md), so points never go negative; the refusal is thrown as
 * AppError POINTS_INSUFFICIENT and leaves the caller's transaction usable (the caller may catch it).
 */
export async function spendPoints(tx: Db, input: SpendPointsInput): Promise<PointsMovement> {
  try {
    return await movePoints(tx, input, 'spend', {
      from: { memberPoints: input.memberId },
      to: { system: 'points_redeemed' },
      reason: input.reason ?? 'points_spend',
    });
  } catch (err) {
    if (isLedgerError(err) && err.code === 'INSUFFICIENT_FUNDS') throw new AppError('POINTS_INSUFFICIENT');
    throw err;
  }
}
