import type { DepositRewards } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { awardDepositPoints, depositPointsOf } from '#points';
import { depositSpinsOf, grantSpinsForDeposit } from '#wheel';
import type { DepositIntent } from './intents.ts';

/**
 * What a credited deposit earns, granted in the transaction that credits it (docs/ENGAGEMENT.md
 * "When rewards arrive"), through each domain's own function: its points (#points) and the free-spin
 * wheel's spins (#wheel). Each grant is keyed by the intent's id, the same key the safety-net jobs use, so
 * a retried or replayed confirmation, a second instance or a job running at the same moment never pays it
 * twice. Poll votes, quest progress and the VIP level are read from the credited deposits themselves, so
 * the same commit already counts there.
 */
export async function grantDepositRewards(
  tx: Db,
  paid: DepositIntent,
  input: { createdBy: string; now: Date },
): Promise<DepositRewards> {
  const creditedSatang = paid.creditedSatang ?? paid.amountSatang;
  const points = await awardDepositPoints(tx, {
    memberId: paid.memberId,
    intentId: paid.id,
    creditedSatang,
    createdBy: input.createdBy,
    now: input.now,
  });
  const freeSpins = await grantSpinsForDeposit(tx, {
    memberId: paid.memberId,
    intentId: paid.id,
    creditedSatang,
    paidAt: paid.paidAt ?? input.now,
  });
  return { points, free_spins: freeSpins };
}

/** What a paid deposit brought, as the grants recorded it (the deposit's success dialog reads this). */
export async function depositRewardsOf(db: Db, intent: DepositIntent): Promise<DepositRewards> {
  const points = await depositPointsOf(db, intent.memberId, [intent.id]);
  const spins = await depositSpinsOf(db, [intent.id]);
  return { points: points.get(intent.id) ?? 0, free_spins: spins.get(intent.id) ?? 0 };
}
