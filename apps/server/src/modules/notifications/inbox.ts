import type { Db } from '#db/client.ts';
import { afterCommit } from '#shared/commit-hooks.ts';
import { publishMemberEvent } from '#live';
import { insertInboxItems } from './queries.ts';
import { writeInboxItem } from './texts.ts';
import type { InboxEvent } from './texts.ts';

/**
 * Writes the inbox items of events that concern members (docs/NOTIFICATIONS.md#writing), inside the
 * caller's transaction: the item exists exactly when the event committed. An event that already has its
 * item (a retry, a concurrent report of the same thing) adds nothing. Once the transaction commits, each
 * member that got a new item is told through the live events, so an open page's bell counts it.
 */
export async function notifyMembers(tx: Db, events: readonly InboxEvent[], at: Date): Promise<void> {
  const rows = events.map((e) => ({
    memberId: e.memberId,
    kind: e.kind,
    createdAt: at,
    ...writeInboxItem(e),
  }));
  const members = new Set(await insertInboxItems(tx, rows));
  afterCommit(() => {
    for (const memberId of members) publishMemberEvent(memberId, { type: 'inbox' });
  });
}
