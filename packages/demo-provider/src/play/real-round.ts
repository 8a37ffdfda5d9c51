import { randomBytes } from 'node:crypto';
import type { RoundSeed } from '../fair/rng.ts';
import type { FairBook } from '../fair/seeds.ts';
import { publicState } from '../fair/seeds.ts';
import type { ProtocolClient } from '../protocol/client.ts';
import type { BetStarted, HistoryStore } from '../store/history.ts';
import { gameInfo, settle } from './games.ts';
import { refuse } from './messages.ts';
import type { Played, Refusal } from './messages.ts';
import type { ProviderSession } from './sessions.ts';
import { payWins, resolveBet } from './settlement.ts';

export type RealRoundDeps = {
  client: ProtocolClient;
  history: HistoryStore;
  fair: FairBook;
  /** Rounds being played now: the retry loop leaves their bets and wins alone. */
  inFlight: Set<string>;
};

const at = () => new Date().toISOString();

/**
 * A real-money round: the bet is written to the history before it is sent (so an unanswered bet is
 * rolled back, now or after a restart), the nonce moves on only once the operator took the bet, and
 * the wins follow in order, the last one closing the round. An unpaid win stays in the history for
 * the retry loop; the player still sees it as won.
 */
export async function playRealRound(
  { client, history, fair, inFlight }: RealRoundDeps,
  session: ProviderSession,
  body: unknown,
  seed: RoundSeed,
): Promise<Played | Refusal> {
  const key = `${session.playerRef}|${session.gameId}`;
  const plan = settle(session.gameId, body, seed);
  const roundId = `${session.gameId}-${randomBytes(12).toString('base64url')}`;
  const bet = {
    session_token: session.operatorToken ?? '',
    transaction_id: `${roundId}:bet`,
    round_id: roundId,
    game_id: session.gameId,
    amount: plan.stake,
  };
  const started: BetStarted = {
    type: 'bet_started',
    round_id: roundId,
    bet_transaction_id: bet.transaction_id,
    session_token: bet.session_token,
    game_id: session.gameId,
    player_ref: session.playerRef,
    stake: plan.stake,
    at: at(),
  };
  history.append(started);
  inFlight.add(roundId);
  try {
    const answer = await client.bet(bet).catch(() => undefined);
    if (!answer || answer.status === 'INTERNAL_ERROR') {
      await resolveBet(client, history, started);
      return refuse('WALLET_UNAVAILABLE');
    }
    if (answer.status !== 'OK') {
      history.append({ type: 'bet_refused', round_id: roundId, status: answer.status, at: at() });
      if (answer.balance !== undefined) session.balance = answer.balance;
      if (answer.status === 'INSUFFICIENT_FUNDS') return refuse('INSUFFICIENT_FUNDS', answer.balance);
      if (answer.status === 'PLAYER_BLOCKED') return refuse('PLAYER_BLOCKED', answer.balance);
      if (answer.status === 'INVALID_TOKEN') return refuse('SESSION_EXPIRED');
      return refuse('WALLET_UNAVAILABLE');
    }
    fair.commit(key, seed);
    session.balance = answer.balance ?? session.balance;
    const wins = plan.wins
      .map((amount, i) => ({
        transaction_id: `${roundId}:win:${i}`,
        amount,
        round_closed: i === plan.wins.length - 1,
      }))
      .filter((w) => w.amount > 0 || w.round_closed);
    const win = plan.wins.reduce((a, b) => a + b, 0);
    const state = publicState(fair.current(key));
    const round = {
      type: 'round' as const,
      round_id: roundId,
      game_id: session.gameId,
      player_ref: session.playerRef,
      session_token: bet.session_token,
      bet_transaction_id: bet.transaction_id,
      stake: plan.stake,
      win,
      wins,
      server_seed_hash: state.serverSeedHash,
      client_seed: seed.clientSeed,
      nonce: seed.nonce,
      outcome: plan.view,
      at: at(),
    };
    history.append(round);
    const balance = await payWins(client, history, round);
    // An unpaid win stays in the history and is paid by the retry loop; the page shows it as won.
    session.balance = balance ?? session.balance + win;
    return {
      ok: true,
      roundId,
      balance: session.balance,
      win,
      view: plan.view,
      fair: state,
      info: gameInfo(session.gameId, state.nonce),
    };
  } finally {
    inFlight.delete(roundId);
  }
}
