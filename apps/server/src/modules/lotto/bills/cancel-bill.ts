import { addDailyPlayTotals } from '#games';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction, transfer } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { billWallet, cancelUntil, payOfBill, stakes } from './answers.ts';
import type { BillDetail } from './answers.ts';
import { billDetail } from './bill-detail.ts';
import { numberKey } from './pricing.ts';
import {
  findRound,
  linesOf,
  lockBill,
  markCancelled,
  memberNumberStakes,
  moveNumberStakes,
  numberStakes,
} from './queries.ts';

/**
 * Cancels a pending bill until the round's cancel_until: what left the wallet (the pay) comes back, the number counters
 * and the day's turnover go down. A second cancel of the same bill answers it and refunds nothing.
 */
export async function cancelBill(
  db: Db,
  clock: Clock,
  member: SessionMember,
  req: { bill_id: number; agent_id: number },
): Promise<BillDetail> {
  if (req.agent_id !== member.agentId) throw new AppError('AGENT_NOT_FOUND');
  await runInLedgerTransaction(db, async (tx) => {
    const bill = await lockBill(tx, req.bill_id, member.id);
    if (!bill) throw new AppError('LOTTO_BILL_NOT_FOUND');
    if (bill.status === 'cancelled') return;
    const found = await findRound(tx, bill.roundId, member.agentId, true);
    if (!found) throw new AppError('LOTTO_BILL_NOT_FOUND');
    const now = clock.now();
    if (!cancelUntil(bill, found.round, now)) throw new AppError('LOTTO_CANCEL_CLOSED');

    const lines = await linesOf(tx, bill.id);
    const keys = lines.map((l) => numberKey(l.betType, l.number));
    const staked = await numberStakes(tx, bill.roundId, keys, true);
    const memberStaked = await memberNumberStakes(tx, bill.roundId, member.id, keys, true);
    const deltas = new Map<string, bigint>();
    for (const l of lines) {
      const key = numberKey(l.betType, l.number);
      deltas.set(key, (deltas.get(key) ?? 0n) - l.amountSatang);
    }
    await transfer(tx, {
      key: `lotto_cancel:${bill.id}`,
      from: stakes,
      to: billWallet(bill),
      amount: payOfBill(bill),
      reason: 'lotto_cancel',
      refType: 'lotto_bill',
      refId: String(bill.id),
      createdBy: `member:${member.id}`,
      at: now,
    });
    await markCancelled(tx, bill.id, now);
    await moveNumberStakes(tx, bill.roundId, member.id, deltas, { staked, memberStaked });
    // The stake leaves the turnover of the Bangkok day it was counted in.
    await addDailyPlayTotals(
      tx,
      {
        day: bangkokDate(bill.createdAt),
        memberId: member.id,
        walletTypeId: bill.walletTypeId,
        category: 'lotto',
      },
      { betCount: -1, turnover: -payOfBill(bill) },
    );
  });
  return billDetail(db, clock, member, req.bill_id);
}
