import { z } from 'zod';

/**
 * The logged-in member's live events (GET /api/member/events, docs/ARCHITECTURE.md#live-events): one
 * server-sent event per change, `data: <JSON>` of one of these. Amounts are baht, as everywhere in the API.
 */

/** A wallet's balance changed (a game's bet, win or refund, a deposit credit, a withdrawal decision). */
export const memberBalanceEvent = z.object({
  type: z.literal('balance'),
  wallet_type_id: z.number().int(),
  /** The wallet's balance after the change, baht. */
  balance: z.number(),
});

/**
 * The member's inbox changed (an item arrived, docs/NOTIFICATIONS.md): the open pages re-read the unread
 * count. It carries nothing else, so an event that arrives late or twice shows nothing wrong.
 */
export const memberInboxEvent = z.object({ type: z.literal('inbox') });

/**
 * The stream's address. It answers a stream, not an envelope, so it stays outside the route table
 * (decisions/0010); server and web app both take it from here.
 */
export const MEMBER_EVENTS_PATH = '/api/member/events';

export const memberEvent = z.discriminatedUnion('type', [memberBalanceEvent, memberInboxEvent]);

export type MemberBalanceEvent = z.infer<typeof memberBalanceEvent>;
export type MemberEvent = z.infer<typeof memberEvent>;
