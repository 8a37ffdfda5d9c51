import type { QueueEvent } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';

/** What every operator use case of the finance queues works with: the back office passes its operations context. */
export type PaymentOperatorContext = {
  db: Db;
  clock: Clock;
  /** The agent whose members a flagged deposit may be credited to, named by phone. */
  agentCode: string;
  agentId(): Promise<number>;
  /** The payout gateway an approval hands withdrawals to (docs/PAYMENTS.md#payouts); null: manual payouts only. */
  payoutGateway: string | null;
};

/**
 * The operator deciding a queue item, as the back office hands them over
 * (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain): the name the decision and its audit row
 * carry ("finance:สมศรี") and their account and address. The decision's audit row is the payments
 * domain's own (the command line's `withdraw:approve`, `deposit:flagged:credit`…), so no back-office
 * writer is needed.
 */
export type PaymentActor = Pick<ActingOperator, 'name' | 'by'>;

/**
 * Where a decision is told once it has committed: the back office's live queue feed
 * (docs/BACKOFFICE.md#queues), which never waits and never throws, so it cannot fail the decision.
 */
export type QueueAnnouncer = { publish(event: QueueEvent): void };
