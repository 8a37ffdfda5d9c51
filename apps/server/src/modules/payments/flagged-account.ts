import type { AuditOrigin } from '#shared/audit-origin.ts';
import type { Db } from '#db/client.ts';
import { accountBalance } from '#ledger';
import type { FlaggedDeposit } from './flagged-queries.ts';

/**
 * The flagged-deposit queue (docs/PAYMENTS.md): money that arrived but was not credited automatically.
 * Flagging (flag-deposit.ts) moves it from where it arrived (gateway_cash, bank_float) into the ledger's
 * deposits_flagged account; an operator then credits it to a member's main wallet (credit-flagged.ts) or
 * returns it (return-flagged.ts: it leaves again). Each step is one transaction with its row, its ledger
 * transfer and, for decisions, its audit row.
 */
export const FLAGGED_ACCOUNT = { system: 'deposits_flagged' } as const;

/** What deposits_flagged holds: the sum of the pending rows, when the books agree. */
export function flaggedBalance(db: Db): Promise<bigint> {
  return accountBalance(db, FLAGGED_ACCOUNT);
}

/**
 * `replayed`: the row already had this decision (a retry, or a second operator agreeing); nothing moved
 * and nothing was written. `contradicted`: it already had another decision, which stands.
 */
export type FlaggedDecision =
  | { ok: true; replayed: boolean; flagged: FlaggedDeposit }
  | { ok: false; why: 'not_found' | 'no_member' }
  | { ok: false; why: 'contradicted'; flagged: FlaggedDeposit };

/**
 * `by`: the back office's operator account and address, for the audit row. `now`: the caller's injected
 * clock, the time of the decision and of its ledger transfer.
 */
export type DecisionInput = {
  id: number;
  operator: string;
  note: string;
  now: Date;
  by?: AuditOrigin | undefined;
};
