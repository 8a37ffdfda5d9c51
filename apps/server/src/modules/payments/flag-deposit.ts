import type { Db } from '#db/client.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { eq } from 'drizzle-orm';
import { transfer } from '#ledger';
import { notifyMembers } from '#notifications';
import { metrics } from '#shared/metrics/domain.ts';
import type { FlaggedReason } from './deposit-rules.ts';
import { FLAGGED_ACCOUNT } from './flagged-account.ts';
import type { FlaggedDeposit } from './flagged-queries.ts';
import type { DepositIntent } from './intents.ts';
import { confirmedBy, flagKey, RECEIVED_INTO } from './sources.ts';
import type { DepositSource } from './sources.ts';

export type FlagInput = {
  agentId: number | null;
  intent: DepositIntent | undefined;
  reference: string | undefined;
  amountSatang: bigint;
  paidAt: Date;
  /** The caller's injected clock: when the money is queued (the ledger transfer's time). */
  now: Date;
  source: DepositSource;
  reason: FlaggedReason;
  detail: string;
};

/**
 * Queues money that will not be credited automatically, once per source: the same gateway event,
 * statement line or operator confirmation again answers the row it made (`replayed`) and moves nothing.
 */
export async function flagDeposit(
  tx: Db,
  input: FlagInput,
): Promise<{ flagged: FlaggedDeposit; replayed: boolean }> {
  const sourceKey = flagKey(input.source, input.reference);
  const [inserted] = await tx
    .insert(flaggedDeposits)
    .values({
      agentId: input.intent?.agentId ?? input.agentId,
      intentId: input.intent?.id ?? null,
      memberId: input.intent?.memberId ?? null,
      source: input.source.kind,
      sourceKey,
      reference: input.reference ?? null,
      amountSatang: input.amountSatang,
      receivedInto: RECEIVED_INTO[input.source.kind],
      paidAt: input.paidAt,
      reason: input.reason,
      detail: input.detail,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: flaggedDeposits.sourceKey })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(flaggedDeposits)
      .where(eq(flaggedDeposits.sourceKey, sourceKey));
    if (!existing) throw new Error(`flagged deposit ${sourceKey} conflicted but cannot be read`);
    return { flagged: existing, replayed: true };
  }
  await transfer(tx, {
    key: `deposit:flagged:${inserted.id}:received`,
    from: { system: RECEIVED_INTO[input.source.kind] },
    to: FLAGGED_ACCOUNT,
    amount: input.amountSatang,
    reason: 'deposit',
    refType: 'flagged_deposit',
    refId: String(inserted.id),
    memo: `flagged (${input.reason}): ${input.detail}`.slice(0, 500),
    createdBy: confirmedBy(input.source).slice(0, 200),
    at: input.now,
  });
  metrics.depositFlagged(input.amountSatang);
  // The member it was meant for learns it waits for a check; money of nobody known tells nobody.
  if (inserted.memberId !== null) {
    await notifyMembers(
      tx,
      [
        {
          kind: 'deposit_flagged',
          memberId: inserted.memberId,
          flaggedId: inserted.id,
          amountSatang: inserted.amountSatang,
        },
      ],
      input.now,
    );
  }
  return { flagged: inserted, replayed: false };
}
