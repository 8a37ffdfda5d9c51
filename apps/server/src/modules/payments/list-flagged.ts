import type { Db } from '#db/client.ts';
import { memberContactsOf } from '#members';
import { listFlaggedRows } from './flagged-queries.ts';

/**
 * The flagged-deposit queue of an agent, oldest first (docs/PAYMENTS.md), each row with the phone of the
 * member it names: the rows, then their members' phones in one query from members, who owns them.
 */
export async function listFlagged(db: Db, agentId: number, options: { all?: boolean } = {}) {
  const rows = await listFlaggedRows(db, agentId, options);
  const contacts = await memberContactsOf(
    db,
    rows.flatMap(({ flagged }) => (flagged.memberId === null ? [] : [flagged.memberId])),
  );
  return rows.map((row) => ({
    ...row,
    memberPhone: row.flagged.memberId === null ? null : (contacts.find(row.flagged.memberId)?.phone ?? null),
  }));
}
