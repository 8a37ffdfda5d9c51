import { and, asc, between, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agentBankAccounts,
  agentPromptpayAccounts,
  agentSettings,
  agentTrueMoneyAccounts,
  depositIntents,
} from '../../db/schema/index.ts';

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

/** Payable amounts already reserved on an account between `from` and `to` satang. */
export async function reservedAmounts(
  db: Db,
  channel: 'bank_transfer' | 'truemoney',
  subChannelId: number,
  from: bigint,
  to: bigint,
): Promise<Set<bigint>> {
  const rows = await db
    .select({ amount: depositIntents.payAmountSatang })
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.channel, channel),
        eq(depositIntents.subChannelId, subChannelId),
        inArray(depositIntents.status, ['pending']),
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
