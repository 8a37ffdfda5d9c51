import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { DepositRewards } from '@ug99/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { depositIntents, gatewayEvents } from '#db/schema/payments.ts';
import { runInLedgerTransaction, transfer } from '#ledger';
import { notifyMembers } from '#notifications';
import { applyPromotionToCreditedDeposit } from '#promotions';
import { verdictFor } from './deposit-rules.ts';
import type { FlaggedReason } from './deposit-rules.ts';
import { flagDeposit } from './flag-deposit.ts';
import { creditedDepositsBefore } from './promotion-queries.ts';
import type { FlaggedDeposit } from './flagged-queries.ts';
import { lockIntent } from './intents.ts';
import { grantDepositRewards } from './rewards.ts';
import type { DepositIntent } from './intents.ts';
import { confirmedBy, RECEIVED_INTO } from './sources.ts';
import type { DepositSource } from './sources.ts';
import { metrics } from '#shared/metrics/domain.ts';

export type { DepositSource } from './sources.ts';

export type ConfirmInput = {
  /** The reference the money came with (a gateway event, a statement note or match, an operator). */
  reference: string;
  /** What arrived, satang. */
  amountSatang: bigint;
  /** When it arrived, as the source reports it: decides whether the intent was still open. */
  paidAt: Date;
  /** When we decide: the responsible-gaming limits are those of this moment. */
  now: Date;
  source: DepositSource;
  /** For money without an intent: the agent whose account or gateway received it, when known. */
  agentId?: number;
};

/**
 * `credited`: the intent's member got it. `flagged`: it waits in the flagged queue for an operator (also
 * when this very source had been flagged before). `already_paid`: nothing new (the same confirmation
 * again, or the statement line of money already credited). `duplicate_event`: a gateway event seen before.
 */
export type ConfirmOutcome = 'credited' | 'flagged' | 'already_paid' | 'duplicate_event';
export type ConfirmResult = {
  outcome: ConfirmOutcome;
  intent?: DepositIntent;
  flagged?: FlaggedDeposit;
  /** `credited`: what the deposit earned, granted in the same transaction. */
  rewards?: DepositRewards;
};

/**
 * An operator saw the money for `reference` arrive: confirmed as arrived at `now`, by the rules that decide
 * for every source (credited once, or flagged). `audit` writes the operator's audit row in the same
 * transaction, only when the confirmation changed something.
 */
export function confirmByOperator(
  db: Db,
  input: { reference: string; amountSatang: bigint; operator: string; now: Date },
  audit: (tx: Db, confirmed: ConfirmResult) => Promise<unknown>,
): Promise<ConfirmResult> {
  const { reference, amountSatang, operator, now } = input;
  return runInLedgerTransaction(db, async (tx) => {
    const confirmed = await confirmDeposit(tx, {
      reference,
      amountSatang,
      paidAt: now,
      now,
      source: { kind: 'operator', operator },
    });
    if (confirmed.outcome === 'credited' || confirmed.outcome === 'flagged') await audit(tx, confirmed);
    return confirmed;
  });
}

/**
 * The one place money that arrived for a deposit is recorded, whoever reports it. In one transaction:
 * a gateway event id is recorded first (a duplicate stops there); the intent row is locked and the
 * crediting rules are checked against it as it is now (deposit-rules.ts); then either the member's main
 * wallet is credited (only a not-yet-paid intent changes, and the ledger key is the intent's own, so it
 * happens once whatever the number, order or concurrency of confirmations), or the money is flagged:
 * queued with its reason in flagged_deposits and moved into the ledger's deposits_flagged account.
 * Nothing that arrived is dropped, and nothing doubtful reaches a wallet without an operator.
 */
