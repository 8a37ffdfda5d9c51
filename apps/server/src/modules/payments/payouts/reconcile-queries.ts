import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { withdrawals } from '#db/schema/payments.ts';

/**
 * Our withdrawals paid through `gateway` in [from, to) (by the time the gateway paid them), by id: the
 * reconciliation lists its differences in this order, the same in every run of a day.
 */
export function paidThrough(db: Db, agentId: number, gateway: string, from: Date, to: Date) {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.agentId, agentId),
        eq(withdrawals.payoutGateway, gateway),
        eq(withdrawals.status, 'paid'),
        gte(withdrawals.paidAt, from),
        lt(withdrawals.paidAt, to),
      ),
    )
    .orderBy(asc(withdrawals.id));
}

export function withdrawalsByIds(db: Db, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
}
