import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../envelope-schemas.ts';
import { optionalAgentCodeQuery, promotionList } from '../content.ts';
import {
  activePromotion,
  giveUpPreview,
  giveUpRequest,
  memberPromotion,
  memberPromotionHistory,
  promotionIdBody,
} from '../promotion.ts';
import type { RouteSchemas } from './define.ts';

/** PROMOTION_GIVE_UP_CHANGED answers the new figures as `data`, for the member to confirm again. */
const giveUpEnvelope = z.union([
  okEnvelope(memberPromotion),
  failEnvelope,
  failEnvelope.extend({ data: giveUpPreview }),
]);

/** The promotions (docs/PROMOTIONS.md, docs/rules/promotions.md): the open list and the member's own. */
export const promotionRouteSchemas = {
  list: {
    // Public; with a session, a member in cool-off or self-exclusion is shown none (docs/rules/promotions.md#window).
    auth: 'public',
    summary: 'Promotions open now, with their bonus, turnover, withdrawal terms and window (amounts in baht)',
    query: optionalAgentCodeQuery,
    response: promotionList,
  },
  receive: {
    auth: 'member',
    summary: "Applies a promotion to the member's latest deposit still untouched in main",
    body: promotionIdBody,
    response: memberPromotion,
  },
  active: {
    auth: 'member',
    summary: "The member's running promotion with its live turnover progress, or null",
    response: activePromotion.nullable(),
  },
  giveUpPreview: {
    auth: 'member',
    summary: 'What giving up the running promotion would return to main and forfeit now',
    response: giveUpPreview,
  },
  giveUp: {
    auth: 'member',
    summary: "Gives up the running promotion: the deposit's share to main, the bonus's forfeited",
    body: giveUpRequest,
    response: memberPromotion,
    envelope: giveUpEnvelope,
  },
  history: {
    auth: 'member',
    summary: "The member's promotions, newest first, with refusals and how each ended",
    response: memberPromotionHistory,
  },
} as const satisfies Record<string, RouteSchemas>;
