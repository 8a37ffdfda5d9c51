import { count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { operators } from '#db/schema/backoffice.ts';
import { broadcasts } from '#db/schema/broadcasts.ts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** An audience as SQL (audience.ts): the members' rows as `m`, and the condition on them. */
export type AudienceSql = { from: SQL; where: SQL };

export async function countAudience(db: Db, audience: AudienceSql): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from ${audience.from} where ${audience.where}`),
  );
  return Number(row?.n ?? 0);
}

/** The next `limit` members of the audience after member `afterId`, by id. */
export async function audienceAfter(
  db: Db,
  audience: AudienceSql,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from ${audience.from}
      where m.id > ${afterId} and ${audience.where}
      order by m.id limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Holds the operator's row to the end of the transaction: one send per operator at a time. */
export async function lockOperator(tx: Db, operatorId: number): Promise<void> {
  await tx.execute(sql`select id from ${operators} where id = ${operatorId} for update`);
}

/** When the operator last sent a broadcast, if ever. */
export async function lastSentBy(db: Db, operatorId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: broadcasts.createdAt })
    .from(broadcasts)
    .where(eq(broadcasts.operatorId, operatorId))
    .orderBy(desc(broadcasts.createdAt))
    .limit(1);
  return row?.at;
}

export async function insertBroadcast(
  tx: Db,
  row: Omit<typeof broadcasts.$inferInsert, 'id' | 'delivered' | 'lastMemberId' | 'status' | 'finishedAt'>,
): Promise<BroadcastRow> {
  const [inserted] = await tx
    .insert(broadcasts)
    .values({ ...row, status: 'sending' })
    .returning();
  return inserted!;
}

/** A page of broadcasts, newest first, with the sending operator's name. */
export async function broadcastPage(db: Db, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({ broadcast: broadcasts, operatorName: operators.name, operatorRole: operators.role })
      .from(broadcasts)
      .innerJoin(operators, eq(operators.id, broadcasts.operatorId))
      .orderBy(desc(broadcasts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(broadcasts),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The oldest broadcast still sending that no other transaction holds, held to the end of `tx`. */
export async function takeSending(tx: Db): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .select()
    .from(broadcasts)
    .where(eq(broadcasts.status, 'sending'))
    .orderBy(broadcasts.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Records a batch: how far the broadcast got, and whether it is done. */
export async function advanceBroadcast(
  tx: Db,
  id: number,
  batch: { lastMemberId: number; written: number; done: boolean; at: Date },
): Promise<void> {
  await tx
    .update(broadcasts)
    .set({
      lastMemberId: batch.lastMemberId,
      delivered: sql`${broadcasts.delivered} + ${batch.written}`,
      ...(batch.done ? { status: 'done', finishedAt: batch.at } : {}),
    })
    .where(eq(broadcasts.id, id));
}
