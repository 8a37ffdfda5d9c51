import type { BetRequest, RollbackRequest, WinRequest } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { accountBalance, isLedgerError, transfer } from '#ledger';
import type { WalletTypeId } from '#ledger';
import { canStake } from '#responsible-gaming';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { BARRED_BET_ANSWER, BARRED_BET_FINGERPRINT } from './idempotency.ts';
import type { Outcome } from './idempotency.ts';
import {
  addDailyTotals,
  addStakeToRound,
  claimTransaction,
  extendSession,
  findTransaction,
  lockRound,
  markRolledBack,
  roundHasWin,
  updateRound,
} from './queries.ts';
import type { SessionRow } from './queries.ts';

const clearing = { system: 'game_provider_clearing' } as const;

export type CallContext = {
  tx: Db;
  providerId: string;
  session: SessionRow;
  now: Date;
  sessionIdleMs: number;
};

const walletOf = (memberId: number, walletTypeId: number) => ({
  member: memberId,
  wallet: walletTypeId as WalletTypeId,
});

async function balanceOf(tx: Db, memberId: number, walletTypeId: number): Promise<number> {
  return Number(await accountBalance(tx, walletOf(memberId, walletTypeId)));
}

const movement = (ctx: CallContext, transactionId: string, roundId: string) => ({
  key: `game:${ctx.providerId}:${transactionId}`,
  refType: 'game_round',
  refId: `${ctx.providerId}:${roundId}`,
  createdBy: `provider:${ctx.providerId}`,
});

