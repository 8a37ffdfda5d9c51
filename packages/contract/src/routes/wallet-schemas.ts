import { pointsResult, statementPage, statementQuery, walletList } from '../wallet.ts';
import type { RouteSchemas } from './define.ts';

const wallets = {
  auth: 'member',
  summary: "The member's wallets with balances in baht",
  response: walletList,
} as const satisfies RouteSchemas;

/** The member's wallets, points and statement (docs/rules/wallets.md); every one needs a session. */
export const walletRouteSchemas = {
  wallets,
  // The spec's client POSTs; GET is the same read for tools and caches-off refreshes.
  walletsByGet: wallets,
  points: { auth: 'member', summary: "The member's points balance", response: pointsResult },
  statement: {
    auth: 'member',
    summary: 'Every movement on the wallets and points, newest first, with Thai reason labels',
    query: statementQuery,
    response: statementPage,
  },
} as const satisfies Record<string, RouteSchemas>;
