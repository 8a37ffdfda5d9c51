import { checkinResult, questList, questRedeemRequest, questRedeemResult } from '../quests.ts';
import type { RouteSchemas } from './define.ts';

/** Quests and the daily check-in (docs/ENGAGEMENT.md#quests-and-check-in); each needs a session. */
export const questRouteSchemas = {
  list: {
    auth: 'member',
    summary: "Today's and this week's quests with progress and state, and the check-in strip",
    response: questList,
  },
  redeem: {
    auth: 'member',
    summary: "Pays a completed quest's reward, once per day or week",
    body: questRedeemRequest,
    response: questRedeemResult,
  },
  checkin: {
    auth: 'member',
    summary: "Today's check-in: the streak day's points, once per Bangkok day",
    response: checkinResult,
  },
} as const satisfies Record<string, RouteSchemas>;
