import type { LottoResultNumbers, WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { addDailyPlayTotalsMany } from '#games';
import { creditMany, runInLedgerTransaction } from '#ledger';
import { publishPaidWallets } from '#live';
import { notifyMembers } from '#notifications';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { systemClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { metrics } from '#shared/metrics/domain.ts';
import { winningPairs } from './matching.ts';
import { SETTLE_BATCH_BILLS } from './outcomes.ts';
import type { SettleOptions, SettleReport } from './outcomes.ts';
import {
  closeBills,
  countPendingBills,
  decideLines,
  findRound,
  lockPendingBills,
  setRoundStatus,
} from './queries.ts';

/**
 * Settles a resulted round; safe to run again, and from several servers at once:
 * 1. one UPDATE decides every pending line of the round (won/lost, win = amount × rate snapshot);
 * 2. batches of pending bills, each in one transaction: the bill becomes won (a line won) or lost with
 *    the sum of its lines' wins, each winning bill is paid by one transfer lotto_stakes → the bill's wallet
 *    under the key lotto:win:bill:<id>, and the wins are added to the members' lotto payout of the day.
 *    A bill leaves `pending` in the transaction that pays it, so a crash between batches resumes with
 *    the unpaid bills only, and the key makes even a replayed payout move nothing;
 * 3. once no bill is pending the round is `settled`.
 */
export async function settleRound(
  db: Db,
  roundId: number,
  options: SettleOptions = { clock: systemClock },
): Promise<SettleReport> {
  const report: SettleReport = {
    roundId,
    status: 'missing',
    lines: 0,
    bills: 0,
    winningBills: 0,
    paidSatang: 0n,
  };
  const round = await findRound(db, roundId);
  if (!round) return report;
  report.status = round.status;
  if (round.status !== 'resulted' || !round.result) return report;
  const started = performance.now();
  const result: LottoResultNumbers = round.result;

  report.lines = await runInLedgerTransaction(db, (tx) => decideLines(tx, roundId, winningPairs(result)));
  const limit = options.batchBills ?? SETTLE_BATCH_BILLS;
  for (let batch = 1; ; batch++) {
    const settled = await runInLedgerTransaction(db, async (tx) => {
      const ids = await lockPendingBills(tx, roundId, limit);
      if (ids.length === 0) return null;
      const at = options.clock.now();
      const bills = await closeBills(tx, ids, at);
      metrics.lottoBillsSettled(bills.length);
      const winners = bills.filter((b) => b.status === 'won' && b.winSatang > 0n);
      await creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'lotto_win',
        refType: 'lotto_bill',
        createdBy: 'job:lotto-settlement',
        memo: `round ${roundId}`,
        at,
        legs: winners.map((b) => ({
          key: `lotto:win:bill:${b.id}`,
          to: { member: b.memberId, wallet: b.walletTypeId as WalletTypeId },
          amount: b.winSatang,
          refId: String(b.id),
        })),
      });
      // Wins count as the members' lotto payout on the Bangkok day they are paid.
      const day = bangkokDate(at);
      await addDailyPlayTotalsMany(
        tx,
        'lotto',
        winners.map((b) => ({
          day,
          memberId: b.memberId,
          walletTypeId: b.walletTypeId,
          betCount: 0,
          turnover: 0n,
          payout: b.winSatang,
        })),
      );
      // Each bill's holder learns its result in the batch that settles it (docs/NOTIFICATIONS.md#kinds).
      await notifyMembers(
        tx,
        bills.map((b) =>
          b.status === 'won'
            ? {
                kind: 'bill_won',
                memberId: b.memberId,
                billId: b.id,
                roundName: round.title,
                winSatang: b.winSatang,
              }
            : { kind: 'bill_lost', memberId: b.memberId, billId: b.id, roundName: round.title },
        ),
        at,
      );
      return {
        bills: bills.length,
        winners: winners.length,
        paid: winners.reduce((s, b) => s + b.winSatang, 0n),
        wallets: winners.map((b) => ({ member: b.memberId, wallet: b.walletTypeId as WalletTypeId })),
      };
    });
    if (!settled) break;
    // Committed: the winners' open pages show the payout now, not at their next reload.
    await publishPaidWallets(db, settled.wallets);
    report.bills += settled.bills;
    report.winningBills += settled.winners;
    report.paidSatang += settled.paid;
    await options.afterBatch?.(batch);
  }
  report.status = await finishIfNoBillPending(db, roundId, options.clock);
  if (report.status === 'settled') metrics.lottoRoundSettled((performance.now() - started) / 1000);
  return report;
}

/** Bills another server still holds stay pending: the round is settled only when none is left. */
async function finishIfNoBillPending(db: Db, roundId: number, clock: Clock): Promise<string> {
  return runInLedgerTransaction(db, async (tx) => {
    const round = await findRound(tx, roundId, true);
    if (!round) return 'missing';
    if (round.status !== 'resulted' || (await countPendingBills(tx, roundId)) > 0) return round.status;
    await setRoundStatus(tx, roundId, 'settled', clock.now());
    return 'settled';
  });
}
