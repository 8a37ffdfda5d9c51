import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { agents } from '#db/schema/agents.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { memberContactsJoin } from '#members';
import { shopItems, shopRedemptions } from '#db/schema/shop.ts';

/** The member's phone and name, joined into lists (members owns the table). */
const member = memberContactsJoin();

/** Physical redemptions for the operator to send (docs/rules/shop.md#redeeming). */

export type PendingRedemption = {
  id: number;
  createdAt: Date;
  phone: string;
  name: string;
  item: string;
  quantity: number;
};

export async function pendingRedemptions(db: Db, agentCode: string): Promise<PendingRedemption[]> {
  const rows = await db
    .select({
      id: shopRedemptions.id,
      createdAt: shopRedemptions.createdAt,
      phone: member.phone,
      firstName: member.firstName,
      lastName: member.lastName,
      item: shopItems.name,
      quantity: shopRedemptions.quantity,
    })
    .from(shopRedemptions)
    .innerJoin(shopItems, eq(shopItems.id, shopRedemptions.itemId))
    .innerJoin(agents, eq(agents.id, shopItems.agentId))
    .innerJoin(member, eq(member.id, shopRedemptions.memberId))
    .where(and(eq(agents.code, agentCode), eq(shopRedemptions.status, 'pending')))
    .orderBy(asc(shopRedemptions.id));
  return rows.map((r) => ({ ...r, name: `${r.firstName} ${r.lastName}` }));
}

export type MarkSentOutcome = 'sent' | 'not_pending';

/**
 * Marks a pending physical redemption sent, once (a conditional update), with an audit row in the same
 * transaction; anything else (unknown, a credit redemption, already sent) changes nothing.
 */
export async function markRedemptionSent(
  db: Db,
  input: {
    agentCode: string;
    redemptionId: number;
    operator: string;
    note?: string | undefined;
    /** The back office's operator account and address, for the audit row. */
    by?: AuditOrigin | undefined;
  },
): Promise<MarkSentOutcome> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.code, input.agentCode));
    const [item] = await tx
      .select({ agentId: shopItems.agentId })
      .from(shopRedemptions)
      .innerJoin(shopItems, eq(shopItems.id, shopRedemptions.itemId))
      .where(eq(shopRedemptions.id, input.redemptionId));
    if (!agent || !item || item.agentId !== agent.id) return 'not_pending';
    const updated = await tx
      .update(shopRedemptions)
      .set({ status: 'sent' })
      .where(and(eq(shopRedemptions.id, input.redemptionId), eq(shopRedemptions.status, 'pending')))
      .returning({ id: shopRedemptions.id });
    if (updated.length === 0) return 'not_pending';
    await tx.insert(operatorAuditLog).values({
      operator: input.operator,
      action: 'shop:sent',
      targetType: 'shop_redemption',
      targetId: String(input.redemptionId),
      detail: { note: input.note ?? null },
      ...originColumns(input.by),
      ...(input.by ? { before: { status: 'pending' }, after: { status: 'sent' } } : {}),
    });
    return 'sent';
  });
}
