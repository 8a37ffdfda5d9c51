import type { FlaggedQueueQuery, WithdrawalQueueQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberContactsOf } from '#members';
import {
  flaggedOfAgent,
  flaggedQueuePage,
  withdrawalOfAgent,
  withdrawalQueuePage,
} from '../queue-queries.ts';
import type { FlaggedDeposit } from '../flagged-queries.ts';
import type { Withdrawal } from '../withdrawals.ts';

/**
 * The queues' rows (docs/BACKOFFICE.md#queues): the payments domain's withdrawals and flagged deposits,
 * each with its member's phone (and a withdrawal's member's name) from members. A page costs three
 * queries whatever its size: the count, the rows, and their members in one batch.
 */

export type WithdrawalRow = { withdrawal: Withdrawal; phone: string; firstName: string; lastName: string };
export type FlaggedRow = { flagged: FlaggedDeposit; memberPhone: string | null };

async function withdrawalRows(db: Db, rows: Withdrawal[]): Promise<WithdrawalRow[]> {
  const contacts = await memberContactsOf(
    db,
    rows.map((w) => w.memberId),
  );
  return rows.map((withdrawal) => ({ withdrawal, ...contacts.of(withdrawal.memberId) }));
}

/** A flagged deposit may name no member yet: no phone then. */
async function flaggedRows(db: Db, rows: FlaggedDeposit[]): Promise<FlaggedRow[]> {
  const ids = rows.flatMap((f) => (f.memberId === null ? [] : [f.memberId]));
  const contacts = await memberContactsOf(db, ids);
  return rows.map((flagged) => ({
    flagged,
    memberPhone: flagged.memberId === null ? null : contacts.of(flagged.memberId).phone,
  }));
}

export async function listWithdrawals(db: Db, agentId: number, q: WithdrawalQueueQuery) {
  const page = await withdrawalQueuePage(db, agentId, q);
  return { total: page.total, rows: await withdrawalRows(db, page.rows) };
}

export async function findWithdrawal(db: Db, agentId: number, id: number) {
  const row = await withdrawalOfAgent(db, agentId, id);
  return row && (await withdrawalRows(db, [row]))[0];
}

export async function listFlaggedPage(db: Db, agentId: number, q: FlaggedQueueQuery) {
  const page = await flaggedQueuePage(db, agentId, q);
  return { total: page.total, rows: await flaggedRows(db, page.rows) };
}

export async function findFlagged(db: Db, agentId: number, id: number) {
  const row = await flaggedOfAgent(db, agentId, id);
  return row && (await flaggedRows(db, [row]))[0];
}
