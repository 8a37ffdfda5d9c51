import { and, asc, between, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agentSettings } from '#db/schema/agents.ts';
import { agentBankAccounts, agentTrueMoneyAccounts } from '#db/schema/payment-accounts.ts';
import { agentPromptpayAccounts, depositIntents } from '#db/schema/payments.ts';

export async function depositLimits(db: Db, agentId: number) {
  const [row] = await db
    .select({ min: agentSettings.minDepositSatang, max: agentSettings.maxDepositSatang })
    .from(agentSettings)
    .where(eq(agentSettings.agentId, agentId));
  return row;
}

export function activePromptpayAccounts(db: Db, agentId: number) {
  return db
    .select()
    .from(agentPromptpayAccounts)
    .where(and(eq(agentPromptpayAccounts.agentId, agentId), eq(agentPromptpayAccounts.active, true)))
    .orderBy(asc(agentPromptpayAccounts.sortOrder), asc(agentPromptpayAccounts.id));
}

export function activeBankAccounts(db: Db, agentId: number) {
  return db
    .select()
    .from(agentBankAccounts)
    .where(and(eq(agentBankAccounts.agentId, agentId), eq(agentBankAccounts.active, true)))
    .orderBy(asc(agentBankAccounts.sortOrder), asc(agentBankAccounts.id));
}

export function activeTrueMoneyAccounts(db: Db, agentId: number) {
  return db
    .select()
    .from(agentTrueMoneyAccounts)
    .where(and(eq(agentTrueMoneyAccounts.agentId, agentId), eq(agentTrueMoneyAccounts.active, true)))
    .orderBy(asc(agentTrueMoneyAccounts.sortOrder), asc(agentTrueMoneyAccounts.id));
}

/** Closes the member's open intent: cancelled when still payable, expired when its time had passed. */
export async function closeOpenIntents(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(depositIntents)
    .set({
      status: sql`case when ${depositIntents.expiresAt} <= ${now} then 'expired' else 'cancelled' end::deposit_status`,
    })
    .where(and(eq(depositIntents.memberId, memberId), eq(depositIntents.status, 'pending')));
}

/** Lapsed intents on an account stop reserving their satang suffix. */
export async function expireLapsed(
  db: Db,
  channel: 'bank_transfer' | 'truemoney',
  subChannelId: number,
  now: Date,
) {
  await db
    .update(depositIntents)
    .set({ status: 'expired' })
    .where(
      and(
        eq(depositIntents.channel, channel),
        eq(depositIntents.subChannelId, subChannelId),
        eq(depositIntents.status, 'pending'),
        lte(depositIntents.expiresAt, now),
      ),
    );
}

/**
 * Payable amounts on an account between `from` and `to` satang that a new intent must not take: those of
 * every intent, whatever its status (pending, expired, cancelled, or paid but perhaps not yet matched to
 * its statement line), whose window still reaches `windowStart`, the new intent's own start. Two intents
 * with one amount then never have overlapping windows, so a statement line finds one of them only.
 */
export async function reservedAmounts(
  db: Db,
  channel: 'bank_transfer' | 'truemoney',
  subChannelId: number,
  from: bigint,
  to: bigint,
  windowStart: Date,
): Promise<Set<bigint>> {
  const rows = await db
    .select({ amount: depositIntents.payAmountSatang })
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.channel, channel),
        eq(depositIntents.subChannelId, subChannelId),
        gte(depositIntents.acceptsUntil, windowStart),
        between(depositIntents.payAmountSatang, from, to),
      ),
    );
  return new Set(rows.map((r) => r.amount));
}

export async function insertIntent(db: Db, row: typeof depositIntents.$inferInsert) {
  const [inserted] = await db.insert(depositIntents).values(row).returning();
  if (!inserted) throw new Error('inserting the deposit intent returned no row');
  return inserted;
}

/** The member's own open intent becomes cancelled; a paid, expired or already cancelled one is left alone. */
export async function cancelPendingIntent(db: Db, intentId: number): Promise<void> {
  await db
    .update(depositIntents)
    .set({ status: 'cancelled' })
    .where(and(eq(depositIntents.id, intentId), eq(depositIntents.status, 'pending')));
}

/** True when the member `memberId` names (a column of the outer statement) has a paid deposit: a subquery. */
export function hasPaidDepositSql(memberId: SQL): SQL {
  return sql`exists (select 1 from ${depositIntents} i where i.member_id = ${memberId} and i.status = 'paid')`;
}
