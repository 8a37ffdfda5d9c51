/**
 * What a payout provider implements (docs/PAYMENTS.md#payouts): the sandbox gateway does, and so can a
 * real Thai payout provider. Every call names the payout by the withdrawal's id, and `request` is
 * idempotent by it: asked again (a retry after a timeout, a status that came back "not found"), the
 * provider answers the payout it already has and never sends the money a second time.
 */

export type PayoutOrder = {
  /** `withdrawal:<id>`: the idempotency key at the provider. */
  payoutId: string;
  amountSatang: bigint;
  bankCode: string;
  accountNo: string;
  accountName: string;
};

/** Where a payout stands at the provider; `failureCode` is the provider's, shown to the operator. */
export type PayoutAnswer =
  { state: 'processing' } | { state: 'paid'; at: Date } | { state: 'failed'; failureCode: string; at: Date };

/** A line of the provider's report: a payout it paid, for the daily reconciliation. */
export type PayoutReportLine = { payoutId: string; amountSatang: bigint; paidAt: Date };

export type PayoutAdapter = {
  /** Kept on the withdrawal (`payout_gateway`) and in gateway_events with the callbacks. */
  name: string;
  /** Takes the payout or answers the one it has; throws when the provider cannot be reached or times out. */
  request(order: PayoutOrder): Promise<PayoutAnswer>;
  /** Null when the provider never took a payout with this id. */
  status(payoutId: string): Promise<PayoutAnswer | null>;
  /** The payouts the provider paid in [from, to). */
  report(from: Date, to: Date): Promise<PayoutReportLine[]>;
};

export const payoutIdOf = (withdrawalId: number) => `withdrawal:${withdrawalId}`;

export function withdrawalIdOf(payoutId: string): number | null {
  const match = /^withdrawal:([1-9]\d{0,9})$/.exec(payoutId);
  return match ? Number(match[1]) : null;
}
