import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agentSettings } from '#db/schema/agents.ts';
import { agentBankAccounts, agentTrueMoneyAccounts } from '#db/schema/payment-accounts.ts';

export type AgentSettingsRow = typeof agentSettings.$inferSelect;
export type BankAccountRow = typeof agentBankAccounts.$inferSelect;
export type TrueMoneyAccountRow = typeof agentTrueMoneyAccounts.$inferSelect;

export async function findAgentSettings(db: Db, agentId: number): Promise<AgentSettingsRow | undefined> {
  const [settings] = await db.select().from(agentSettings).where(eq(agentSettings.agentId, agentId)).limit(1);
  return settings;
}

export function listActiveBankAccounts(db: Db, agentId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(agentBankAccounts)
    .where(and(eq(agentBankAccounts.agentId, agentId), eq(agentBankAccounts.active, true)))
    .orderBy(asc(agentBankAccounts.sortOrder), asc(agentBankAccounts.id));
}

export function listActiveTrueMoneyAccounts(db: Db, agentId: number): Promise<TrueMoneyAccountRow[]> {
  return db
    .select()
    .from(agentTrueMoneyAccounts)
    .where(and(eq(agentTrueMoneyAccounts.agentId, agentId), eq(agentTrueMoneyAccounts.active, true)))
    .orderBy(asc(agentTrueMoneyAccounts.sortOrder), asc(agentTrueMoneyAccounts.id));
}
