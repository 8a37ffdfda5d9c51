import { satangToBaht } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { grantFreeCredit } from '#wallets';
import { awardPoints } from '#points';
import { grantSpins } from './grants.ts';

export type Prize = { kind: string; amount: bigint };

/** What the member reads: baht for credit, whole points and spins otherwise. */
export const prizeAmountDto = (p: Prize): number =>
  p.kind === 'credit' ? satangToBaht(p.amount) : Number(p.amount);

/**
 * Pays a spin's prize inside the caller's transaction, once per spin: every leg is keyed by the spin id
 * (docs/rules/wheel.md#reward). Credit: wheel_coupon_expense → free-credit wallet, reason wheel_prize;
 * points: the points domain's award; spins: a grant with source 'wheel'. Nothing moves nothing. `now` is
 * the reward's time (the caller's injected clock), stamped on the ledger transfer.
 */
export async function payWheelPrize(
  tx: Db,
  memberId: number,
  spinId: number,
  prize: Prize,
  now: Date,
): Promise<void> {
  if (prize.amount <= 0n || prize.kind === 'nothing') return;
  const key = `wheel:prize:${spinId}`;
  if (prize.kind === 'credit') {
    await grantFreeCredit(tx, {
      key,
      from: { system: 'wheel_coupon_expense' },
      memberId,
      amount: prize.amount,
      reason: 'wheel_prize',
      refType: 'wheel_spin',
      refId: String(spinId),
      createdBy: `member:${memberId}`,
      at: now,
    });
  } else if (prize.kind === 'points') {
    await awardPoints(tx, {
      memberId,
      points: prize.amount,
      key,
      reason: 'wheel_prize',
      refType: 'wheel_spin',
      refId: String(spinId),
      at: now,
    });
  } else if (prize.kind === 'spins') {
    await grantSpins(tx, {
      memberId,
      spins: Number(prize.amount),
      source: 'wheel',
      sourceRef: String(spinId),
    });
  }
}
