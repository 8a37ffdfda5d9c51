import type { WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { addDailyPlayTotalsMany } from '#games';
import { creditMany, runInLedgerTransaction } from '#ledger';
import { publishPaidWallets } from '#live';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { SETTLE_BATCH_BILLS } from './outcomes.ts';
import type { Refusal, SettleOptions } from './outcomes.ts';
import { findRound, refundPendingBills, setRoundStatus } from './queries.ts';
import type { RoundRow } from './queries.ts';
import { auditRound } from './round-audit.ts';

export type VoidOutcome =
  { ok: true; changed: boolean; round: RoundRow; refundedBills: number; refundedSatang: bigint } | Refusal;

/**
 * Voids a round (the draw did not take place, or was cancelled): every pending bill is refunded what left
 * its wallet (its total less its discount) by one transfer lotto_stakes → the bill's wallet under the key lotto:void:bill:<id> (reason round_void), its
 * lines become refunded, and its stake no longer counts as lotto turnover of the day it was placed. A
 * round with a result is refused: its bills are being or have been paid. Voiding again is a success that
 * changes nothing (and refunds what a crash left pending).
 */
export async function voidRound(
  db: Db,
  input: { roundId: number; reason: string; operator: string; by?: AuditOrigin },
  options: SettleOptions,
): Promise<VoidOutcome> {
  const reason = input.reason.trim();
  const marked = await runInLedgerTransaction(
    db,
    async (tx): Promise<Refusal | { ok: true; changed: boolean; round: RoundRow }> => {
      const round = await findRound(tx, input.roundId, true);
      if (!round) return { ok: false, why: 'not_found', message: `no lotto round #${input.roundId}` };
      if (round.status === 'voided') return { ok: true, changed: false, round };
      if (round.result) {
        return {
          ok: false,
          why: 'settled',
          message: `round #${round.id} has a result (${round.status}); it cannot be voided`,
          round,
        };
      }
      if (!reason) return { ok: false, why: 'invalid', message: '--reason "..." is required', round };
      await setRoundStatus(tx, round.id, 'voided', options.clock.now(), reason);
      await auditRound(tx, input, round.id, {
        action: 'lotto:void',
        before: { status: round.status },
        after: { status: 'voided' },
        detail: { reason, previous_status: round.status },
      });
      return { ok: true, changed: true, round: { ...round, status: 'voided' } };
    },
  );
  if (!marked.ok) return marked;

  let refundedBills = 0;
  let refundedSatang = 0n;
  const limit = options.batchBills ?? SETTLE_BATCH_BILLS;
  for (let batch = 1; ; batch++) {
    const done = await runInLedgerTransaction(db, async (tx) => {
      const now = options.clock.now();
      const bills = await refundPendingBills(tx, input.roundId, limit, now);
      if (bills.length === 0) return null;
      await creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'round_void',
        refType: 'lotto_bill',
        createdBy: 'job:lotto-void',
        memo: `round ${input.roundId}`,
        at: now,
        legs: bills.map((b) => ({
          key: `lotto:void:bill:${b.id}`,
          to: { member: b.memberId, wallet: b.walletTypeId as WalletTypeId },
          amount: b.paySatang,
          refId: String(b.id),
        })),
      });
      // The stake was counted as turnover (one bet) on the day the bill was placed: a refunded bill
      // was never a bet, so both are taken back there.
      await addDailyPlayTotalsMany(
        tx,
        'lotto',
        bills.map((b) => ({
          day: b.day,
          memberId: b.memberId,
          walletTypeId: b.walletTypeId,
          betCount: -1,
          turnover: -b.paySatang,
          payout: 0n,
        })),
      );
      return {
        bills: bills.length,
        satang: bills.reduce((s, b) => s + b.paySatang, 0n),
        wallets: bills.map((b) => ({ member: b.memberId, wallet: b.walletTypeId as WalletTypeId })),
      };
    });
    if (!done) break;
    await publishPaidWallets(db, done.wallets);
    refundedBills += done.bills;
    refundedSatang += done.satang;
    await options.afterBatch?.(batch);
  }
  return { ...marked, refundedBills, refundedSatang };
}
