import type { ProtocolClient } from '../protocol/client.ts';
import type { BetStarted, HistoryStore, RoundRecord } from '../store/history.ts';

const at = () => new Date().toISOString();
/** Answers that another try would only repeat: the call is finished, whatever it says. */
const FINAL = new Set([
  'OK',
  'BAD_REQUEST',
  'BET_NOT_FOUND',
  'BET_SETTLED',
  'DUPLICATE_TRANSACTION',
  'ROUND_CLOSED',
]);

/**
 * A bet whose answer never came is refunded with a rollback under a fixed transaction id, so repeating
 * it is harmless; BET_NOT_FOUND means the bet never arrived, which settles it as well. False when the
 * operator still does not answer: the bet stays pending for the retry loop.
 */
export async function resolveBet(
  client: ProtocolClient,
  history: HistoryStore,
  bet: BetStarted,
): Promise<boolean> {
  const answer = await client
    .rollback({
      session_token: bet.session_token,
      transaction_id: `${bet.round_id}:rollback`,
      round_id: bet.round_id,
      bet_transaction_id: bet.bet_transaction_id,
    })
    .catch(() => undefined);
  if (!answer || !FINAL.has(answer.status)) return false;
  history.append({ type: 'rolled_back', round_id: bet.round_id, status: answer.status, at: at() });
  return true;
}

/**
 * Sends the round's win calls in order (the last one closes the round), skipping those already
 * answered. Returns the wallet balance after the last one, or undefined when one is still open.
 */
export async function payWins(
  client: ProtocolClient,
  history: HistoryStore,
  round: RoundRecord,
): Promise<number | undefined> {
  let balance: number | undefined;
  for (const call of round.wins) {
    if (history.isAnswered(call.transaction_id)) continue;
    const answer = await client
      .win({ session_token: round.session_token, round_id: round.round_id, game_id: round.game_id, ...call })
      .catch(() => undefined);
    if (!answer || !FINAL.has(answer.status)) return undefined;
    history.append({
      type: 'win_answered',
      round_id: round.round_id,
      transaction_id: call.transaction_id,
      status: answer.status,
      balance: answer.balance,
      at: at(),
    });
    balance = answer.balance;
  }
  return balance;
}
