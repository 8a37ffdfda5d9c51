import { authenticateRequest, balanceRequest, betRequest, rollbackRequest, winRequest } from '@ug99/contract';
import type { AuthenticateResult, ProviderCall, WalletResult } from '@ug99/contract';
import type { GamesConfig } from '#config';
import type { Db } from '#db/client.ts';
import { hashGameToken, newGameToken } from '../tokens.ts';
import { accountBalance } from '#ledger';
import type { WalletTypeId } from '#ledger';
import { publishBalance } from '#live';
import type { Clock } from '#shared/clock.ts';
import { runMoneyCall } from './money-call.ts';
import type { MoneyCall, MoneyRequest } from './money-call.ts';
import { extendSession, findGame, findSession, insertSession, spendLaunchToken } from './queries.ts';
import { metrics } from '#shared/metrics/domain.ts';

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

  /**
   * One money call, one statement: provider_money_call (migration 0031_provider_money_calls) finds the
   * session, claims the transaction id, runs the call and stores its answer, so a retry is answered from
   * what was stored (docs/rules/games.md#provider-protocol). A call that moved money publishes the
   * wallet's new balance once committed, from the answer itself: no read, nothing awaited
   * (docs/ARCHITECTURE.md#live-events); a replay publishes nothing.
   */
  async function moneyCall(call: MoneyCall, providerId: string, req: MoneyRequest): Promise<WalletResult> {
    const outcome = await runMoneyCall(db, {
      ...req,
      call,
      providerId,
      tokenHash: hashGameToken(req.session_token),
      now: clock.now(),
      sessionIdleMs: games.sessionIdleMs,
      defaultMaxWinMultiplier: games.defaultMaxWinMultiplier,
    });
    const { answer, wallet } = outcome;
    if (wallet && answer.status === 'OK' && answer.balance !== undefined) {
      publishBalance(wallet.memberId, wallet.walletTypeId, answer.balance);
    }
    return answer;
  }

  function money(providerId: string, call: MoneyCall, body: unknown): Promise<WalletResult> {
    const schema = { bet: betRequest, win: winRequest, rollback: rollbackRequest }[call];
    const parsed = schema.safeParse(body);
    if (!parsed.success) return Promise.resolve(badRequest);
    return moneyCall(call, providerId, parsed.data);
  }

  return {
    async handle(providerId: string, call: ProviderCall, body: unknown): Promise<ProviderAnswer> {
      try {
        const answer =
          call === 'authenticate'
            ? await authenticate(providerId, body)
            : call === 'balance'
              ? await balance(providerId, body)
              : await money(providerId, call, body);
        metrics.providerCall(call, answer.status);
        return answer;
      } catch (err) {
        metrics.providerCall(call, 'failed');
        throw err;
      }
    },
  };
}
