import {
  cashbackClaimRequest,
  cashbackClaimResult,
  cashbackHistoryQuery,
  cashbackRules,
  lossHistory,
  turnoverHistory,
} from '../cashback.ts';
import type { RouteSchemas } from './define.ts';

/** Loss and turnover rebates (docs/PROMOTIONS.md#cashback): the rules, the histories and the claim. */
export const cashbackRouteSchemas = {
  rules: {
    auth: 'public',
    summary: 'The rebate rules in force: rates, minimum, cap and claim window (open to visitors)',
    response: cashbackRules,
  },
  lossHistory: {
    auth: 'member',
    summary: "The member's loss-rebate weeks, newest first, with figures and state",
    query: cashbackHistoryQuery,
    response: lossHistory,
  },
  turnoverHistory: {
    auth: 'member',
    summary: "The member's turnover-rebate days, newest first, with figures per category and state",
    query: cashbackHistoryQuery,
    response: turnoverHistory,
  },
  claim: {
    auth: 'member',
    summary: "Credits a period's loss (default) or turnover rebate to the main wallet, once",
    body: cashbackClaimRequest,
    response: cashbackClaimResult,
  },
} as const satisfies Record<string, RouteSchemas>;
