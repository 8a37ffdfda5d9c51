import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { depositIntents } from '#db/schema/payments.ts';
import { accountBalance, runInLedgerTransaction, transfer } from '#ledger';
import type { SystemAccountCode } from '#ledger';
import { publishWalletBalances } from '#live';
import { notifyMembers } from '#notifications';
import type { FlaggedReason } from './deposit-rules.ts';
import { lockIntentById } from './intents.ts';
import { grantDepositRewards } from './rewards.ts';
import type { DepositIntent } from './intents.ts';
import { confirmedBy, flagKey, RECEIVED_INTO } from './sources.ts';
import type { DepositSource } from './sources.ts';
import { metrics } from '#shared/metrics/domain.ts';
import { memberContactsJoin } from '#members';

/** The member's phone, joined into the queue (members owns the table). */
const member = memberContactsJoin();

/**
 * The flagged-deposit queue (docs/PAYMENTS.md): money that arrived but was not credited automatically.
 * Flagging moves it from where it arrived (gateway_cash, bank_float) into the ledger's deposits_flagged
 * account; an operator then credits it to a member's main wallet or returns it (it leaves again). Each
 * step is one transaction with its row, its ledger transfer and, for decisions, its audit row.
 */

export type FlaggedDeposit = typeof flaggedDeposits.$inferSelect;

export const FLAGGED_ACCOUNT = { system: 'deposits_flagged' } as const;

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

/** The queue of an agent, oldest first: pending only, or with `all` every row ever flagged. */
export function listFlagged(db: Db, agentId: number, options: { all?: boolean } = {}) {
  const ofAgent = or(eq(flaggedDeposits.agentId, agentId), isNull(flaggedDeposits.agentId));
  return db
    .select({
      flagged: flaggedDeposits,
      intentStatus: depositIntents.status,
      memberPhone: member.phone,
    })
    .from(flaggedDeposits)
    .leftJoin(depositIntents, eq(depositIntents.id, flaggedDeposits.intentId))
    .leftJoin(member, eq(member.id, flaggedDeposits.memberId))
    .where(options.all ? ofAgent : and(ofAgent, eq(flaggedDeposits.status, 'pending')))
    .orderBy(asc(flaggedDeposits.id));
}

/** What deposits_flagged holds: the sum of the pending rows, when the books agree. */
export function flaggedBalance(db: Db): Promise<bigint> {
  return accountBalance(db, FLAGGED_ACCOUNT);
}

/**
 * `replayed`: the row already had this decision (a retry, or a second operator agreeing); nothing moved
 * and nothing was written. `contradicted`: it already had another decision, which stands.
 */
export type FlaggedDecision =
  | { ok: true; replayed: boolean; flagged: FlaggedDeposit }
  | { ok: false; why: 'not_found' | 'no_member' }
  | { ok: false; why: 'contradicted'; flagged: FlaggedDeposit };

/**
 * `by`: the back office's operator account and address, for the audit row. `now`: the caller's injected
 * clock, the time of the decision and of its ledger transfer.
 */
type DecisionInput = { id: number; operator: string; note: string; now: Date; by?: AuditOrigin | undefined };

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
    await audit(tx, input, 'deposit:flagged:credit', row, decided, {
      reason: input.note,
      member_id: memberId,
      intent_marked_paid: intentPaid,
    });
    return { ok: true, replayed: false, flagged: decided };
  });
}

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
    await audit(tx, input, 'deposit:flagged:return', row, decided, { reason: input.note });
    return { ok: true, replayed: false, flagged: decided };
  });
}

async function lockFlagged(tx: Db, id: number): Promise<FlaggedDeposit | undefined> {
  const [row] = await tx.select().from(flaggedDeposits).where(eq(flaggedDeposits.id, id)).for('update');
  return row;
}

async function decideRow(
  tx: Db,
  id: number,
  decision: Pick<FlaggedDeposit, 'status' | 'creditedMemberId' | 'decidedBy' | 'decisionNote'>,
  now: Date,
): Promise<FlaggedDeposit> {
  const [updated] = await tx
    .update(flaggedDeposits)
    .set({ ...decision, decidedAt: now })
    .where(and(eq(flaggedDeposits.id, id), eq(flaggedDeposits.status, 'pending')))
    .returning();
  if (!updated) throw new Error(`flagged deposit ${id} changed while it was locked`);
  return updated;
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

function audit(
  tx: Db,
  input: DecisionInput,
  action: string,
  row: FlaggedDeposit,
  decided: FlaggedDeposit,
  extra: Record<string, unknown>,
) {
  return tx.insert(operatorAuditLog).values({
    operator: input.operator,
    ...originColumns(input.by),
    before: { status: row.status },
    after: { status: decided.status, credited_member_id: decided.creditedMemberId },
    action,
    targetType: 'flagged_deposit',
    targetId: String(row.id),
    detail: {
      amount_satang: row.amountSatang.toString(),
      reference: row.reference,
      flag_reason: row.reason,
      received_into: row.receivedInto,
      ...extra,
    },
  });
}
