import { winlossQuery, winlossReport } from '../cashback.ts';
import type { RouteSchemas } from './define.ts';

/** The member's own win/loss report (docs/PROMOTIONS.md#winloss); OpenAPI lists it with the rebates. */
export const winlossRouteSchemas = {
  report: {
    auth: 'member',
    summary: 'Turnover, wins and net per Bangkok day and category, with totals (at most 93 days)',
    query: winlossQuery,
    response: winlossReport,
  },
} as const satisfies Record<string, RouteSchemas>;
