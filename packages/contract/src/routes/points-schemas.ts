import { pointsHistoryPage, pointsHistoryQuery } from '../points.ts';
import type { RouteSchemas } from './define.ts';

/** The points (docs/ENGAGEMENT.md#points); the balance itself is a wallet call (docs/rules/wallets.md#points). */
export const pointsRouteSchemas = {
  history: {
    auth: 'member',
    summary: "The member's points movements, newest first, with Thai reason labels",
    query: pointsHistoryQuery,
    response: pointsHistoryPage,
  },
} as const satisfies Record<string, RouteSchemas>;
