import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * The SQL of the free-spin grants (grants.ts holds the rules). `members` is members' table as the
 * subquery members exports (`memberContactsJoin('m')`: `id`, `agent_id`), passed in by grants.ts since a
 * queries file imports no other domain; the statements stay one each
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export type Members = SQLWrapper;

/** The grant row and the balance change in one statement; the member id back when granted now. */
export async function insertGrant(
  tx: Db,
  grant: { memberId: number; spins: number; source: string; sourceRef: string },
): Promise<boolean> {
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

/** Grants every qualifying deposit's spins not granted yet, in one statement; answers the members granted. */
export async function insertDepositGrants(db: Db, members: Members, paidDeposits: SQL): Promise<number> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      with due as (
        select d.member_id, d.id, w.spins_per_deposit
        from ${paidDeposits} d
        join ${members} on m.id = d.member_id
        join wheels w on w.agent_id = m.agent_id and w.tab = 1
        where d.paid_at >= w.created_at
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

/** The spins one deposit of the member earns on the member's agent's tab-1 wheel; 0 when it earns none. */
export async function depositSpinsDue(
  tx: Db,
  members: Members,
  input: { memberId: number; creditedSatang: bigint; paidAt: Date },
): Promise<number> {
  const rows = rowsOf<{ spins: number }>(
    await tx.execute(sql`
      select w.spins_per_deposit as spins
      from ${members}
      join wheels w on w.agent_id = m.agent_id and w.tab = 1
      where m.id = ${input.memberId}
        and ${input.paidAt.toISOString()}::timestamptz >= w.created_at
        and ${input.creditedSatang.toString()}::bigint >= w.deposit_min_satang
        and w.spins_per_deposit > 0`),
  );
  return Number(rows[0]?.spins ?? 0);
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
