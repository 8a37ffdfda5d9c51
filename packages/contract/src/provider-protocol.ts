import { z } from 'zod';

/**
 * The seamless-wallet protocol between a game provider and this operator
 * (docs/rules/games.md#provider-protocol). The provider calls `POST /api/provider/:provider_id/<call>` for
 * every money event. Machine to machine, so amounts are integer satang (JSON numbers, exact below 2^53),
 * never baht.
 *
 * Signing: `x-provider-timestamp` is Unix seconds; `x-provider-signature` is the lowercase hex
 * HMAC-SHA256, keyed with the provider's shared secret, of `${timestamp}.${rawBody}`. The operator
 * refuses a request whose timestamp is more than PROVIDER_SIGNATURE_TOLERANCE_S away from its clock.
 *
 * Every answer is HTTP 200 with a `status` in the body. A request repeated with the same
 * `transaction_id` gets the original answer and moves nothing again; the same id in a request that
 * differs in anything that defines the movement (call, session, round, game, amount, closing flag,
 * refunded bet) answers DUPLICATE_TRANSACTION and moves nothing.
 */
export const PROVIDER_SIGNATURE_TOLERANCE_S = 300;
export const PROVIDER_HEADERS = {
  timestamp: 'x-provider-timestamp',
  signature: 'x-provider-signature',
} as const;

export const PROVIDER_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderCall = (typeof PROVIDER_CALLS)[number];

export const providerStatus = z.enum([
  'OK',
  'INSUFFICIENT_FUNDS', // the bet is larger than the wallet's balance; `balance` says what there is
  'INVALID_TOKEN', // unknown, used or expired launch token, or unknown session token
  'BAD_SIGNATURE', // the signature does not match the body and timestamp
  'STALE_TIMESTAMP', // the timestamp is outside the tolerance
  'DUPLICATE_TRANSACTION', // a transaction id seen before with another call, session, round, game or amount
  'BET_NOT_FOUND', // a rollback or win names a bet never accepted, or a round whose every bet was rolled back
  'ROUND_CLOSED', // a bet into, or a win or rollback in, a round already settled
  'BET_SETTLED', // a rollback of a bet whose round already had a win: the stake was settled, nothing is refunded
  'PLAYER_BLOCKED', // cool-off, self-exclusion or a loss limit refuses the bet (responsible gaming)
  'WIN_ABOVE_MAXIMUM', // a win that would take the round's wins past its standing stakes × the game's maximum multiplier; nothing is paid, an operator reviews it
  'BAD_REQUEST', // the body does not match the call's schema
  'INTERNAL_ERROR', // the operator failed; the provider retries with the same transaction id
]);
export type ProviderStatus = z.infer<typeof providerStatus>;

/**
 * The largest amount one call may carry: 1,000,000,000 baht. Far below Number.MAX_SAFE_INTEGER
 * (about 9 × 10^15 satang), so sums of amounts stay exact numbers; the ledger's own check keeps every
 * balance within ±Number.MAX_SAFE_INTEGER whatever arrives (docs/GAMES.md#calls-and-statuses).
 */
export const MAX_PROVIDER_AMOUNT_SATANG = 100_000_000_000;

const satang = z.number().int().nonnegative().max(MAX_PROVIDER_AMOUNT_SATANG);
/** A balance in an answer: the ledger never lets one pass Number.MAX_SAFE_INTEGER. */
const balanceSatang = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(128);

export const authenticateRequest = z.object({ launch_token: id });
export const authenticateResult = z.object({
  status: providerStatus,
  session_token: z.string().optional(),
  /** Opaque to the provider: who plays, without personal data. */
  player_ref: z.string().optional(),
  game_id: z.string().optional(),
  currency: z.literal('THB').optional(),
  balance: balanceSatang.optional(),
});

export const balanceRequest = z.object({ session_token: id });
export const walletResult = z.object({ status: providerStatus, balance: balanceSatang.optional() });

export const betRequest = z.object({
  session_token: id,
  transaction_id: id,
  round_id: id,
  game_id: id,
  amount: satang.refine((n) => n > 0, 'a bet is more than 0'),
});

export const winRequest = z.object({
  session_token: id,
  transaction_id: id,
  round_id: id,
  /** The round's game (the game of its bets). */
  game_id: id,
  /** 0 for a lost round that the provider closes. */
  amount: satang,
  /** True when no more bets or wins will come for this round. */
  round_closed: z.boolean(),
});

export const rollbackRequest = z.object({
  session_token: id,
  transaction_id: id,
  round_id: id,
  /** The bet to refund; it must exist, and its round must have had no win yet (nor be closed). */
  bet_transaction_id: id,
});

export type AuthenticateRequest = z.infer<typeof authenticateRequest>;
export type AuthenticateResult = z.infer<typeof authenticateResult>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type WalletResult = z.infer<typeof walletResult>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

/** The exact bytes both sides sign. */
export function providerSigningPayload(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}
