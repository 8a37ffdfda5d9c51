import type { Db } from '#db/client.ts';
import { reachedThresholds } from './thresholds.ts';
import { insertCapAlerts } from './queries.ts';
import type { CapAlertInsert } from './queries.ts';

export type StakeMove = {
  betType: string;
  number: string;
  /** Staked across members, read under the counter's lock, and after this bill. */
  before: bigint;
  after: bigint;
  /** The number's cap across members: its rule's cap, else its bet type's. */
  capSatang: bigint;
};

/**
 * Records the near-cap thresholds a bill's stakes reached (docs/rules/lotto.md#near-cap-alerts), in the
 * bill's transaction and under its counters' locks: a bill racing for the same number waits for this
 * one and then starts from what this one added, so only one of them reaches each threshold, and the
 * unique key keeps it once even across a cancel and a second rise.
 */
export async function recordCapAlerts(
  tx: Db,
  at: { roundId: number; billId: number; now: Date },
  moves: StakeMove[],
): Promise<void> {
  const rows: CapAlertInsert[] = moves.flatMap((m) =>
    reachedThresholds(m.before, m.after, m.capSatang).map((percent) => ({
      roundId: at.roundId,
      betType: m.betType,
      number: m.number,
      thresholdPercent: percent,
      capSatang: m.capSatang,
      stakedSatang: m.after,
      billId: at.billId,
      createdAt: at.now,
    })),
  );
  await insertCapAlerts(tx, rows);
}
