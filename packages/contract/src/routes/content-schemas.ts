import {
  agentBankAccountList,
  agentCodeQuery,
  agentConfig,
  agentConfigRequest,
  agentTrueMoneyAccountList,
  agentValidateQuery,
  agentValidation,
  bannerList,
  eventList,
  notificationList,
  optionalAgentCodeBody,
  optionalAgentCodeQuery,
} from '../content.ts';
import type { RouteSchemas } from './define.ts';

/** Announcements, banners and events: the same answer for every visitor (docs/PERFORMANCE.md#content-caches). */
export const contentRouteSchemas = {
  notifications: {
    auth: 'public',
    summary: 'Announcements for the notification dialog (ประกาศสำคัญ)',
    query: optionalAgentCodeQuery,
    response: notificationList,
  },
  banners: { auth: 'public', summary: 'Home page banners', query: agentCodeQuery, response: bannerList },
  events: {
    auth: 'public',
    summary: 'Images of the event announcement dialog',
    query: optionalAgentCodeQuery,
    response: eventList,
  },
} as const satisfies Record<string, RouteSchemas>;

/** The agent's configuration and deposit accounts. */
export const agentRouteSchemas = {
  config: {
    auth: 'public',
    summary: 'Agent info (logo, LINE links) and settings (limits, minimum age, licence)',
    body: agentConfigRequest,
    response: agentConfig,
  },
  bankAccounts: {
    auth: 'public',
    summary: 'Bank accounts members transfer deposits to',
    body: optionalAgentCodeBody,
    response: agentBankAccountList,
  },
  trueMoneyAccounts: {
    auth: 'public',
    summary: 'TrueMoney Wallet accounts members transfer deposits to',
    body: optionalAgentCodeBody,
    response: agentTrueMoneyAccountList,
  },
  validate: {
    auth: 'public',
    summary: 'Checks that an agent code exists and is active',
    query: agentValidateQuery,
    response: agentValidation,
  },
} as const satisfies Record<string, RouteSchemas>;
