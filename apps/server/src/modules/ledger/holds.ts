import { eq } from 'drizzle-orm';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { ledgerHolds } from '#db/schema/ledger.ts';
import type { AccountRef } from './accounts.ts';
import { LedgerError } from './errors.ts';
import { runInLedgerTransaction } from './transaction.ts';
import { transfer } from './transfer.ts';
import type { TransferInput, TransferResult } from './transfer.ts';

type HoldRow = typeof ledgerHolds.$inferSelect;

export type HoldStatus = HoldRow['status'];

export type Hold = {
  holdId: number;
  key: string;
  status: HoldStatus;
  accountId: number;
  pendingAccountId: number;
  amount: bigint;
  reason: LedgerReason;
  placeTransferId: number;
  resolutionTransferId: number | null;
};

export type HoldResult = Hold & {
  /** The transfer this call is about (placing, posting or voiding), replayed or new. */
  transfer: TransferResult;
  /** True when this exact request had already been done: nothing moved this time. */
  replayed: boolean;
};

/** A transfer's input with `pending` for `to`; `at` is stamped on the placing transfer and the hold row. */
export type PlaceHoldInput = Omit<TransferInput, 'to'> & {
  /** Where reserved funds wait, e.g. { system: 'withdrawals_pending' }. */
  pending: AccountRef;
};

export type PostHoldInput = {
  key: string;
  /** Where the reserved funds finally go, e.g. { system: 'gateway_cash' } for a paid withdrawal. */
  to: AccountRef;
  /** Defaults to the reason the hold was placed with. */
  reason?: LedgerReason;
  memo?: string;
  createdBy: string;
  /** When it happened: the caller's injected clock; stamped on the transfer and the hold row. */
  at: Date;
};

export type VoidHoldInput = {
  key: string;
  /** What the member reads when the funds come back, e.g. 'withdraw_refund'. */
  reason: LedgerReason;
  memo?: string;
  createdBy: string;
  /** When it happened: the caller's injected clock; stamped on the transfer and the hold row. */
  at: Date;
};

/** The transfer keys a hold writes, derived from the hold's key so every step is idempotent too. */
const placeKey = (key: string) => `hold:${key}:place`;
const resolveKey = (key: string, resolution: 'post' | 'void') => `hold:${key}:${resolution}`;

function holdOf(row: HoldRow): Hold {
  return {
    holdId: row.id,
    key: row.idempotencyKey,
    status: row.status,
    accountId: row.accountId,
    pendingAccountId: row.pendingAccountId,
    amount: row.amount,
    reason: row.reason as LedgerReason,
    placeTransferId: row.placeTransferId,
    resolutionTransferId: row.resolutionTransferId,
  };
}

/**
 * Reserves funds by moving them into a pending account (a withdrawal waiting for payout, a bill
 * waiting for acceptance). Replaying the same key returns the hold as it is now.
 */
export function placeHold(db: Db, input: PlaceHoldInput): Promise<HoldResult> {
  return runInLedgerTransaction(db, async (tx) => {
    const moved = await transfer(tx, {
      key: placeKey(input.key),
      from: input.from,
      to: input.pending,
      amount: input.amount,
      reason: input.reason,
      refType: input.refType,
      refId: input.refId,
      memo: input.memo,
      createdBy: input.createdBy,
      at: input.at,
    });
    if (moved.replayed) {
      const existing = await findHold(tx, input.key, false);
      return { ...holdOf(existing), transfer: moved, replayed: true };
    }
    const [row] = await tx
      .insert(ledgerHolds)
      .values({
        idempotencyKey: input.key,
        accountId: moved.debitAccountId,
        pendingAccountId: moved.creditAccountId,
        amount: input.amount,
        reason: input.reason,
        refType: input.refType,
        refId: input.refId,
        placeTransferId: moved.transferId,
        createdAt: input.at,
      })
      .returning();
    if (!row) throw new Error('inserting the hold returned no row');
    return { ...holdOf(row), transfer: moved, replayed: false };
  });
}

/** Completes a hold: the reserved funds move from the pending account to `to`. */
export function postHold(db: Db, input: PostHoldInput): Promise<HoldResult> {
  return resolveHold(db, input.key, 'post', (hold) => ({
    to: input.to,
    reason: input.reason ?? hold.reason,
    memo: input.memo,
    createdBy: input.createdBy,
    at: input.at,
  }));
}

/** Cancels a hold: the reserved funds go back to the account they came from. */
export function voidHold(db: Db, input: VoidHoldInput): Promise<HoldResult> {
  return resolveHold(db, input.key, 'void', (hold) => ({
    to: { accountId: hold.accountId },
    reason: input.reason,
    memo: input.memo,
    createdBy: input.createdBy,
    at: input.at,
  }));
}

type Resolution = { to: AccountRef; reason: LedgerReason; memo?: string; createdBy: string; at: Date };

/**
 * A hold resolves exactly once. Its row is locked first, so a concurrent post and void queue up; the
 * one that comes second finds the hold resolved: the same resolution is a replay (its transfer is
 * replayed through the same key, so a different destination is still refused), the other one is refused.
 */
function resolveHold(
  db: Db,
  key: string,
  resolution: 'post' | 'void',
  describe: (hold: Hold) => Resolution,
): Promise<HoldResult> {
  return runInLedgerTransaction(db, async (tx) => {
    const hold = holdOf(await findHold(tx, key, true));
    const wanted = resolution === 'post' ? 'posted' : 'voided';
    if (hold.status !== 'pending' && hold.status !== wanted) {
      throw new LedgerError('HOLD_ALREADY_RESOLVED', `hold ${key} is already ${hold.status}`, {
        holdId: hold.holdId,
        status: hold.status,
      });
    }
    const how = describe(hold);
    const moved = await transfer(tx, {
      key: resolveKey(key, resolution),
      from: { accountId: hold.pendingAccountId },
      to: how.to,
      amount: hold.amount,
      reason: how.reason,
      memo: how.memo,
      createdBy: how.createdBy,
      at: how.at,
    });
    if (hold.status === wanted) return { ...hold, transfer: moved, replayed: true };

    const [row] = await tx
      .update(ledgerHolds)
      .set({ status: wanted, resolvedAt: how.at, resolutionTransferId: moved.transferId })
      .where(eq(ledgerHolds.id, hold.holdId))
      .returning();
    if (!row) throw new Error(`hold ${key} vanished while it was locked`);
    return { ...holdOf(row), transfer: moved, replayed: false };
  });
}

async function findHold(db: Db, key: string, lock: boolean): Promise<HoldRow> {
  const query = db.select().from(ledgerHolds).where(eq(ledgerHolds.idempotencyKey, key));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new LedgerError('HOLD_NOT_FOUND', `no hold with key ${key}`);
  return row;
}
