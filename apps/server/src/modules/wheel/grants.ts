import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberContactsJoin } from '#members';
import { depositSpinsDue, depositSpinsOf, insertDepositGrants, insertGrant } from './grant-queries.ts';

/** Members' table, joined as members' subquery: the wheel of a member's agent (grant-queries.ts). */
const members = memberContactsJoin('m');

/** What gave the spins; with `sourceRef` it names the cause once (docs/rules/wheel.md#free-spins). */
export type SpinSource = 'deposit' | 'coupon' | 'quest' | 'wheel' | 'poll';

export type SpinGrant = {
  memberId: number;
  spins: number;
  source: SpinSource;
  /** The cause's own id (a coupon redemption, a quest claim): the same source and ref grant once. */
  sourceRef: string;
};

/**
 * Adds free spins of the tab-1 wheel to a member, exactly once per (source, sourceRef), inside the
 * caller's transaction: the grant row and the balance change commit together. Answers false when this
 * cause had already granted its spins. For quests, coupons, polls and the wheel's own spins prizes.
 */
export async function grantSpins(tx: Db, grant: SpinGrant): Promise<boolean> {
  if (!Number.isSafeInteger(grant.spins) || grant.spins <= 0) {
    throw new RangeError(`spins must be a positive whole number, got ${grant.spins}`);
  }
  return insertGrant(tx, grant);
}

/**
 * The deposit rule of the free-spin wheel (docs/rules/wheel.md#free-spins): every credited deposit of at
 * least the wheel's minimum, credited after the wheel was set up, grants its spins once. One statement
 * for all members: a deposit already granted is skipped by the unique (source, source_ref), so a second
 * run, on this or another instance, grants nothing again. A member cooling off keeps the right earned
 * before it but cannot spin until it ends (docs/rules/wheel.md#responsible-gaming).
 */
export function grantDepositSpins(db: Db, paidDeposits: SQL): Promise<number> {
  return insertDepositGrants(db, members, paidDeposits);
}

export type DepositSpinsInput = {
  memberId: number;
  /** The credited deposit intent: the grant's `source_ref`, so it is granted once. */
  intentId: number;
  creditedSatang: bigint;
  /** When the money arrived (the intent's `paid_at`): only deposits after the wheel was set up count. */
  paidAt: Date;
};

/**
 * The deposit rule of the free-spin wheel for one deposit, inside the transaction that credits it
 * (docs/rules/wheel.md#free-spins): the same conditions and the same grant row (`deposit`, intent id) as
 * `grantDepositSpins`, so whichever runs first grants and the other finds the row. Answers the spins this
 * deposit holds (0 when it does not qualify), whether granted now or before.
 */
export async function grantSpinsForDeposit(tx: Db, input: DepositSpinsInput): Promise<number> {
  const spins = await depositSpinsDue(tx, members, input);
  if (spins <= 0) return 0;
  await grantSpins(tx, {
    memberId: input.memberId,
    spins,
    source: 'deposit',
    sourceRef: String(input.intentId),
  });
  return (await depositSpinsOf(tx, [input.intentId])).get(input.intentId) ?? 0;
}