export function confirmDeposit(db: Db, input: ConfirmInput): Promise<ConfirmResult> {
  return runInLedgerTransaction(db, async (tx) => {
    const { source } = input;
    if (source.kind === 'gateway') {
      const recorded = await tx
        .insert(gatewayEvents)
        .values({
          gateway: source.gateway,
          eventId: source.eventId,
          reference: input.reference,
          amountSatang: input.amountSatang,
          payload: source.payload,
          outcome: 'received',
        })
        // The dedupe key is the gateway's name with its event id: ids are unique only per gateway.
        .onConflictDoNothing({ target: [gatewayEvents.gateway, gatewayEvents.eventId] })
        .returning({ eventId: gatewayEvents.eventId });
      if (recorded.length === 0) return { outcome: 'duplicate_event' };
    }
    const result = await confirmLocked(tx, input);
    if (source.kind === 'gateway') {
      await tx
        .update(gatewayEvents)
        .set({ outcome: result.outcome })
        .where(and(eq(gatewayEvents.gateway, source.gateway), eq(gatewayEvents.eventId, source.eventId)));
    }
    return result;
  });
}

async function confirmLocked(tx: Db, input: ConfirmInput): Promise<ConfirmResult> {
  const intent = await lockIntent(tx, input.reference);
  if (!intent) {
    return flagged(
      tx,
      input,
      undefined,
      'unknown_reference',
      `no deposit intent has reference ${input.reference}`,
    );
  }
  const verdict = await verdictFor(tx, intent, input);
  if (verdict.kind === 'flag') return flagged(tx, input, intent, verdict.reason, verdict.detail);
  if (verdict.kind === 'recorded') {
    if (verdict.statementLine) {
      await tx
        .update(depositIntents)
        .set({ statementKey: verdict.statementLine })
        .where(eq(depositIntents.id, intent.id));
    }
    return { outcome: 'already_paid', intent };
  }

  const [paid] = await tx
    .update(depositIntents)
    .set({
      status: 'paid',
      paidAt: input.paidAt,
      creditedSatang: input.amountSatang,
      confirmedBy: confirmedBy(input.source),
      statementKey: input.source.kind === 'statement' ? input.source.line : null,
    })
    .where(and(eq(depositIntents.id, intent.id), ne(depositIntents.status, 'paid')))
    .returning();
  if (!paid) throw new Error(`deposit intent ${intent.id} changed while it was locked`);

  await transfer(tx, {
    key: `deposit:intent:${intent.id}`,
    from: { system: RECEIVED_INTO[input.source.kind] },
    to: { member: intent.memberId, wallet: MAIN_WALLET_TYPE_ID },
    amount: input.amountSatang,
    reason: 'deposit',
    refType: 'deposit_intent',
    refId: intent.reference,
    createdBy: confirmedBy(input.source).slice(0, 200),
    at: input.now,
  });
  metrics.depositCredited(input.amountSatang);
  await notifyMembers(
    tx,
    [
      {
        kind: 'deposit_credited',
        memberId: paid.memberId,
        credit: paid.reference,
        amountSatang: input.amountSatang,
      },
    ],
    input.now,
  );
  // The promotion the member chose moves the deposit on into the promotion wallet, in this same
  // transaction, or records why it did not apply (docs/rules/promotions.md#choosing-while-depositing);
  // its rules count the member's earlier deposits through this domain's read.
  await applyPromotionToCreditedDeposit(
    tx,
    {
      intentId: paid.id,
      reference: paid.reference,
      memberId: paid.memberId,
      agentId: paid.agentId,
      promotionId: paid.promotionId,
      creditedSatang: input.amountSatang,
      paidAt: input.paidAt,
      now: input.now,
    },
    creditedDepositsBefore,
  );
  // What the deposit earns (points, free spins) arrives with it, in this same transaction
  // (docs/ENGAGEMENT.md "When rewards arrive").
  const rewards = await grantDepositRewards(tx, paid, {
    createdBy: confirmedBy(input.source).slice(0, 200),
    now: input.now,
  });
  return { outcome: 'credited', intent: paid, rewards };
}

async function flagged(
  tx: Db,
  input: ConfirmInput,
  intent: DepositIntent | undefined,
  reason: FlaggedReason,
  detail: string,
): Promise<ConfirmResult> {
  const { flagged: row } = await flagDeposit(tx, {
    agentId: input.agentId ?? null,
    intent,
    reference: input.reference,
    amountSatang: input.amountSatang,
    paidAt: input.paidAt,
    now: input.now,
    source: input.source,
    reason,
    detail,
  });
  return { outcome: 'flagged', intent, flagged: row };
}
