import { CLIENT_SEED_PATTERN } from '@ug99/contract';
import { randomBytes } from 'node:crypto';
import type { RoundSeed } from '../fair/rng.ts';
import { FairBook, publicState } from '../fair/seeds.ts';
import type { PublicFairState, RevealedSeed } from '../fair/seeds.ts';
import type { GameId } from '../games/index.ts';
import type { ProtocolClient } from '../protocol/client.ts';
import type { HistoryStore } from '../store/history.ts';
import { gameInfo, playBodies, settle, stakeOf, STAKES } from './games.ts';
import { refuse } from './messages.ts';
import type { Played, Refusal } from './messages.ts';
import { playRealRound } from './real-round.ts';
import { KeyedQueue, SessionStore, DEMO_BALANCE } from './sessions.ts';
import type { ProviderSession } from './sessions.ts';
import { payWins, resolveBet } from './settlement.ts';

const at = () => new Date().toISOString();

export type ProviderService = ReturnType<typeof createProviderService>;

export function createProviderService(deps: {
  client: ProtocolClient;
  history: HistoryStore;
  fair: FairBook;
}) {
  const { client, history } = deps;
  const sessions = new SessionStore();
  const demoFair = new FairBook(); // play money: nothing to reconcile, nothing kept on disk
  const queue = new KeyedQueue();
  const inFlight = new Set<string>();

  const fairOf = (s: ProviderSession) => (s.mode === 'real' ? deps.fair : demoFair);
  const fairKey = (s: ProviderSession) => `${s.playerRef}|${s.gameId}`;

  function playDemo(session: ProviderSession, body: unknown, seed: RoundSeed): Played | Refusal {
    const plan = settle(session.gameId, body, seed);
    if (plan.stake > session.balance) return refuse('INSUFFICIENT_FUNDS', session.balance);
    demoFair.commit(fairKey(session), seed);
    const win = plan.wins.reduce((a, b) => a + b, 0);
    session.balance += win - plan.stake;
    const fair = publicState(demoFair.current(fairKey(session)));
    const info = gameInfo(session.gameId, fair.nonce);
    return {
      ok: true,
      roundId: `demo-${seed.nonce}`,
      balance: session.balance,
      win,
      view: plan.view,
      fair,
      info,
    };
  }

  return {
    sessions,

    openReal(gameId: GameId, fields: { playerRef: string; operatorToken: string; balance: number }) {
      return sessions.create({ gameId, mode: 'real', ...fields });
    },

    openDemo(gameId: GameId) {
      return sessions.create({
        gameId,
        mode: 'demo',
        playerRef: `demo:${randomBytes(9).toString('base64url')}`,
        operatorToken: undefined,
        balance: DEMO_BALANCE,
      });
    },

    /** Balance (asked from the operator for real money) and the fair-play commitment. */
    async state(session: ProviderSession) {
      if (session.mode === 'real' && session.operatorToken) {
        const answer = await client.balance({ session_token: session.operatorToken }).catch(() => undefined);
        if (answer?.status === 'OK' && answer.balance !== undefined) session.balance = answer.balance;
      }
      const rounds = session.mode === 'real' ? history.recent(session.playerRef, session.gameId) : [];
      const fair = publicState(fairOf(session).current(fairKey(session)));
      return {
        game: session.gameId,
        mode: session.mode,
        balance: session.balance,
        stakes: STAKES,
        fair,
        info: gameInfo(session.gameId, fair.nonce),
        rounds: rounds.map((r) => ({
          roundId: r.round_id,
          stake: r.stake,
          win: r.win,
          nonce: r.nonce,
          at: r.at,
        })),
      };
    },

    play(session: ProviderSession, input: unknown): Promise<Played | Refusal> {
      return queue.run(fairKey(session), async () => {
        const parsed = playBodies[session.gameId].safeParse(input);
        if (!parsed.success || stakeOf(session.gameId, parsed.data) === undefined) return refuse('BAD_BET');
        // No round without the player's own client seed, sent by the browser after the hash was shown.
        const seed = fairOf(session).peek(fairKey(session));
        if (!seed) return refuse('CLIENT_SEED_NEEDED');
        if ('nonce' in parsed.data && parsed.data.nonce !== seed.nonce) return refuse('FIXTURE_CHANGED');
        return session.mode === 'real'
          ? playRealRound({ client, history, fair: deps.fair, inFlight }, session, parsed.data, seed)
          : playDemo(session, parsed.data, seed);
      });
    },

    /**
     * The client seed the player's browser chose (random unless the player typed one) for a pair whose
     * server seed is already committed; a pair that has one keeps it until the next rotation.
     */
    setClientSeed(
      session: ProviderSession,
      clientSeed: string,
    ): Promise<Refusal | { ok: true; fair: PublicFairState; info: Record<string, unknown> }> {
      return queue.run(fairKey(session), async () => {
        if (!CLIENT_SEED_PATTERN.test(clientSeed)) return refuse('BAD_CLIENT_SEED');
        const book = fairOf(session);
        if (!book.setClientSeed(fairKey(session), clientSeed)) return refuse('CLIENT_SEED_LOCKED');
        const fair = publicState(book.current(fairKey(session)));
        return { ok: true, fair, info: gameInfo(session.gameId, fair.nonce) };
      });
    },

    /** Reveals the server seed and commits a new one, which waits for the browser's next client seed. */
    rotate(
      session: ProviderSession,
    ): Promise<{ ok: true; revealed: RevealedSeed; fair: PublicFairState; info: Record<string, unknown> }> {
      return queue.run(fairKey(session), async () => {
        const key = fairKey(session);
        const { revealed, current } = fairOf(session).rotate(key);
        if (session.mode === 'real') {
          history.append({
            type: 'seed_revealed',
            key,
            server_seed: revealed.serverSeed,
            server_seed_hash: revealed.serverSeedHash,
            client_seed: revealed.clientSeed,
            rounds_played: revealed.roundsPlayed,
            at: at(),
          });
        }
        return { ok: true, revealed, fair: current, info: gameInfo(session.gameId, current.nonce) };
      });
    },

    /** Retries what earlier failures left open: rollbacks of unanswered bets, then unpaid wins. */
    async retryPending(): Promise<void> {
      for (const bet of history.pendingRollbacks()) {
        if (!inFlight.has(bet.round_id)) await resolveBet(client, history, bet);
      }
      for (const round of history.roundsWithPendingWins()) {
        if (!inFlight.has(round.round_id)) await payWins(client, history, round);
      }
    },
  };
}
