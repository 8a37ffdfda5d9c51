import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { depositIntents } from '#db/schema/payments.ts';

/** Deposit intent reads shared by the member calls, the webhook, the sandbox and the operator. */

export type DepositIntent = typeof depositIntents.$inferSelect;

export async function findIntentByReference(db: Db, reference: string): Promise<DepositIntent | undefined> {
  const [row] = await db.select().from(depositIntents).where(eq(depositIntents.reference, reference));
  return row;
}

/** Locks the row for the rest of the transaction: the one place a paid status is decided. */
export async function lockIntent(db: Db, reference: string): Promise<DepositIntent | undefined> {
  const [row] = await db
    .select()
    .from(depositIntents)
    .where(eq(depositIntents.reference, reference))
    .for('update');
  return row;
}

export async function lockIntentById(db: Db, id: number): Promise<DepositIntent | undefined> {
  const [row] = await db.select().from(depositIntents).where(eq(depositIntents.id, id)).for('update');
  return row;
}

export async function latestIntentOf(db: Db, memberId: number): Promise<DepositIntent | undefined> {
  const [row] = await db
    .select()
    .from(depositIntents)
    .where(eq(depositIntents.memberId, memberId))
    .orderBy(desc(depositIntents.id))
    .limit(1);
  return row;
}

/** Stored 'pending' past its expiry is expired: nothing needs to run at the moment it lapses. */
export function effectiveStatus(intent: DepositIntent, now: Date): DepositIntent['status'] {
  return intent.status === 'pending' && intent.expiresAt <= now ? 'expired' : intent.status;
}

/**
 * The intents to an account with exactly this payable amount that were open when money arrived at `at`
 * (docs/PAYMENTS.md, "Matching a statement line"): whatever their status now, so a line for a cancelled,
 * expired or paid intent still finds its member. Suffix reservation makes this at most one.
 */
export async function intentsAcceptingAt(
  db: Db,
  channel: DepositIntent['channel'],
  subChannelId: number,
  payAmount: bigint,
  at: Date,
): Promise<DepositIntent[]> {
  return db
    .select()
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.channel, channel),
        eq(depositIntents.subChannelId, subChannelId),
        eq(depositIntents.payAmountSatang, payAmount),
        lte(depositIntents.acceptsFrom, at),
        gte(depositIntents.acceptsUntil, at),
      ),
    )
    .orderBy(desc(depositIntents.id));
}
