/**
 * Why the ledger refused a movement. Services map these to the contract's error codes (a member sees
 * "insufficient balance", not a ledger detail); `CONCURRENT_REPLAY` never leaves the module's retry loop.
 */
export const LEDGER_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_NOT_FOUND',
  'ASSET_MISMATCH',
  'SAME_ACCOUNT',
  'INVALID_AMOUNT',
  'INVALID_TRANSFER',
  'IDEMPOTENCY_CONFLICT',
  'MEMO_REQUIRED',
  'HOLD_NOT_FOUND',
  'HOLD_ALREADY_RESOLVED',
  'CONCURRENT_REPLAY',
] as const;

export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export class LedgerError extends Error {
  override readonly name = 'LedgerError';

  constructor(
    readonly code: LedgerErrorCode,
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function isLedgerError(err: unknown, code?: LedgerErrorCode): err is LedgerError {
  return err instanceof LedgerError && (code === undefined || err.code === code);
}
