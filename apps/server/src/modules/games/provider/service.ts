import { authenticateRequest, balanceRequest, betRequest, rollbackRequest, winRequest } from '@ug99/contract';
import type { AuthenticateResult, ProviderCall, WalletResult } from '@ug99/contract';
import type { GamesConfig } from '#config';
import type { Db } from '#db/client.ts';
import { hashGameToken, newGameToken } from '../tokens.ts';
import { accountBalance, runInLedgerTransaction } from '#ledger';
import type { WalletTypeId } from '#ledger';
import { publishBalance } from '#live';
import type { Clock } from '#shared/clock.ts';
import { onceForSession } from './idempotency.ts';
import type { Outcome } from './idempotency.ts';
import { placeBet, rollbackBet, settleWin } from './money-calls.ts';
import type { CallContext } from './money-calls.ts';
import { extendSession, findGame, findSession, insertSession, spendLaunchToken } from './queries.ts';

export type ProviderService = ReturnType<typeof createProviderService>;
export type ProviderAnswer = AuthenticateResult | WalletResult;

type Deps = { db: Db; clock: Clock; games: GamesConfig };

const badRequest: WalletResult = { status: 'BAD_REQUEST' };
const invalidToken: WalletResult = { status: 'INVALID_TOKEN' };

/**
 * The operator side of the seamless-wallet protocol (docs/rules/games.md#provider-protocol,
 * provider-protocol.ts). The caller has verified the signature; every answer here is a protocol status, never
 * an exception for input.
 */
export function createProviderService({ db, clock, games }: Deps) {
  const walletBalance = async (tx: Db, memberId: number, walletTypeId: number) =>
    Number(await accountBalance(tx, { member: memberId, wallet: walletTypeId as WalletTypeId }));

  async function authenticate(providerId: string, body: unknown): Promise<AuthenticateResult> {
    const parsed = authenticateRequest.safeParse(body);
    if (!parsed.success) return badRequest;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const launch = await spendLaunchToken(tx, hashGameToken(parsed.data.launch_token), providerId, now);
      const game = launch && (await findGame(tx, launch.gamePk));
      if (!launch || !game) return invalidToken;
      const sessionToken = newGameToken();
      await insertSession(tx, {
        tokenHash: hashGameToken(sessionToken),
        launchTokenId: launch.id,
        providerId,
        memberId: launch.memberId,
        walletTypeId: launch.walletTypeId,
        gamePk: game.id,
        expiresAt: new Date(now.getTime() + games.sessionIdleMs),
        createdAt: now,
      });
      return {
        status: 'OK',
        session_token: sessionToken,
        // Opaque to the provider: the member id, without name or phone.
        player_ref: `m${launch.memberId}`,
        game_id: game.gameId,
        currency: 'THB',
        balance: await walletBalance(tx, launch.memberId, launch.walletTypeId),
      };
    });
  }

  async function balance(providerId: string, body: unknown): Promise<WalletResult> {
    const parsed = balanceRequest.safeParse(body);
    if (!parsed.success) return badRequest;
    const now = clock.now();
    const session = await findSession(db, hashGameToken(parsed.data.session_token), providerId);
    if (!session || session.expiresAt <= now) return invalidToken;
    await extendSession(db, session.id, new Date(now.getTime() + games.sessionIdleMs));
    return { status: 'OK', balance: await walletBalance(db, session.memberId, session.walletTypeId) };
  }

  type Moved = { transaction_id: string; round_id: string; session_token: string };

  /**
   * One transaction: find the session (expired ones too) and claim the transaction id in one statement,
   * then run the call once per transaction id.
   * A call that moved money publishes the wallet's new balance once committed, from the answer itself:
   * no read, nothing awaited (docs/ARCHITECTURE.md#live-events); a replay publishes nothing.
   */
  async function moneyCall(
    providerId: string,
    call: 'bet' | 'win' | 'rollback',
    req: Moved,
    claim: { amount: bigint; fields: unknown[] },
    work: (ctx: CallContext) => Promise<Outcome>,
  ): Promise<WalletResult> {
    let moved: Outcome['wallet'];
    const answer = await runInLedgerTransaction(db, async (tx) => {
      moved = undefined; // a retried transaction starts over
      const now = clock.now();
      const row = {
        ...claim,
        providerId,
        transactionId: req.transaction_id,
        call,
        roundId: req.round_id,
        createdAt: now,
      };
      const answer = await onceForSession(tx, hashGameToken(req.session_token), row, async (session) => {
        const outcome = await work({ tx, providerId, session, now, sessionIdleMs: games.sessionIdleMs });
        moved = outcome.wallet;
        return outcome;
      });
      return answer ?? invalidToken;
    });
    if (moved && answer.status === 'OK' && answer.balance !== undefined) {
      publishBalance(moved.memberId, moved.walletTypeId, answer.balance);
    }
    return answer;
  }

  async function money(providerId: string, call: 'bet' | 'win' | 'rollback', body: unknown) {
    if (call === 'bet') {
      const parsed = betRequest.safeParse(body);
      if (!parsed.success) return badRequest;
      const req = parsed.data;
      const claim = { amount: BigInt(req.amount), fields: [req.round_id, req.game_id, req.amount] };
      return moneyCall(providerId, call, req, claim, (ctx) => placeBet(ctx, req));
    }
    if (call === 'win') {
      const parsed = winRequest.safeParse(body);
      if (!parsed.success) return badRequest;
      const req = parsed.data;
      const fields = [req.round_id, req.game_id, req.amount, req.round_closed];
      return moneyCall(providerId, call, req, { amount: BigInt(req.amount), fields }, (ctx) =>
        settleWin(ctx, req),
      );
    }
    const parsed = rollbackRequest.safeParse(body);
    if (!parsed.success) return badRequest;
    const req = parsed.data;
    const claim = { amount: 0n, fields: [req.round_id, req.bet_transaction_id] };
    return moneyCall(providerId, call, req, claim, (ctx) => rollbackBet(ctx, req));
  }

  return {
    handle(providerId: string, call: ProviderCall, body: unknown): Promise<ProviderAnswer> {
      if (call === 'authenticate') return authenticate(providerId, body);
      if (call === 'balance') return balance(providerId, body);
      return money(providerId, call, body);
    },
  };
}
