import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { depositIntents } from '#db/schema/payments.ts';
import { runInLedgerTransaction, transfer } from '#ledger';
import { publishWalletBalances } from '#live';
import { notifyMembers } from '#notifications';
import { metrics } from '#shared/metrics/domain.ts';
import { FLAGGED_ACCOUNT } from './flagged-account.ts';
import type { DecisionInput, FlaggedDecision } from './flagged-account.ts';
import { decideRow, insertDecisionAudit, lockFlagged } from './flagged-queries.ts';
import type { FlaggedDeposit } from './flagged-queries.ts';
import { lockIntentById } from './intents.ts';
import { grantDepositRewards } from './rewards.ts';

/**
 * Credits a flagged deposit to the main wallet of `memberId`, else of the intent's member, once: the
 * row is locked, only a pending row changes, and the ledger key is the row's. When that member is the
 * intent's own and the intent is not paid yet, the intent becomes paid too, so the member's payment
 * history shows the deposit as successful.
 */
export async function creditFlagged(
  db: Db,
  input: DecisionInput & { memberId: number | undefined },
): Promise<FlaggedDecision> {
  const decision = await creditFlaggedOnce(db, input);
  // Committed: the member's open pages show the credit at once (docs/ARCHITECTURE.md#live-events).
  if (decision.ok && !decision.replayed && decision.flagged.creditedMemberId !== null) {
    void publishWalletBalances(db, decision.flagged.creditedMemberId);
  }
  return decision;
}

function creditFlaggedOnce(
  db: Db,
  input: DecisionInput & { memberId: number | undefined },
): Promise<FlaggedDecision> {
  return runInLedgerTransaction(db, async (tx) => {
    const row = await lockFlagged(tx, input.id);
    if (!row) return { ok: false, why: 'not_found' };
    const memberId = input.memberId ?? row.memberId;
    if (row.status === 'credited') {
      return memberId === null || memberId === row.creditedMemberId
        ? { ok: true, replayed: true, flagged: row }
        : { ok: false, why: 'contradicted', flagged: row };
    }
    if (row.status !== 'pending') return { ok: false, why: 'contradicted', flagged: row };
    if (memberId === null) return { ok: false, why: 'no_member' };

    const createdBy = `operator:${input.operator}`.slice(0, 200);
    await transfer(tx, {
      key: `deposit:flagged:${row.id}:credit`,
      from: FLAGGED_ACCOUNT,
      to: { member: memberId, wallet: MAIN_WALLET_TYPE_ID },
      amount: row.amountSatang,
      reason: 'deposit',
      refType: 'flagged_deposit',
      refId: String(row.id),
      memo: input.note,
      createdBy,
      at: input.now,
    });
    metrics.depositCredited(row.amountSatang);
    await notifyMembers(
      tx,
      [{ kind: 'deposit_credited', memberId, credit: `flagged:${row.id}`, amountSatang: row.amountSatang }],
      input.now,
    );
    const decided = await decideRow(
      tx,
      row.id,
      { status: 'credited', creditedMemberId: memberId, decidedBy: input.operator, decisionNote: input.note },
      input.now,
    );
    const intentPaid = await payIntentOf(tx, row, memberId, { createdBy, now: input.now });
    await insertDecisionAudit(tx, input, 'deposit:flagged:credit', row, decided, {
      reason: input.note,
      member_id: memberId,
      intent_marked_paid: intentPaid,
    });
    return { ok: true, replayed: false, flagged: decided };
  });
}

/** The intent's own member credited for an intent still unpaid: the intent is paid by this money. */
async function payIntentOf(
  tx: Db,
  row: FlaggedDeposit,
  memberId: number,
  input: { createdBy: string; now: Date },
): Promise<boolean> {
  if (row.intentId === null) return false;
  const intent = await lockIntentById(tx, row.intentId);
  if (!intent || intent.memberId !== memberId || intent.status === 'paid') return false;
  const [paid] = await tx
    .update(depositIntents)
    .set({
      status: 'paid',
      paidAt: row.paidAt,
      creditedSatang: row.amountSatang,
      confirmedBy: `flagged:${row.id}`,
    })
    .where(eq(depositIntents.id, intent.id))
    .returning();
  // The paid intent earns what any credited deposit earns, in this same transaction
  // (docs/ENGAGEMENT.md "When rewards arrive").
  if (paid) await grantDepositRewards(tx, paid, input);
  return true;
}
