import type { Clock } from '#shared/clock.ts';
import type { RoundRow } from './queries.ts';

/**
 * What the settlement use cases take and answer (docs/LOTTO.md#results-and-settlement,
 * docs/rules/lotto.md#results-and-settlement).
 */

/** Bills settled (or refunded) per transaction: each batch commits its bills with their payouts. */
export const SETTLE_BATCH_BILLS = 5_000;

export type SettleOptions = {
  clock: Clock;
  batchBills?: number;
  /** Called after each committed batch; tests throw here to simulate a crash mid-way. */
  afterBatch?: (batch: number) => void | Promise<void>;
};

export type SettleReport = {
  roundId: number;
  status: string;
  lines: number;
  bills: number;
  winningBills: number;
  paidSatang: bigint;
};

export type Refusal = {
  ok: false;
  why: 'not_found' | 'not_closed' | 'voided' | 'invalid' | 'different_result' | 'settled' | 'from_shots';
  message: string;
  round?: RoundRow;
};

export type ResultOutcome =
  { ok: true; changed: boolean; round: RoundRow; settlement: SettleReport } | Refusal;

/** Categories offering 3front or 3back settle on the government prizes (matching.ts parseResult). */
export const isGovernment = (round: Pick<RoundRow, 'betTypes'>) =>
  round.betTypes.includes('3front') || round.betTypes.includes('3back');

/** Yeekee rounds take their result from the members' shots only (docs/YEEKEE.md#fair-play). */
export const YEEKEE = 'yeekee';

export const fromShotsOnly = (round: RoundRow, what: string): Refusal => ({
  ok: false,
  why: 'from_shots',
  message: `round #${round.id} is a yeekee round: its result comes only from the members' shots at its scheduled close, so it cannot be ${what} by hand; lotto:void is still possible`,
  round,
});
