import { eq } from 'drizzle-orm';
import { satangToBaht } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { agentSettings } from '#db/schema/agents.ts';
import type { flaggedDepositReason } from '#db/schema/flagged-deposits.ts';
import { canDeposit } from '#responsible-gaming';
import type { DepositIntent } from './intents.ts';
import { confirmedBy } from './sources.ts';
import type { DepositSource } from './sources.ts';

export type FlaggedReason = (typeof flaggedDepositReason.enumValues)[number];

/** Money someone reports for an intent: how much, when it arrived, who says so, and when we decide. */
export type Arrival = { amountSatang: bigint; paidAt: Date; now: Date; source: DepositSource };

export type Verdict =
  /** Every rule holds: credit the intent's member now. */
  | { kind: 'credit' }
  /** Nothing new arrived: the same confirmation again, or the statement line of money already credited. */
  | { kind: 'recorded'; statementLine?: string }
  /** The money arrived but is not credited automatically: it waits in the flagged queue. */
  | { kind: 'flag'; reason: FlaggedReason; detail: string };

const baht = (satang: bigint) => satangToBaht(satang).toFixed(2);

/**
 * Whether money for an intent is credited automatically (docs/PAYMENTS.md, "Crediting rules"). Called
 * with the intent row locked, in the transaction that credits, so the state it reads is the state the
 * credit commits against; the responsible-gaming check takes its own per-member lock there too.
 */
export async function verdictFor(tx: Db, intent: DepositIntent, arrival: Arrival): Promise<Verdict> {
  const { amountSatang: amount, paidAt, source } = arrival;

  if (intent.status === 'paid') {
    // The same gateway event never gets here (gateway_events); the same statement line or operator
    // confirmation again is a replay, not more money.
    if (intent.confirmedBy === confirmedBy(source)) return { kind: 'recorded' };
    if (source.kind === 'statement' && intent.statementKey === source.line) return { kind: 'recorded' };
    // An operator confirmed this money by hand before its statement line was imported: the line is
    // that money (paid but not yet matched), so it is matched now and nothing moves.
    if (source.kind === 'statement' && intent.statementKey === null && amount === intent.creditedSatang) {
      return { kind: 'recorded', statementLine: source.line };
    }
    // An operator confirming a paid intent again is looking at the money already credited.
    if (source.kind === 'operator') return { kind: 'recorded' };
    return flag('intent_already_paid', `the intent was already paid; ${baht(amount)} baht arrived again`);
  }
  if (intent.status === 'cancelled') {
    return flag('intent_cancelled', `the member cancelled the intent (or replaced it) before paying`);
  }
  // Late by at most the grace still counts: bank statements print minutes and clocks differ. The window
  // was fixed when the intent opened (accepts_until).
  if (paidAt > intent.acceptsUntil) {
    return flag(
      'intent_expired',
      `paid at ${paidAt.toISOString()}, after the intent expired at ${intent.expiresAt.toISOString()}`,
    );
  }
  // Early by at most the grace still counts too, for the same reasons; money reported before the window
  // opened (accepts_from) was not sent for this intent as far as anyone can tell, so an operator decides.
  if (paidAt < intent.acceptsFrom) {
    return flag(
      'intent_not_open',
      `paid at ${paidAt.toISOString()}, before the intent opened (accepted from ${intent.acceptsFrom.toISOString()})`,
    );
  }
  // The channel maximum applies to what the member asked; our own satang suffix may sit on top of it.
  const max = await channelMaxOf(tx, intent.agentId);
  const suffix = intent.payAmountSatang - intent.amountSatang;
  if (max !== undefined && amount - suffix > max) {
    return flag(
      'above_channel_max',
      `${baht(amount)} baht is above the channel maximum of ${baht(max)} baht`,
    );
  }
  if (amount !== intent.payAmountSatang) {
    return flag(
      'amount_mismatch',
      `${baht(amount)} baht arrived for an intent of ${baht(intent.payAmountSatang)} baht`,
    );
  }
  // The member's own limits, cool-off and self-exclusion, as they stand now (docs/PAYMENTS.md).
  const rg = await canDeposit(tx, intent.memberId, amount, arrival.now);
  if (!rg.ok) return flag('responsible_gaming', `${rg.key}: ${rg.message}`);
  return { kind: 'credit' };
}

function flag(reason: FlaggedReason, detail: string): Verdict {
  return { kind: 'flag', reason, detail };
}

async function channelMaxOf(db: Db, agentId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ max: agentSettings.maxDepositSatang })
    .from(agentSettings)
    .where(eq(agentSettings.agentId, agentId));
  return row?.max;
}
