import type { Db } from '#db/client.ts';
import { runInLedgerTransaction, transfer } from '#ledger';
import type { SystemAccountCode } from '#ledger';
import { FLAGGED_ACCOUNT } from './flagged-account.ts';
import type { DecisionInput, FlaggedDecision } from './flagged-account.ts';
import { decideRow, insertDecisionAudit, lockFlagged } from './flagged-queries.ts';

/**
 * Returns a flagged deposit to whoever paid it, outside the system (the operator refunds it from the
 * bank or the gateway): the money leaves deposits_flagged for the account it arrived in, and no
 * wallet is touched. Once, like a credit; a credited row cannot be returned.
 */
export function returnFlagged(db: Db, input: DecisionInput): Promise<FlaggedDecision> {
  return runInLedgerTransaction(db, async (tx) => {
    const row = await lockFlagged(tx, input.id);
    if (!row) return { ok: false, why: 'not_found' };
    if (row.status === 'returned') return { ok: true, replayed: true, flagged: row };
    if (row.status !== 'pending') return { ok: false, why: 'contradicted', flagged: row };
    await transfer(tx, {
      key: `deposit:flagged:${row.id}:return`,
      from: FLAGGED_ACCOUNT,
      to: { system: row.receivedInto as SystemAccountCode },
      amount: row.amountSatang,
      reason: 'deposit',
      refType: 'flagged_deposit',
      refId: String(row.id),
      memo: `returned to the payer: ${input.note}`.slice(0, 500),
      createdBy: `operator:${input.operator}`.slice(0, 200),
      at: input.now,
    });
    const decided = await decideRow(
      tx,
      row.id,
      { status: 'returned', creditedMemberId: null, decidedBy: input.operator, decisionNote: input.note },
      input.now,
    );
    await insertDecisionAudit(tx, input, 'deposit:flagged:return', row, decided, { reason: input.note });
    return { ok: true, replayed: false, flagged: decided };
  });
}
