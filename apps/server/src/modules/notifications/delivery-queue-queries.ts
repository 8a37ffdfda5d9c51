import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import type { lineDeliveries } from '#db/schema/line.ts';
import type { pushDeliveries } from '#db/schema/push.ts';

/** The queues' tables: the same columns of status, attempts, due time, last answer and end. */
export type DeliveryTable = typeof pushDeliveries | typeof lineDeliveries;

/**
 * The start of a query that takes due deliveries, for the queue's own select to follow: up to `limit`
 * rows due by `now`, marked `sending` with one more attempt and a lease until `leaseUntil`, skipping rows
 * another transaction holds, as the CTE `taken` with `id`, `attempts` and the columns `returning` names.
 */
export function takeDueDeliveriesSql(
  table: DeliveryTable,
  now: Date,
  leaseUntil: Date,
  limit: number,
  returning: SQL,
): SQL {
  return sql`
      with due as (
        select id from ${table}
        where status = 'pending' and next_at <= ${now.toISOString()}::timestamptz
        order by next_at, id
        limit ${limit}
        for update skip locked
      ), taken as (
        update ${table} d
        set status = 'sending', attempts = d.attempts + 1, next_at = ${leaseUntil.toISOString()}::timestamptz
        from due where d.id = due.id
        returning d.id, d.attempts, ${returning}
      )`;
}

/** Records a taken delivery's end (`sent` or `failed`), or puts it back for another attempt at `retryAt`. */
export async function recordDelivery(
  db: Db,
  table: DeliveryTable,
  id: number,
  outcome: { status: 'sent' | 'failed'; at: Date } | { status: 'pending'; retryAt: Date },
  httpStatus: number | null,
): Promise<void> {
  const set =
    outcome.status === 'pending'
      ? sql`status = 'pending', next_at = ${outcome.retryAt.toISOString()}::timestamptz`
      : sql`status = ${outcome.status}, done_at = ${outcome.at.toISOString()}::timestamptz`;
  await db.execute(
    sql`update ${table} set ${set}, last_status = ${httpStatus} where id = ${id} and status = 'sending'`,
  );
}

/**
 * Deliveries still `sending` after their lease belong to a run that stopped mid-way: whether the service
 * got them is unknown, so they end `failed` rather than risk a second message.
 */
export async function failAbandoned(db: Db, table: DeliveryTable, now: Date): Promise<number> {
  const failed = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${table} set status = 'failed', done_at = ${now.toISOString()}::timestamptz
      where status = 'sending' and next_at < ${now.toISOString()}::timestamptz
      returning id`),
  );
  return failed.length;
}

/** Deletes up to `limit` finished deliveries done before `before`; answers how many. */
export async function deleteDoneDeliveries(
  db: Db,
  table: DeliveryTable,
  before: Date,
  limit: number,
): Promise<number> {
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from ${table} where id in (
        select id from ${table} where done_at < ${before.toISOString()}::timestamptz limit ${limit}
      )
      returning id`),
  );
  return deleted.length;
}
