import { z } from 'zod';
import { rowId } from './ids.ts';

/**
 * The member's inbox (docs/NOTIFICATIONS.md): one item per event that concerns the member, written in
 * the event's own transaction. Titles and bodies are Thai and say no more than the member's own pages do.
 */

/** What an item is about; each kind has one place in the server that writes it. */
export const inboxKind = z.enum([
  'deposit_credited',
  'deposit_flagged',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bill_won',
  'bill_lost',
  'promotion_released',
  'promotion_ended',
  'cashback_claimable',
  'commission_claimable',
  'coupon_reward_credited',
  'quest_reward_credited',
  'vip_bonus_credited',
  'limit_changed',
  // An operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast).
  'announcement',
]);

export const INBOX_PAGE_SIZE = 20;
/** How long an item is kept: the retention job removes older ones. */
export const INBOX_KEEP_DAYS = 90;
/** How many ids one read call may name. */
export const INBOX_READ_IDS_MAX = 100;

/** `GET /api/member/inbox?page&unread`: `unread=1` (or `true`) lists only unread items. */
export const inboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .default(false),
});

export const inboxItem = z.object({
  id: z.number().int(),
  kind: inboxKind,
  title: z.string(),
  body: z.string(),
  /** A path of the member site that shows the event (e.g. `/member/statement`). */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});

export const inboxPage = z.object({
  items: z.array(inboxItem),
  /** Every unread item of the member, whatever the page. */
  unread: z.number().int(),
  page: z.number().int(),
  /** How many items the listing has (all, or only the unread ones). */
  total: z.number().int(),
});

/** `POST /api/member/inbox/read`: the member's own items by id, or every item. */
export const inboxReadRequest = z.union([
  z.object({ ids: z.array(rowId).min(1).max(INBOX_READ_IDS_MAX) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

export const inboxReadResult = z.object({ unread: z.number().int() });

export type InboxKind = z.infer<typeof inboxKind>;
export type InboxQuery = z.infer<typeof inboxQuery>;
export type InboxItem = z.infer<typeof inboxItem>;
export type InboxPage = z.infer<typeof inboxPage>;
export type InboxReadRequest = z.infer<typeof inboxReadRequest>;
export type InboxReadResult = z.infer<typeof inboxReadResult>;

/**
 * `GET` and `POST /api/member/inbox/settings`: whether the member receives the operator's marketing
 * broadcasts (docs/NOTIFICATIONS.md#marketing-opt-out); on until the member turns it off.
 */
export const inboxSettings = z.object({ marketing: z.boolean() }).strict();
export type InboxSettings = z.infer<typeof inboxSettings>;
