import { withdrawal, withdrawList, withdrawRequest } from '../payment.ts';
import type { RouteSchemas } from './define.ts';

/** The member's withdrawal calls (docs/PAYMENTS.md#withdrawals); both need a session. */
export const withdrawRouteSchemas = {
  request: {
    auth: 'member',
    summary: 'Requests a withdrawal from the main wallet; the amount is held until an operator decides',
    body: withdrawRequest,
    response: withdrawal,
  },
  list: {
    auth: 'member',
    summary: 'Withdrawable balance, bank accounts and the latest withdrawal requests',
    response: withdrawList,
  },
} as const satisfies Record<string, RouteSchemas>;
