import { and, between, eq, sql } from 'drizzle-orm';
import type { CashbackKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { cashbackClaims, cashbackNotices } from '#db/schema/cashback.ts';
import { rowsOf } from '#db/rows.ts';

/** One member's kept totals of one Bangkok day and category (game_daily_totals, docs/rules/cashback.md). */
export type DayTotals = { day: string; category: string; turnover: bigint; payout: bigint };

/**
 * The member's kept totals per day and category from `fromDate` to `toDate` (both included), summed
 * over the given wallets; read from game_daily_totals, never from the ledger's history.
 */
export async function dailyTotals(
  db: Db,
  memberId: number,
  fromDate: string,
  toDate: string,
  walletTypeIds: readonly number[],
): Promise<DayTotals[]> {
  const rows = rowsOf<{ day: string; category: string; turnover: string; payout: string }>(
    await db.execute(sql`
      select day::text as day, category, sum(turnover)::text as turnover, sum(payout)::text as payout
      from game_daily_totals
      where member_id = ${memberId} and day between ${fromDate}::date and ${toDate}::date
        and wallet_type_id = any(${sql.param(walletTypeIds.map(Number))}::smallint[])
      group by day, category
      order by day, category`),
  );
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    turnover: BigInt(r.turnover),
    payout: BigInt(r.payout),
  }));
}

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

/** Every member's kept totals per day and category in [fromDate, toDate], summed over the wallets. */
export async function everyonesDailyTotals(
  db: Db,
  fromDate: string,
  toDate: string,
  walletTypeIds: readonly number[],
): Promise<Map<number, DayTotals[]>> {
  const rows = rowsOf<{ member_id: number; day: string; category: string; turnover: string; payout: string }>(
    await db.execute(sql`
      select member_id, day::text as day, category, sum(turnover)::text as turnover, sum(payout)::text as payout
      from game_daily_totals
      where day between ${fromDate}::date and ${toDate}::date
        and wallet_type_id = any(${sql.param(walletTypeIds.map(Number))}::smallint[])
      group by member_id, day, category
      order by member_id, day, category`),
  );
  const byMember = new Map<number, DayTotals[]>();
  for (const r of rows) {
    const id = Number(r.member_id);
    const days = byMember.get(id) ?? [];
    days.push({ day: r.day, category: r.category, turnover: BigInt(r.turnover), payout: BigInt(r.payout) });
    byMember.set(id, days);
  }
  return byMember;
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
