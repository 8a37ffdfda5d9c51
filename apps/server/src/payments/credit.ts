import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { depositIntents, gatewayEvents } from '../db/schema/index.ts';
import { runInLedgerTransaction, transfer } from '../ledger/index.ts';
import type { SystemAccountCode } from '../ledger/index.ts';
import { lockIntent } from './intents.ts';
import type { DepositIntent } from './intents.ts';

/** Who says the money arrived: a gateway event, a bank statement line, or an operator. */
export type DepositSource =
  | { kind: 'gateway'; gateway: string; eventId: string; payload: unknown }
  | { kind: 'statement'; line: string }
  | { kind: 'operator'; operator: string };

export type ConfirmInput = {
  reference: string;
  /** What arrived, satang; credited as is (money that arrived is the member's). */
  amountSatang: bigint;
  paidAt: Date;
  source: DepositSource;
};

export type ConfirmOutcome = 'credited' | 'already_paid' | 'duplicate_event' | 'unknown_reference';
export type ConfirmResult = { outcome: ConfirmOutcome; intent?: DepositIntent; flagged?: boolean };

/** Gateway money lands at the gateway; statement and operator confirmations are bank transfers. */
const SOURCE_ACCOUNT: Record<DepositSource['kind'], SystemAccountCode> = {
  gateway: 'gateway_cash',
  statement: 'bank_float',
  operator: 'bank_float',
};

function confirmedBy(source: DepositSource): string {
  if (source.kind === 'gateway') return `gateway:${source.gateway}:${source.eventId}`;
  if (source.kind === 'statement') return `statement:${source.line}`;
  return `operator:${source.operator}`;
}

/**
 * Marks an intent paid and credits the member's main wallet, exactly once per intent whatever the
 * number, order or concurrency of confirmations: the event id is recorded first (a duplicate stops
 * there), the row is locked and only a not-yet-paid one changes, and the ledger key is the intent's
 * own, so even a path that slipped past both could not credit twice. All in one transaction.
 *
 * A payment for an expired or cancelled intent is still credited (the money arrived) and flagged for
 * the operator, as is one whose amount differs from what was asked.
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
        .onConflictDoNothing({ target: gatewayEvents.eventId })
        .returning({ eventId: gatewayEvents.eventId });
      if (recorded.length === 0) return { outcome: 'duplicate_event' };
    }
    const result = await confirmLocked(tx, input);
    if (source.kind === 'gateway') {
      await tx
        .update(gatewayEvents)
        .set({ outcome: result.outcome })
        .where(eq(gatewayEvents.eventId, source.eventId));
    }
    return result;
  });
}

async function confirmLocked(tx: Db, input: ConfirmInput): Promise<ConfirmResult> {
  const intent = await lockIntent(tx, input.reference);
  if (!intent) return { outcome: 'unknown_reference' };
  if (intent.status === 'paid') return { outcome: 'already_paid', intent };

  const flagged =
    intent.status !== 'pending' ||
    intent.expiresAt <= input.paidAt ||
    input.amountSatang !== intent.payAmountSatang;
  const [paid] = await tx
    .update(depositIntents)
    .set({
      status: 'paid',
      paidAt: input.paidAt,
      creditedSatang: input.amountSatang,
      flaggedLate: flagged,
      confirmedBy: confirmedBy(input.source),
    })
    .where(and(eq(depositIntents.id, intent.id), ne(depositIntents.status, 'paid')))
    .returning();
  if (!paid) return { outcome: 'already_paid', intent };

  await transfer(tx, {
    key: `deposit:intent:${intent.id}`,
    from: { system: SOURCE_ACCOUNT[input.source.kind] },
    to: { member: intent.memberId, wallet: 1 },
    amount: input.amountSatang,
    reason: 'deposit',
    refType: 'deposit_intent',
    refId: intent.reference,
    memo: flagged ? 'paid after expiry or with a different amount: for the operator to review' : undefined,
    createdBy: confirmedBy(input.source).slice(0, 200),
  });
  return { outcome: 'credited', intent: paid, flagged };
}
