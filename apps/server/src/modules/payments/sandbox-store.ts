import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DeliveryClaim, OutboxEvent, SandboxStore } from '@ug99/sandbox-gateway';
import type { Db } from '#db/client.ts';
import { sandboxGatewayDeliveries, sandboxGatewayEvents } from '#db/schema/payments.ts';
import type { Clock } from '#shared/clock.ts';
import { effectiveStatus, findIntentByReference } from './intents.ts';

/**
 * The sandbox's outbox and deliveries live in our database, so `sandbox:redeliver` works from any
 * process, and retries survive a restart and are shared by every server on the same database.
 */
export function sandboxStore(db: Db, clock: Clock): SandboxStore {
  return {
    async lookup(reference) {
      const intent = await findIntentByReference(db, reference);
      if (!intent) return null;
      return {
        reference: intent.reference,
        amountSatang: intent.payAmountSatang,
        paid: intent.status === 'paid',
        expired: effectiveStatus(intent, clock.now()) !== 'pending',
      };
    },
    saveEvent: (event, retryAt) =>
      db.transaction(async (tx) => {
        await tx.insert(sandboxGatewayEvents).values(event);
        return openDelivery(tx, event, retryAt, clock.now());
      }),
    startDelivery: (eventId, retryAt) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxGatewayEvents)
          .where(eq(sandboxGatewayEvents.id, eventId));
        if (!row) return null;
        return openDelivery(
          tx,
          { id: row.id, reference: row.reference, body: row.body },
          retryAt,
          clock.now(),
        );
      }),
    claimDue: (now, limit, retryAt) =>
      db.transaction(async (tx) => {
        // SKIP LOCKED: a row another server is claiming right now is left to it; once that claim
        // commits, the row's next attempt is in the future and no longer due here either.
        const due = await tx
          .select({
            id: sandboxGatewayDeliveries.id,
            attempts: sandboxGatewayDeliveries.attempts,
            eventId: sandboxGatewayEvents.id,
            reference: sandboxGatewayEvents.reference,
            body: sandboxGatewayEvents.body,
          })
          .from(sandboxGatewayDeliveries)
          .innerJoin(sandboxGatewayEvents, eq(sandboxGatewayEvents.id, sandboxGatewayDeliveries.eventId))
          .where(lte(sandboxGatewayDeliveries.nextAttemptAt, now))
          .orderBy(asc(sandboxGatewayDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { of: sandboxGatewayDeliveries, skipLocked: true });
        const claims: DeliveryClaim[] = [];
        for (const row of due) {
          const attempt = row.attempts + 1;
          await tx
            .update(sandboxGatewayDeliveries)
            .set({ attempts: attempt, nextAttemptAt: retryAt(attempt), lastAttemptAt: now })
            .where(eq(sandboxGatewayDeliveries.id, row.id));
          claims.push({
            deliveryId: row.id,
            attempt,
            event: { id: row.eventId, reference: row.reference, body: row.body },
          });
        }
        return claims;
      }),
    recordAttempt: (claim, delivered) =>
      db.transaction(async (tx) => {
        const at = clock.now();
        await tx
          .update(sandboxGatewayEvents)
          .set({
            attempts: sql`${sandboxGatewayEvents.attempts} + 1`,
            ...(delivered ? { deliveredAt: sql`coalesce(${sandboxGatewayEvents.deliveredAt}, ${at})` } : {}),
          })
          .where(eq(sandboxGatewayEvents.id, claim.event.id));
        if (!delivered) return; // the next attempt was scheduled when this one was claimed
        await tx
          .update(sandboxGatewayDeliveries)
          .set({ deliveredAt: at, nextAttemptAt: null })
          .where(eq(sandboxGatewayDeliveries.id, claim.deliveryId));
        // The receiver has the event: other open deliveries of it (an earlier one still retrying, or
        // a redelivery) have nothing left to do.
        await tx
          .update(sandboxGatewayDeliveries)
          .set({ nextAttemptAt: null })
          .where(
            and(
              eq(sandboxGatewayDeliveries.eventId, claim.event.id),
              isNotNull(sandboxGatewayDeliveries.nextAttemptAt),
            ),
          );
      }),
  };
}

/** A new delivery with its first attempt already claimed by the caller. */
export async function openDelivery(
  tx: Db,
  event: OutboxEvent,
  retryAt: Date | null,
  now: Date,
): Promise<DeliveryClaim> {
  const [delivery] = await tx
    .insert(sandboxGatewayDeliveries)
    .values({ eventId: event.id, attempts: 1, nextAttemptAt: retryAt, lastAttemptAt: now })
    .returning({ id: sandboxGatewayDeliveries.id });
  return { deliveryId: delivery!.id, attempt: 1, event };
}
