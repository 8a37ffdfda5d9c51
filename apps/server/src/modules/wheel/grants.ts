import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

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
  const rows = rowsOf<{ member_id: number }>(
    await tx.execute(sql`
      with granted as (
        insert into wheel_spin_grants (member_id, source, source_ref, spins)
        values (${grant.memberId}, ${grant.source}, ${grant.sourceRef}, ${grant.spins})
        on conflict (source, source_ref) do nothing
        returning member_id, spins
      )
      insert into wheel_spin_balances (member_id, free_spins)
      select member_id, spins from granted
      on conflict (member_id) do update
        set free_spins = wheel_spin_balances.free_spins + excluded.free_spins, updated_at = now()
      returning member_id`),
  );
  return rows.length > 0;
}

/**
 * The deposit rule of the free-spin wheel (docs/rules/wheel.md#free-spins): every credited deposit of at
 * least the wheel's minimum, credited after the wheel was set up, grants its spins once. One statement
 * for all members: a deposit already granted is skipped by the unique (source, source_ref), so a second
 * run, on this or another instance, grants nothing again. A member cooling off keeps the right earned
 * before it but cannot spin until it ends (docs/rules/wheel.md#responsible-gaming).
 */
export async function grantDepositSpins(db: Db): Promise<number> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      with due as (
        select d.member_id, d.id, w.spins_per_deposit
        from deposit_intents d
        join members m on m.id = d.member_id
        join wheels w on w.agent_id = m.agent_id and w.tab = 1
        where d.status = 'paid'
          and d.paid_at >= w.created_at
          and coalesce(d.credited_satang, d.amount_satang) >= w.deposit_min_satang
          and w.spins_per_deposit > 0
          and not exists (
            select 1 from wheel_spin_grants g where g.source = 'deposit' and g.source_ref = d.id::text)
      ),
      granted as (
        insert into wheel_spin_grants (member_id, source, source_ref, spins)
        select member_id, 'deposit', id::text, spins_per_deposit from due
        on conflict (source, source_ref) do nothing
        returning member_id, spins
      ),
      per_member as (select member_id, sum(spins)::int as spins from granted group by member_id)
      insert into wheel_spin_balances (member_id, free_spins)
      select member_id, spins from per_member
      on conflict (member_id) do update
        set free_spins = wheel_spin_balances.free_spins + excluded.free_spins, updated_at = now()
      returning member_id`),
  );
  return rows.length;
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
  const rows = rowsOf<{ spins: number }>(
    await tx.execute(sql`
      select w.spins_per_deposit as spins
      from members m
      join wheels w on w.agent_id = m.agent_id and w.tab = 1
      where m.id = ${input.memberId}
        and ${input.paidAt.toISOString()}::timestamptz >= w.created_at
        and ${input.creditedSatang.toString()}::bigint >= w.deposit_min_satang
        and w.spins_per_deposit > 0`),
  );
  const spins = Number(rows[0]?.spins ?? 0);
  if (spins <= 0) return 0;
  await grantSpins(tx, {
    memberId: input.memberId,
    spins,
    source: 'deposit',
    sourceRef: String(input.intentId),
  });
  return (await depositSpinsOf(tx, [input.intentId])).get(input.intentId) ?? 0;
}

/** The free spins each deposit granted, by intent id; deposits that granted none are absent. */
export async function depositSpinsOf(db: Db, intentIds: readonly number[]): Promise<Map<number, number>> {
  if (intentIds.length === 0) return new Map();
  const rows = rowsOf<{ source_ref: string; spins: number }>(
    await db.execute(sql`
      select source_ref, spins from wheel_spin_grants
      where source = 'deposit' and source_ref = any(${sql.param(intentIds.map(String))}::text[])`),
  );
  return new Map(rows.map((r) => [Number(r.source_ref), Number(r.spins)]));
}
