import type { Db } from '#db/client.ts';
import { afterCommit } from '#shared/commit-hooks.ts';
import { publishMemberEvent } from '#live';
import { enqueueLineDeliveries } from './line/queries.ts';
import { lineMessagesOn } from './line/switch.ts';
import { enqueueDeliveries } from './push/queries.ts';
import { insertInboxItems } from './queries.ts';
import { writeInboxItem } from './texts.ts';
import type { InboxEvent } from './texts.ts';

/**
 * Writes the inbox items of events that concern members (docs/NOTIFICATIONS.md#writing), inside the
 * caller's transaction: the item exists exactly when the event committed. An event that already has its
 * item (a retry, a concurrent report of the same thing) adds nothing. A new item is queued for push and LINE
 * in the same transaction. Once the transaction commits, each
 * member that got a new item is told through the live events, so an open page's bell counts it.
 */
export async function notifyMembers(tx: Db, events: readonly InboxEvent[], at: Date): Promise<void> {
  const rows = events.map((e) => ({
    memberId: e.memberId,
    kind: e.kind,
    createdAt: at,
    ...writeInboxItem(e),
  }));
  const inserted = await insertInboxItems(tx, rows);
  const ids = inserted.map((r) => r.id);
  // Each new item goes to the member's devices that chose its kind (docs/NOTIFICATIONS.md#web-push),
  // and, of every kind, to the member's linked LINE user (docs/NOTIFICATIONS.md#line-messages).
  await enqueueDeliveries(tx, ids, at);
  if (lineMessagesOn()) await enqueueLineDeliveries(tx, ids, at);
  const members = new Set(inserted.map((r) => r.memberId));
  afterCommit(() => {
    for (const memberId of members) publishMemberEvent(memberId, { type: 'inbox' });
  });
}

/**
 * Responsible-gaming limits that took effect, as `limit_changed` items (docs/NOTIFICATIONS.md#kinds): the
 * app hands this to the responsible-gaming domain, which calls it in the transaction that applies them.
 */
export async function notifyLimitsTookEffect(
  tx: Db,
  effects: readonly {
    memberId: number;
    kind: 'deposit' | 'loss';
    period: 'day' | 'week' | 'month';
    valueSatang: bigint | null;
    at: Date;
  }[],
  at: Date,
): Promise<void> {
  await notifyMembers(
    tx,
    effects.map((e) => ({
      kind: 'limit_changed' as const,
      memberId: e.memberId,
      limit: e.kind,
      period: e.period,
      limitSatang: e.valueSatang,
      at: e.at,
    })),
    at,
  );
}
