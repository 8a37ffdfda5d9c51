import type { BoApproval } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';

/** What the wallets' operator use cases work with: the back office passes its operations context. */
export type WalletOperatorContext = {
  db: Db;
  clock: Clock;
  agentCode: string;
  agentId(): Promise<number>;
};

/** A balance adjustment waiting for a second operator: what the approval carries out (`applyApprovedAdjustment`). */
export type AdjustPayload = {
  member_id: number;
  phone: string;
  wallet_type_id: number;
  amount_satang: string;
  reason: string;
  request_id: string;
  summary: string;
};

/**
 * The operator adjusting a member's wallet, as the back office hands them over: the name and origin the
 * adjustment's own audit row carries (`balance:adjust`, as the command line's), and what the back office
 * owns (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain) as functions the adjustment calls
 * with its own transaction, where the operator's caps lock is held.
 */
export type WalletActor = Pick<ActingOperator, 'name' | 'by'> & {
  /**
   * Whether this adjustment is within the operator's `balance_adjust` caps, recorded if so; the caps' lock
   * is held until `tx` ends (docs/rules/value-controls.md#balance-and-points-adjustments).
   */
  withinCaps(
    tx: Db,
    action: { key: 'balance_adjust'; memberId: number; amount: bigint; ref: string },
  ): Promise<boolean>;
  /** The four-eyes request a submission already became, decided or not, else null. */
  earlierRequest(tx: Db, request: { kind: 'member.adjust'; subject: string }): Promise<BoApproval | null>;
  /** A four-eyes request in `tx`, with its audit row, as the screens show it (docs/BACKOFFICE.md#four-eyes-approval). */
  requestApproval(
    tx: Db,
    request: { kind: 'member.adjust'; subject: string; payload: AdjustPayload },
  ): Promise<BoApproval>;
};