/** A stake: from the session's wallet to the provider clearing account, opening or joining the round. */
export async function placeBet(ctx: CallContext, req: BetRequest): Promise<Outcome> {
  const { tx, session, now } = ctx;
  const balance = () => balanceOf(tx, session.memberId, session.walletTypeId);
  if (session.expiresAt <= now) return { answer: { status: 'INVALID_TOKEN' } };
  if (req.game_id !== session.gameId) return { answer: { status: 'BAD_REQUEST' } };

  const round = await lockRound(tx, ctx.providerId, req.round_id);
  // A bet joins an open round only as the member, wallet and game that opened it: the round's wins and
  // refunds go to that one wallet, and a session never stakes from a wallet it was not opened with.
  const joinsAsOpener =
    !round ||
    (round.memberId === session.memberId &&
      round.walletTypeId === session.walletTypeId &&
      round.gameId === req.game_id);
  if (!joinsAsOpener) return { answer: { status: 'BAD_REQUEST' } };
  if (round?.status === 'settled') return { answer: { status: 'ROUND_CLOSED', balance: await balance() } };

  const amount = BigInt(req.amount);
  const rg = await canStake(tx, session.memberId, amount, now);
  if (!rg.ok) return { answer: { status: 'PLAYER_BLOCKED', balance: await balance() } };

  const { walletTypeId, category } = session;
  let moved;
  try {
    moved = await transfer(tx, {
      ...movement(ctx, req.transaction_id, req.round_id),
      from: walletOf(session.memberId, walletTypeId),
      to: clearing,
      amount,
      reason: 'game_bet',
      at: now,
    });
  } catch (err) {
    if (!isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw err;
    return { answer: { status: 'INSUFFICIENT_FUNDS', balance: await balance() } };
  }
  const bangkokDay = bangkokDate(now);
  return {
    answer: { status: 'OK', balance: Number(moved.debitBalanceAfter) },
    ledgerTransferId: moved.transferId,
    wallet: { memberId: session.memberId, walletTypeId },
    writes: [
      addStakeToRound(tx, {
        providerId: ctx.providerId,
        roundId: req.round_id,
        sessionId: session.id,
        memberId: session.memberId,
        walletTypeId,
        category,
        totalBet: amount,
      }),
      addDailyTotals(
        tx,
        { day: bangkokDay, memberId: session.memberId, walletTypeId, category },
        { betCount: 1, turnover: amount, payout: 0n },
      ),
      extendSession(tx, session.id, new Date(now.getTime() + ctx.sessionIdleMs)),
    ],
  };
}

/**
 * A win (0 for a lost round) into the wallet the round was staked from; may close the round. Only
 * what was bet is settled: a win needs a stake of this member still standing in the round.
 */
export async function settleWin(ctx: CallContext, req: WinRequest): Promise<Outcome> {
  const { tx, session, now } = ctx;
  const round = await lockRound(tx, ctx.providerId, req.round_id);
  if (!round || round.memberId !== session.memberId) return { answer: { status: 'BET_NOT_FOUND' } };
  // A win names the round's own game; another game's win is a malformed call, whatever its round.
  if (req.game_id !== round.gameId) return { answer: { status: 'BAD_REQUEST' } };
  const balance = () => balanceOf(tx, round.memberId, round.walletTypeId);
  if (round.status === 'settled') return { answer: { status: 'ROUND_CLOSED', balance: await balance() } };
  // Every stake of the round was rolled back: there is no bet left to win on, as if none had come.
  if (round.totalBet <= round.totalRefund) return { answer: { status: 'BET_NOT_FOUND' } };

  const amount = BigInt(req.amount);
  const wallet = { memberId: round.memberId, walletTypeId: round.walletTypeId };
  const settle = updateRound(tx, round.id, { win: amount, settleAt: req.round_closed ? now : undefined });
  if (amount === 0n) {
    return { answer: { status: 'OK', balance: await balance() }, wallet, writes: [settle] };
  }
  const moved = await transfer(tx, {
    ...movement(ctx, req.transaction_id, req.round_id),
    from: clearing,
    to: walletOf(round.memberId, round.walletTypeId),
    amount,
    reason: 'game_win',
    at: now,
  });
  const dayKey = { day: bangkokDate(now), ...wallet, category: round.category };
  return {
    // The credit's balance after it is the wallet's balance: the wallet's row stays locked until commit.
    answer: { status: 'OK', balance: Number(moved.creditBalanceAfter) },
    ledgerTransferId: moved.transferId,
    wallet,
    writes: [settle, addDailyTotals(tx, dayKey, { betCount: 0, turnover: 0n, payout: amount })],
  };
}

/**
 * The bet a rollback names. When it has not arrived, its transaction id is taken by a tombstone, so
 * that the bet can never be debited after this rollback was refused; a bet still in flight makes the
 * tombstone's insert wait on the unique key until it commits, and is then refunded as usual.
 */
async function findBetOrBarIt(ctx: CallContext, req: RollbackRequest) {
  const { tx, providerId, session, now } = ctx;
  const existing = await findTransaction(tx, providerId, req.bet_transaction_id, true);
  if (existing) return existing;
  const barred = await claimTransaction(tx, {
    providerId,
    transactionId: req.bet_transaction_id,
    call: 'bet',
    fingerprint: BARRED_BET_FINGERPRINT,
    sessionId: session.id,
    roundId: req.round_id,
    amount: 0n,
    status: BARRED_BET_ANSWER.status,
    answer: BARRED_BET_ANSWER,
    createdAt: now,
  });
  return barred === undefined ? findTransaction(tx, providerId, req.bet_transaction_id, true) : undefined;
}

/**
 * Refunds an accepted bet of an open round that has had no win; a bet refunded before is answered OK
 * without moving again. A win settles the round's stakes, so a rollback after one refunds nothing.
 */
export async function rollbackBet(ctx: CallContext, req: RollbackRequest): Promise<Outcome> {
  const { tx, session, now } = ctx;
  const bet = await findBetOrBarIt(ctx, req);
  const round = await lockRound(tx, ctx.providerId, req.round_id);
  const found =
    bet?.call === 'bet' &&
    bet.status === 'OK' &&
    bet.roundId === req.round_id &&
    round?.memberId === session.memberId;
  if (!found || !round) return { answer: { status: 'BET_NOT_FOUND' } };
  const balance = () => balanceOf(tx, round.memberId, round.walletTypeId);
  if (round.status === 'settled') return { answer: { status: 'ROUND_CLOSED', balance: await balance() } };
  if (bet.rolledBackAt) return { answer: { status: 'OK', balance: await balance() }, amount: 0n };
  if (await roundHasWin(tx, ctx.providerId, round.roundId)) {
    return { answer: { status: 'BET_SETTLED', balance: await balance() }, amount: 0n };
  }

  const moved = await transfer(tx, {
    ...movement(ctx, req.transaction_id, req.round_id),
    from: clearing,
    to: walletOf(round.memberId, round.walletTypeId),
    amount: bet.amount,
    reason: 'game_rollback',
    at: now,
  });
  return {
    answer: { status: 'OK', balance: Number(moved.creditBalanceAfter) },
    amount: bet.amount,
    ledgerTransferId: moved.transferId,
    wallet: { memberId: round.memberId, walletTypeId: round.walletTypeId },
    writes: [
      markRolledBack(tx, bet.id, now),
      updateRound(tx, round.id, { refund: bet.amount }),
      // The refunded stake leaves the turnover of the day it was counted in.
      addDailyTotals(
        tx,
        {
          day: bangkokDate(bet.createdAt),
          memberId: round.memberId,
          walletTypeId: round.walletTypeId,
          category: round.category,
        },
        { betCount: -1, turnover: -bet.amount, payout: 0n },
      ),
    ],
  };
}
