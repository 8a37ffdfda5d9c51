import {
  affiliateConfig,
  affiliateConfigQuery,
  affiliateDaily,
  affiliateDailyQuery,
  affiliateNetwork,
  affiliateNetworkRequest,
  affiliateRedeemed,
  affiliateRedeemRequest,
  affiliateSummary,
  affiliateTransactions,
  affiliateTransactionsQuery,
  affiliateVisit,
  affiliateVisitRequest,
  lineLink,
  lineLinkRequest,
} from '../affiliate.ts';
import type { RouteSchemas } from './define.ts';

/** The affiliate programme (docs/AFFILIATE.md#calls): its terms and visits are public, the rest need a session. */
export const affiliateRouteSchemas = {
  configs: {
    auth: 'public',
    summary: 'Commission rates (percent) per level and category, and the minimum redemption',
    query: affiliateConfigQuery,
    response: affiliateConfig,
  },
  visit: {
    auth: 'public',
    summary: 'Counts a visit through a referral link, once per visitor and Bangkok day',
    body: affiliateVisitRequest,
    response: affiliateVisit,
  },
  summary: {
    auth: 'member',
    summary: 'Referral code, clicks, sign-ups, depositors, commission earned and available',
    response: affiliateSummary,
  },
  network: {
    auth: 'member',
    summary: 'One page of the downline at a level, phones masked',
    body: affiliateNetworkRequest,
    response: affiliateNetwork,
  },
  transactions: {
    auth: 'member',
    summary: 'Commission days and redemptions, newest first, paged, optionally between two dates',
    query: affiliateTransactionsQuery,
    response: affiliateTransactions,
  },
  daily: {
    auth: 'member',
    summary: 'Commission and redemptions per Bangkok day (default: the last 30 days)',
    query: affiliateDailyQuery,
    response: affiliateDaily,
  },
  redeem: {
    auth: 'member',
    summary: 'Moves commission to the main wallet; at least the minimum, at most what is available',
    body: affiliateRedeemRequest,
    response: affiliateRedeemed,
  },
} as const satisfies Record<string, RouteSchemas>;

/** The LINE link of the LIFF page (docs/LINE.md#linking). */
export const lineRouteSchemas = {
  link: {
    auth: 'member',
    summary: 'Links the LINE user of a LIFF ID token (verified with LINE) to the member',
    body: lineLinkRequest,
    response: lineLink,
  },
} as const satisfies Record<string, RouteSchemas>;
