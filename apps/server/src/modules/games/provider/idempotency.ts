import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import type { ProviderStatus } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { findSessionAndClaim, findTransaction, recordAnswer } from './queries.ts';
import type { SessionRow } from './queries.ts';

export type MoneyAnswer = { status: ProviderStatus; balance?: number };
export type Outcome = {
  answer: MoneyAnswer;
  amount?: bigint;
  ledgerTransferId?: number;
  /** The wallet whose new balance `answer` reports, when this call moved or settled it: published once committed. */
  wallet?: { memberId: number; walletTypeId: number };
  /**
   * The call's bookkeeping writes (round and day totals, session expiry, a refunded bet's mark), not
   * yet run: `once` runs them in the statement that stores the answer, one round trip for all.
   */
  writes?: SQLWrapper[];
};

/**
 * Marks a bet id a rollback named before the bet arrived (money-calls.ts): the bet, when it comes, is
 * refused as part of a round that is over, and nothing is debited.
 */
export const BARRED_BET_FINGERPRINT = 'rolled-back-before-arrival';
export const BARRED_BET_ANSWER = { status: 'ROUND_CLOSED' } as const satisfies MoneyAnswer;

type Claim = {
  providerId: string;
  transactionId: string;
  call: 'bet' | 'win' | 'rollback';
  sessionId: number;
  roundId: string;
  amount: bigint;
  createdAt: Date;
  /**
   * The request fields that define the movement besides the session. The session (and with it the
   * member) is compared by id, not hashed in, so fingerprints stored before that rule still match.
   */
  fields: unknown[];
};

/** The same id must mean the same movement: call, round, game, amount, closing flag, refunded bet. */
export function fingerprintOf(call: string, fields: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([call, ...fields]))
    .digest('hex');
}

/**
 * Runs `work` once per (provider, transaction id) inside the caller's transaction and stores its
 * answer with the claim; a retry gets that stored answer and moves nothing. Idempotency compares the
 * whole request: the same id from another session (so another member), or with another round, game,
 * amount or closing flag, is a conflict answered DUPLICATE_TRANSACTION, never the first answer.
 * Refusals are stored too, so a retry is refused alike. The session is named by its token: the look-up
 * and the claim go out as one statement (findSessionAndClaim). Undefined: no such session.
 */
export async function onceForSession(
  tx: Db,
  tokenHash: string,
  claim: Omit<Claim, 'sessionId'>,
  work: (session: SessionRow) => Promise<Outcome>,
): Promise<MoneyAnswer | undefined> {
  const fingerprint = fingerprintOf(claim.call, claim.fields);
  const found = await findSessionAndClaim(tx, tokenHash, {
    providerId: claim.providerId,
    transactionId: claim.transactionId,
    call: claim.call,
    fingerprint,
    roundId: claim.roundId,
    amount: claim.amount,
    createdAt: claim.createdAt,
  });
  if (!found) return undefined;
  const { session, claimId } = found;
  return settleClaim(tx, { ...claim, sessionId: session.id }, fingerprint, claimId, () => work(session));
}

/** After the claim: a replay's stored answer (or a conflict), or the work's answer stored with its writes. */
async function settleClaim(
  tx: Db,
  claim: Claim,
  fingerprint: string,
  claimId: number | undefined,
  work: (claimId: number) => Promise<Outcome>,
): Promise<MoneyAnswer> {
  if (claimId === undefined) {
    const existing = await findTransaction(tx, claim.providerId, claim.transactionId);
    const sameSessionAndRound = existing?.sessionId === claim.sessionId && existing.roundId === claim.roundId;
    // The bet a rollback barred, arriving as the rollback described it: refused, nothing debited.
    const barredBet = existing?.fingerprint === BARRED_BET_FINGERPRINT && claim.call === 'bet';
    if (barredBet && sameSessionAndRound) return BARRED_BET_ANSWER;
    if (!existing || existing.fingerprint !== fingerprint || !sameSessionAndRound) {
      return { status: 'DUPLICATE_TRANSACTION' } satisfies MoneyAnswer;
    }
    return existing.answer as MoneyAnswer;
  }
  const outcome = await work(claimId);
  await recordAnswer(
    tx,
    claimId,
    {
      status: outcome.answer.status,
      answer: outcome.answer,
      amount: outcome.amount ?? claim.amount,
      ledgerTransferId: outcome.ledgerTransferId ?? null,
    },
    outcome.writes,
  );
  return outcome.answer;
}
