import { vipStatus } from '../vip.ts';
import type { RouteSchemas } from './define.ts';

/** The VIP levels' calls (docs/rules/vip.md). */
export const vipRouteSchemas = {
  status: {
    auth: 'member',
    summary:
      "The member's VIP level, what it gives (lotto extra discount, cashback bonus, monthly bonus) and how far the next level is",
    response: vipStatus,
  },
} as const satisfies Record<string, RouteSchemas>;
