import { and, count, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { depositIntents } from '#db/schema/payments.ts';

// What the promotions domain reads of deposits (docs/rules/promotions.md#receiving-after-a-deposit):
// payments owns deposit_intents and calls promotions, so promotions cannot import payments; the app hands
// promotions these reads (docs/ARCHITECTURE.md#each-domain-owns-its-tables). Each takes the caller's
// transaction.

/**
 * Credited deposits of the member before the deposit `laterThan` credited at `before` (an id above
 * every deposit's for one still to come), optionally from `since`.
 */
export async function creditedDepositsBefore(
  db: Db,
  memberId: number,
  before: Date,
  laterThan: number,
  since?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.memberId, memberId),
        eq(depositIntents.status, 'paid'),
        // Credited in the same instant: the lower id came first.
        or(
          lt(depositIntents.paidAt, before),
          and(eq(depositIntents.paidAt, before), lt(depositIntents.id, laterThan)),
        ),
        since ? gte(depositIntents.paidAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The member's deposit credited last: what was credited (the amount asked, for a deposit credited before
 * the credited amount was kept) and when (its creation, for one credited before the time was kept).
 */
export async function latestCreditedDeposit(db: Db, memberId: number) {
  const [intent] = await db
    .select()
    .from(depositIntents)
    .where(and(eq(depositIntents.memberId, memberId), eq(depositIntents.status, 'paid')))
    .orderBy(desc(depositIntents.paidAt), desc(depositIntents.id))
    .limit(1);
  if (!intent) return undefined;
  return {
    id: intent.id,
    reference: intent.reference,
    memberId: intent.memberId,
    agentId: intent.agentId,
    amountSatang: intent.creditedSatang ?? intent.amountSatang,
    paidAt: intent.paidAt ?? intent.createdAt,
  };
}

/** The references of these deposits by id (a promotion history's page: one query for the page). */
export async function depositReferencesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: depositIntents.id, reference: depositIntents.reference })
    .from(depositIntents)
    .where(inArray(depositIntents.id, unique));
  return new Map(rows.map((r) => [r.id, r.reference]));
}
