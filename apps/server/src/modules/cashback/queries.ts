import { and, between, eq, sql } from 'drizzle-orm';
import type { CashbackKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { cashbackClaims, cashbackNotices } from '#db/schema/cashback.ts';

export type ClaimRow = typeof cashbackClaims.$inferSelect;

export async function claimsBetween(
  db: Db,
  memberId: number,
  kind: CashbackKind,
  fromKey: string,
  toKey: string,
): Promise<ClaimRow[]> {
  return db
    .select()
    .from(cashbackClaims)
    .where(
      and(
        eq(cashbackClaims.memberId, memberId),
        eq(cashbackClaims.kind, kind),
        between(cashbackClaims.period, fromKey, toKey),
      ),
    );
}

export async function findClaim(
  db: Db,
  memberId: number,
  kind: CashbackKind,
  period: string,
): Promise<ClaimRow | undefined> {
  const [row] = await claimsBetween(db, memberId, kind, period, period);
  return row;
}

/** The first key of the per-member advisory lock that serialises a member's claims (ASCII 'CB'). */
const CLAIM_LOCK_SPACE = 0x4342;

/**
 * Makes a member's claims run one after another inside their transactions, so a claim checks for an
 * earlier one only after that one has committed (20 parallel claims: one credits, 19 find it).
 */
export async function lockMemberClaims(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_SPACE}, ${memberId})`);
}

/** Writes the claim; undefined when the period was claimed already (the unique key's last word). */
export async function insertClaim(
  tx: Db,
  row: Omit<typeof cashbackClaims.$inferInsert, 'id'>,
): Promise<ClaimRow | undefined> {
  const [inserted] = await tx.insert(cashbackClaims).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The members who claimed the period already. */
export async function claimedMembers(db: Db, kind: CashbackKind, period: string): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: cashbackClaims.memberId })
    .from(cashbackClaims)
    .where(and(eq(cashbackClaims.kind, kind), eq(cashbackClaims.period, period)));
  return new Set(rows.map((r) => r.memberId));
}

/** The periods of a kind in [fromKey, toKey] that were announced already. */
export async function noticedPeriods(db: Db, kind: CashbackKind, fromKey: string, toKey: string) {
  const rows = await db
    .select({ period: cashbackNotices.period })
    .from(cashbackNotices)
    .where(and(eq(cashbackNotices.kind, kind), between(cashbackNotices.period, fromKey, toKey)));
  return new Set(rows.map((r) => r.period));
}

/**
 * Takes a period for announcing; false when another run took it. The primary key makes a second run, on
 * this instance or another, wait for the first to commit and then find it taken.
 */
export async function claimNotice(
  tx: Db,
  row: { kind: CashbackKind; period: string; members: number; noticedAt: Date },
): Promise<boolean> {
  const taken = await tx
    .insert(cashbackNotices)
    .values(row)
    .onConflictDoNothing()
    .returning({ period: cashbackNotices.period });
  return taken.length > 0;
}
