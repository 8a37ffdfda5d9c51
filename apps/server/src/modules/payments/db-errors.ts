/** Unique indexes whose violation means "someone got there first", not a fault. */
export const PAYMENTS_CONSTRAINTS = {
  openIntentPerMember: 'deposit_intents_one_open_per_member',
  openPayAmount: 'deposit_intents_open_pay_amount',
  onePendingWithdrawal: 'withdrawals_one_pending_per_member',
} as const;

/** True when `err` is a unique violation (23505) of one of `constraints`, through drizzle's wrappers. */
export function constraintViolated(err: unknown, ...constraints: string[]): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraints.includes(constraint);
  }
  return false;
}
