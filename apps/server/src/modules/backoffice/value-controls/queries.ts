import { sql } from 'drizzle-orm';
import type { ValueControlKey } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** The SQL of operator-created value (docs/rules/value-controls.md). */

export type CapRow = {
  key: ValueControlKey;
  perAction: bigint;
  perOperatorDay: bigint;
  updatedBy: string;
  updatedAt: Date;
};

export async function capsOf(db: Db, agentId: number): Promise<CapRow[]> {
  const rows = rowsOf<{
    key: ValueControlKey;
    per_action: string;
    per_operator_day: string;
    updated_by: string;
    updated_ms: string;
  }>(
    await db.execute(sql`select c.key, c.per_action::text, c.per_operator_day::text,
      o.role || ':' || o.name as updated_by,
      floor(extract(epoch from c.updated_at) * 1000)::bigint::text as updated_ms
      from value_caps c join operators o on o.id = c.updated_by where c.agent_id = ${agentId}`),
  );
  return rows.map((r) => ({
    key: r.key,
    perAction: BigInt(r.per_action),
    perOperatorDay: BigInt(r.per_operator_day),
    updatedBy: r.updated_by,
    updatedAt: new Date(Number(r.updated_ms)),
  }));
}

export async function saveCap(
  tx: Db,
  input: {
    agentId: number;
    key: ValueControlKey;
    perAction: bigint;
    perOperatorDay: bigint;
    by: number;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`insert into value_caps (agent_id, key, per_action, per_operator_day, updated_by, updated_at)
    values (${input.agentId}, ${input.key}, ${input.perAction.toString()}::bigint,
      ${input.perOperatorDay.toString()}::bigint, ${input.by}, ${input.at.toISOString()}::timestamptz)
    on conflict (agent_id, key) do update set per_action = excluded.per_action,
      per_operator_day = excluded.per_operator_day, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

/**
 * Serialises one operator's capped actions until the transaction ends: the sums below and the grant that
 * follows them cannot be slipped between by a parallel action of the same operator.
 */
export async function lockOperatorValue(tx: Db, operatorId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ug99:value-caps'), ${operatorId})`);
}

export async function grantExists(tx: Db, key: ValueControlKey, ref: string): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from operator_value_grants where key = ${key} and ref = ${ref}`),
  );
  return rows.length > 0;
}

/**
 * What the operator created alone (no approval) on a path: to one member since `since` (null: no member
 * sum), and on the Bangkok day `day`; amounts counted by size, so a take-back counts as well.
 */
export async function operatorSums(
  tx: Db,
  input: { operatorId: number; key: ValueControlKey; memberId: number | null; since: Date; day: string },
): Promise<{ member: bigint; day: bigint }> {
  const [row] = rowsOf<{ member: string; day: string }>(
    await tx.execute(sql`select
      coalesce(sum(abs(amount)) filter (where ${input.memberId}::int is not null and member_id = ${input.memberId}::int
        and at > ${input.since.toISOString()}::timestamptz), 0)::text as member,
      coalesce(sum(abs(amount)) filter (where day = ${input.day}::date), 0)::text as day
      from operator_value_grants
      where operator_id = ${input.operatorId} and key = ${input.key} and approval_id is null
        and (day = ${input.day}::date or at > ${input.since.toISOString()}::timestamptz)`),
  );
  return { member: BigInt(row?.member ?? '0'), day: BigInt(row?.day ?? '0') };
}

export async function insertGrant(
  tx: Db,
  g: {
    agentId: number;
    operatorId: number;
    key: ValueControlKey;
    memberId: number | null;
    amount: bigint;
    day: string;
    at: Date;
    approvalId: number | null;
    ref: string;
  },
): Promise<void> {
  await tx.execute(sql`insert into operator_value_grants
    (agent_id, operator_id, key, member_id, amount, day, at, approval_id, ref)
    values (${g.agentId}, ${g.operatorId}, ${g.key}, ${g.memberId}, ${g.amount.toString()}::bigint, ${g.day}::date,
      ${g.at.toISOString()}::timestamptz, ${g.approvalId}, ${g.ref})
    on conflict (key, ref) do nothing`);
}

export type ValueCreatedSqlRow = {
  day: string;
  operator: string;
  key: ValueControlKey;
  amount: string;
};

/** Value created per Bangkok day, operator (who asked) and path; take-backs are not value created. */
export async function valueCreated(
  db: Db,
  agentId: number,
  from: string,
  to: string,
): Promise<ValueCreatedSqlRow[]> {
  return rowsOf<ValueCreatedSqlRow>(
    await db.execute(sql`select to_char(g.day, 'YYYY-MM-DD') as day, o.role || ':' || o.name as operator, g.key,
      sum(g.amount)::text as amount
      from operator_value_grants g join operators o on o.id = g.operator_id
      where g.agent_id = ${agentId} and g.day between ${from}::date and ${to}::date and g.amount > 0
      group by g.day, o.role, o.name, g.key
      order by g.day, operator, g.key`),
  );
}
