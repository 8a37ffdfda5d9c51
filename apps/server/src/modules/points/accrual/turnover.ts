import { POINTS_EARNING } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { accrueTurnoverDayQuery } from './queries.ts';

/**
 * The turnover points of a member's Bangkok day, paid in the transaction that books the turnover
 * (docs/rules/points.md#earning): 1 per full 1,000 ฿ of the day over every wallet and category, only what
 * the day earns beyond what it was already paid, with the accrual job's own row and ledger key, so nothing
 * is paid twice. Lotto bills call it after adding their stake to the day; a seamless-wallet bet does the
 * same inside its database function. A member cooling off or self-excluded is skipped (the job pays later).
 */
export function accrueTurnoverDay(
  tx: Db,
  input: { memberId: number; day: string; now: Date; createdBy: string },
): Promise<number> {
  return accrueTurnoverDayQuery(tx, { ...input, satangPerPoint: POINTS_EARNING.turnoverSatangPerPoint });
}
