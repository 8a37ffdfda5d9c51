import { POINTS_EARNING } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { awardPoints } from '../movements.ts';
import { depositPointsOf, recordDepositAccrual } from './queries.ts';

export type DepositPointsInput = {
  memberId: number;
  /** The credited deposit intent: its id is the grant's key, once per deposit. */
  intentId: number;
  creditedSatang: bigint;
  /** Who credited it (the ledger's created_by), e.g. 'gateway:sandbox'. */
  createdBy: string;
  /** The crediting transaction's time (the injected clock). */
  now: Date;
};

/** The points a credited deposit earns: 1 per full 100 ฿ (docs/rules/points.md#earning). */
export const depositPoints = (creditedSatang: bigint): number =>
  Number(creditedSatang / BigInt(POINTS_EARNING.depositSatangPerPoint));

/**
 * Pays a credited deposit its points inside the transaction that credits it (docs/rules/points.md#earning),
 * so the member's next read already holds them. The same row and ledger key as the accrual job's
 * (`points_accruals` (`deposit`, intent id), `accrual:deposit:<intent id>`): whichever comes first pays and
 * the other finds the row. A member cooling off or self-excluded is skipped, as the job skips them; the job
 * pays them once the exclusion ends, within its catch-up window. Answers the points the deposit earned
 * and was paid (0 when it earns none or was skipped).
 */
export async function awardDepositPoints(tx: Db, input: DepositPointsInput): Promise<number> {
  const points = depositPoints(input.creditedSatang);
  if (points <= 0) return 0;
  if (activeExclusion(await readResponsibleGaming(tx, input.memberId, input.now))) return 0;
  const due = { intentId: input.intentId, memberId: input.memberId, points };
  if (await recordDepositAccrual(tx, due, input.now)) {
    await awardPoints(tx, {
      memberId: input.memberId,
      points,
      key: `accrual:deposit:${input.intentId}`,
      refType: 'deposit_intent',
      refId: String(input.intentId),
      memo: 'พอยท์จากยอดฝาก',
      createdBy: input.createdBy,
      at: input.now,
    });
    return points;
  }
  return (await depositPointsOf(tx, input.memberId, [input.intentId])).get(input.intentId) ?? 0;
}
