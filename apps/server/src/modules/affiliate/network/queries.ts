import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  affiliateCommissionLines,
  affiliateCommissions,
  affiliateRedemptions,
  affiliateVisits,
} from '#db/schema/affiliate.ts';
import { epochMs, rowsOf } from '#db/rows.ts';

/**
 * What the network's statements read of other domains, each a subquery from its owner
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables), so that each page stays one statement: `downline`
 * (id, phone, created_at) from members, `turnoverOf` the turnover of `d.id` from games, `paidDeposit`
 * whether `d.id` has a paid deposit, from payments.
 */
export type DownlineSources = { downline: SQL; turnoverOf: SQL };
export type SummarySources = { referred: SQL; paidDeposit: SQL };

export type DownlineRow = {
  phone: string;
  joinedAt: Date;
  turnoverMonth: bigint;
  commission: bigint;
};

/** One page of the downline, newest first, with this month's turnover and what each has earned the member. */
export async function downlinePage(
  db: Db,
  q: { memberId: number; limit: number; offset: number },
  from: DownlineSources,
): Promise<{ rows: DownlineRow[]; total: number }> {
  const rows = rowsOf<{ phone: string; joined: string; turnover: string; commission: string }>(
    await db.execute(sql`
      select d.phone, ${epochMs(sql`d.created_at`)} as joined,
        ${from.turnoverOf}::text as turnover,
        coalesce((select sum(l.amount_satang) from ${affiliateCommissionLines} l
                  where l.member_id = ${q.memberId} and l.downline_member_id = d.id), 0)::text as commission
      from ${from.downline} d
      order by d.created_at desc, d.id desc
      limit ${q.limit} offset ${q.offset}`),
  );
  const [count] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from ${from.downline} d`),
  );
  return {
    rows: rows.map((r) => ({
      phone: r.phone,
      joinedAt: new Date(Number(r.joined)),
      turnoverMonth: BigInt(r.turnover),
      commission: BigInt(r.commission),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Clicks, sign-ups, depositors and commission earned, in one round trip. */
export async function summaryCounts(db: Db, memberId: number, from: SummarySources) {
  const [row] = rowsOf<{ clicks: string; sign_ups: string; depositors: string; earned: string }>(
    await db.execute(sql`
      select
        (select count(*) from ${affiliateVisits} where referrer_member_id = ${memberId})::text as clicks,
        (select count(*) from ${from.referred} d)::text as sign_ups,
        (select count(*) from ${from.referred} d where ${from.paidDeposit})::text as depositors,
        (select coalesce(sum(amount_satang), 0) from ${affiliateCommissions}
          where member_id = ${memberId})::text as earned`),
  );
  return {
    clicks: Number(row?.clicks ?? 0),
    signUps: Number(row?.sign_ups ?? 0),
    depositors: Number(row?.depositors ?? 0),
    earnedSatang: BigInt(row?.earned ?? 0),
  };
}

export type MovementRow = { type: 'commission' | 'redeem'; amount: bigint; day: string; createdAt: Date };

/** Commission days and redemptions of the member in [from, to] (Bangkok days), newest first. */
export async function movementPage(
  db: Db,
  q: { memberId: number; from: string; to: string; limit: number; offset: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const union = sql`
    select 'commission' as type, amount_satang, day, created_at from ${affiliateCommissions}
     where member_id = ${q.memberId} and day between ${q.from} and ${q.to}
    union all
    select 'redeem' as type, amount_satang, day, created_at from ${affiliateRedemptions}
     where member_id = ${q.memberId} and day between ${q.from} and ${q.to}`;
  const rows = rowsOf<{ type: 'commission' | 'redeem'; amount: string; day: string; at: string }>(
    await db.execute(sql`
      select type, amount_satang::text as amount, day::text as day, ${epochMs(sql`created_at`)} as at
      from (${union}) m
      order by created_at desc, day desc, type
      limit ${q.limit} offset ${q.offset}`),
  );
  const [count] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from (${union}) m`));
  return {
    rows: rows.map((r) => ({
      type: r.type,
      amount: BigInt(r.amount),
      day: r.day,
      createdAt: new Date(Number(r.at)),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Commission and redemptions per Bangkok day in [from, to]; days with neither are absent. */
export async function dailySums(
  db: Db,
  q: { memberId: number; from: string; to: string },
): Promise<{ day: string; commission: bigint; redeemed: bigint }[]> {
  const rows = rowsOf<{ day: string; commission: string; redeemed: string }>(
    await db.execute(sql`
      select day::text as day, sum(commission)::text as commission, sum(redeemed)::text as redeemed from (
        select day, amount_satang as commission, 0::bigint as redeemed from ${affiliateCommissions}
         where member_id = ${q.memberId} and day between ${q.from} and ${q.to}
        union all
        select day, 0::bigint, amount_satang from ${affiliateRedemptions}
         where member_id = ${q.memberId} and day between ${q.from} and ${q.to}
      ) m group by day order by day`),
  );
  return rows.map((r) => ({ day: r.day, commission: BigInt(r.commission), redeemed: BigInt(r.redeemed) }));
}

/** Writes the redemption row, or answers the earlier one with this request id. */
export async function insertRedemption(
  tx: Db,
  row: { memberId: number; requestId: string; amountSatang: bigint; day: string; createdAt: Date },
): Promise<{ id: number; amountSatang: bigint; inserted: boolean }> {
  const [inserted] = await tx
    .insert(affiliateRedemptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: affiliateRedemptions.id, amountSatang: affiliateRedemptions.amountSatang });
  if (inserted) return { ...inserted, inserted: true };
  const [existing] = await tx
    .select({ id: affiliateRedemptions.id, amountSatang: affiliateRedemptions.amountSatang })
    .from(affiliateRedemptions)
    .where(
      and(eq(affiliateRedemptions.memberId, row.memberId), eq(affiliateRedemptions.requestId, row.requestId)),
    )
    .limit(1);
  if (!existing) throw new Error('redemption vanished between insert and select');
  return { ...existing, inserted: false };
}
