import type { Db } from '#db/client.ts';

/** A credited deposit as the promotion rules read it. */
export type PromotionDeposit = {
  id: number;
  reference: string;
  memberId: number;
  agentId: number;
  amountSatang: bigint;
  paidAt: Date;
};

/**
 * Credited deposits of the member before the deposit `laterThan` credited at `before`, optionally from
 * `since` (payments' `creditedDepositsBefore`).
 */
export type CountCreditedBefore = (
  db: Db,
  memberId: number,
  before: Date,
  laterThan: number,
  since?: Date,
) => Promise<number>;

/**
 * What promotions reads of tables other domains own: deposits (payments) and lotto bills (lotto). Both
 * domains call promotions (a deposit's credit, a bill's wallet), so promotions cannot import them; app.ts
 * hands it their functions, each taking the caller's transaction (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 * Payments' own calls pass `creditedDepositsBefore` alone.
 */
export type PromotionReads = {
  creditedDepositsBefore: CountCreditedBefore;
  latestCreditedDeposit(db: Db, memberId: number): Promise<PromotionDeposit | undefined>;
  depositReferencesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>>;
  /** A bill from the wallet still waiting for its draw (docs/rules/promotions.md#open-game-rounds). */
  hasPendingBillFrom(db: Db, memberId: number, walletTypeId: number): Promise<boolean>;
};
