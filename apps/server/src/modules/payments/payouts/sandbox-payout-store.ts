import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { PayoutRecord, PayoutStore } from '@ug99/sandbox-gateway';
import type { Db } from '#db/client.ts';
import { sandboxGatewayEvents } from '#db/schema/payments.ts';
import { sandboxPayouts } from '#db/schema/payouts.ts';
import { openDelivery } from '../sandbox-store.ts';

type Row = typeof sandboxPayouts.$inferSelect;

const record = (r: Row): PayoutRecord => ({ ...r, status: r.status as PayoutRecord['status'] });

/** The sandbox's payouts live in our database, like its outbox (docs/PAYMENTS.md#payouts). */
export function sandboxPayoutStore(db: Db): PayoutStore {
  async function findPayout(payoutId: string): Promise<PayoutRecord | null> {
    const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.payoutId, payoutId));
    return row ? record(row) : null;
  }
  return {
    async createPayout(order, now) {
      // The payout id is the key: a repeated request (a retry after a timeout, two servers at once)
      // inserts nothing and finds the payout already taken.
      const [inserted] = await db
        .insert(sandboxPayouts)
        .values({ ...order, status: 'processing', requestedAt: now })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, payout: record(inserted) };
      const existing = await findPayout(order.payoutId);
      if (!existing) throw new Error(`sandbox payout ${order.payoutId} vanished`);
      return { created: false, payout: existing };
    },
    findPayout,
    settleDue: (now, limit, settle, retryAt) =>
      db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(sandboxPayouts)
          .where(eq(sandboxPayouts.status, 'processing'))
          .orderBy(asc(sandboxPayouts.requestedAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const claims = [];
        for (const row of due) {
          const outcome = settle(record(row));
          await tx
            .update(sandboxPayouts)
            .set({ status: outcome.status, failureCode: outcome.failureCode, settledAt: now })
            .where(eq(sandboxPayouts.payoutId, row.payoutId));
          await tx.insert(sandboxGatewayEvents).values(outcome.event);
          claims.push(await openDelivery(tx, outcome.event, retryAt, now));
        }
        return claims;
      }),
    listPayouts: async (limit) =>
      (await db.select().from(sandboxPayouts).orderBy(desc(sandboxPayouts.requestedAt)).limit(limit)).map(
        record,
      ),
    paidBetween: async (from, to) =>
      (
        await db
          .select()
          .from(sandboxPayouts)
          .where(
            and(
              eq(sandboxPayouts.status, 'paid'),
              gte(sandboxPayouts.settledAt, from),
              lt(sandboxPayouts.settledAt, to),
            ),
          )
          .orderBy(asc(sandboxPayouts.settledAt))
      ).map(record),
  };
}
