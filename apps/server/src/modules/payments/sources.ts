import type { SystemAccountCode } from '#ledger';

/** Who says the money arrived: a gateway event, a bank statement line (its hash), or an operator. */
export type DepositSource =
  | { kind: 'gateway'; gateway: string; eventId: string; payload: unknown }
  | { kind: 'statement'; line: string }
  | { kind: 'operator'; operator: string };

/**
 * Where the money is once it arrived, whether it is credited or flagged: gateway money lands at the
 * gateway; statement lines and operator confirmations are transfers to the agent's bank accounts.
 */
export const RECEIVED_INTO: Record<DepositSource['kind'], SystemAccountCode> = {
  gateway: 'gateway_cash',
  statement: 'bank_float',
  operator: 'bank_float',
};

/** Stored as the intent's `confirmed_by` and the ledger transfer's `created_by`. */
export function confirmedBy(source: DepositSource): string {
  if (source.kind === 'gateway') return `gateway:${source.gateway}:${source.eventId}`;
  if (source.kind === 'statement') return `statement:${source.line}`;
  return `operator:${source.operator}`;
}

/**
 * The flagged queue's dedupe key: one row per gateway event and per statement line however often they
 * come, and one per reference for an operator's confirmation (running deposit:confirm again, by anyone,
 * finds the same row instead of flagging the same money twice).
 */
export function flagKey(source: DepositSource, reference: string | undefined): string {
  if (source.kind === 'operator') return `operator:${reference ?? ''}`;
  return confirmedBy(source);
}
