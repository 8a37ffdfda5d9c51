import { expect } from 'vitest';
import type { Clock } from '#shared/clock.ts';
import { freshToken } from './affiliate.ts';
import type { TestApp } from './app.ts';
import { launchToken, providerClient } from './games.ts';
import type { Player } from './games.ts';

let sequence = 0;
/** Round and transaction ids no other round of the file's run has used. */
const nextId = (kind: string) => `${kind}-${process.pid}-${++sequence}`;

/**
 * Game rounds through the seamless-wallet protocol, as the built-in provider plays them
 * (docs/GAMES.md#calls-and-statuses): a session, a bet and its win, each answered OK. `app` is the
 * describe block's app, read when a round is played.
 */
export function gameRounds(app: () => TestApp, clock: Clock) {
  const call = (...args: Parameters<ReturnType<typeof providerClient>>) =>
    providerClient(app(), clock)(...args);

  /** A game session for the player on `gameId`, from the wallet at `walletIndex` of their wallets. */
  async function session(player: Player, gameId = 'slot-golden-reels', walletIndex = 0): Promise<string> {
    const auth = await call('authenticate', {
      launch_token: await launchToken(app(), player, gameId, walletIndex),
    });
    expect(auth.status).toBe('OK');
    return auth.session_token as string;
  }

  /** A bet in a new round of `gameId`; answers how to send its win (0 for a lost round), which closes it. */
  async function bet(sessionToken: string, stake: number, gameId = 'slot-golden-reels') {
    const round = nextId('round');
    const placed = await call('bet', {
      session_token: sessionToken,
      transaction_id: nextId('tx'),
      round_id: round,
      game_id: gameId,
      amount: stake,
    });
    expect(placed.status).toBe('OK');
    return async (win: number) => {
      const won = await call('win', {
        session_token: sessionToken,
        transaction_id: nextId('tx'),
        round_id: round,
        game_id: gameId,
        amount: win,
        round_closed: true,
      });
      expect(won.status).toBe('OK');
    };
  }

  return {
    session,
    bet,
    /**
     * One round from a new session: the member logs in again first, at the clock's time (member
     * sessions end after an idle hour, and tests move the clock by days).
     */
    async play(player: Player, gameId: string, stake: number, win: number, walletIndex = 0): Promise<void> {
      player.token = await freshToken(app(), player);
      const sendWin = await bet(await session(player, gameId, walletIndex), stake, gameId);
      await sendWin(win);
    },
  };
}
