import { eq } from 'drizzle-orm';
import { AGENT_CODE } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { agents } from '#db/schema/agents.ts';
import { agentPromptpayAccounts } from '#db/schema/payments.ts';

/**
 * The demo agent's PromptPay id, a test account (docs/rules/payments.md#test-accounts): ten digits in
 * PromptPay's mobile form but starting 00, the international call prefix, which no Thai number starts
 * with, so a QR code scans as PromptPay yet no bank can resolve it to anyone.
 */
export const DEMO_PROMPTPAY = {
  proxyType: 'mobile' as const,
  proxyId: '0007654321',
  accountName: 'บจก. ยูจี เก้าเก้า เซอร์วิส (ตัวอย่าง)',
  testAccount: true,
  sortOrder: 1,
};

/**
 * Adds the demo PromptPay id when the demo agent has none: outside the seed's once-only marker, so
 * databases seeded before payments existed get it on their next start too.
 */
export async function ensureDemoPromptpay(db: Db): Promise<void> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, AGENT_CODE));
  if (!agent) return;
  const existing = await db
    .select({ id: agentPromptpayAccounts.id })
    .from(agentPromptpayAccounts)
    .where(eq(agentPromptpayAccounts.agentId, agent.id))
    .limit(1);
  if (existing.length === 0)
    await db.insert(agentPromptpayAccounts).values({ ...DEMO_PROMPTPAY, agentId: agent.id });
}
