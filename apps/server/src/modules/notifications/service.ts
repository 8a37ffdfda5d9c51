import { INBOX_PAGE_SIZE } from '@ug99/contract';
import type {
  InboxKind,
  InboxPage,
  InboxQuery,
  InboxReadRequest,
  InboxReadResult,
  InboxSettings,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import { countInbox, inboxPageOf, markInboxRead } from './queries.ts';
import { marketingOf, saveMarketing } from './settings-queries.ts';

export type InboxService = ReturnType<typeof createInboxService>;

/** The member's inbox calls (docs/NOTIFICATIONS.md#calls): only the member's own items, newest first. */
export function createInboxService(db: Db, clock: Clock) {
  return {
    async list(memberId: number, query: InboxQuery): Promise<InboxPage> {
      const offset = (query.page - 1) * INBOX_PAGE_SIZE;
      const [rows, total, unread] = await Promise.all([
        inboxPageOf(db, memberId, query.unread, INBOX_PAGE_SIZE, offset),
        countInbox(db, memberId, query.unread),
        countInbox(db, memberId, true),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind as InboxKind,
          title: r.title,
          body: r.body,
          link: r.link,
          created_at: r.createdAt.toISOString(),
          read_at: r.readAt?.toISOString() ?? null,
        })),
        unread,
        page: query.page,
        total,
      };
    },

    async markRead(memberId: number, req: InboxReadRequest): Promise<InboxReadResult> {
      await markInboxRead(db, memberId, 'all' in req ? 'all' : req.ids, clock.now());
      return { unread: await countInbox(db, memberId, true) };
    },

    /** The marketing opt-out (docs/NOTIFICATIONS.md#marketing-opt-out): on until the member turns it off. */
    async settings(memberId: number): Promise<InboxSettings> {
      return { marketing: await marketingOf(db, memberId) };
    },

    async saveSettings(memberId: number, settings: InboxSettings): Promise<InboxSettings> {
      await saveMarketing(db, memberId, settings.marketing, clock.now());
      return settings;
    },
  };
}
