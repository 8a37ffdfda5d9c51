/**
 * The server test files that run on PGlite as well when PostgreSQL is there (TEST_DATABASE_URL set, as in
 * CI): start-up and migrations, a smoke test of each domain, and every money path's happy case. Every
 * other file that uses `describe.each(testDatabases())` runs on PostgreSQL only in such a run, where the
 * races are real; without TEST_DATABASE_URL (a newcomer's machine) every file runs on PGlite, and
 * `TEST_PGLITE=all` runs every file on both. docs/ARCHITECTURE.md#tests says why.
 *
 * A path is relative to apps/server/src; the server project's global setup refuses a path that names no
 * file, so a moved test cannot silently leave the set.
 */
export const PGLITE_SET: readonly string[] = [
  // Start-up on the embedded database: the seed, the demo member, the app's pages and error answers. (The
  // schema fuzz suite runs on PostgreSQL alone, with more requests: src/fuzz/fuzz.test.ts.)
  'seed/seed.test.ts',
  'demo-member.test.ts',
  // Readiness and the stop of the real server (docs/OPERATIONS.md#drain).
  'drain.test.ts',
  'http/web.test.ts',
  'http/errors.test.ts',

  // Money: the ledger, and every path that moves a member's money.
  'modules/ledger/transfer.test.ts',
  'modules/ledger/holds.test.ts',
  'modules/ledger/invariants.test.ts',
  'modules/ledger/flows.test.ts',
  'modules/wallets/routes.test.ts',
  'modules/wallets/free-credit/free-credit.test.ts',
  'modules/payments/deposits/deposit.test.ts',
  'modules/payments/webhook.test.ts',
  'modules/payments/withdrawals/withdraw.test.ts',
  'modules/payments/payouts/payouts.test.ts',
  'modules/games/provider/protocol.test.ts',
  'modules/lotto/bills/bills.test.ts',
  // The metrics count each money path by exactly its amount (docs/OPERATIONS.md#metrics).
  'http/metrics.test.ts',
  'modules/lotto/settlement/settlement.test.ts',
  'modules/lotto/yeekee/close.test.ts',
  'modules/cashback/cashback.test.ts',
  'modules/promotions/promotions.test.ts',
  'modules/coupons/coupons.test.ts',
  'modules/affiliate/commission/commission.test.ts',
  'modules/shop/shop.test.ts',
  'modules/wheel/wheel.test.ts',
  'modules/wheel/fairness.test.ts',
  'modules/quests/quests.test.ts',
  'modules/points/points.test.ts',
  // The VIP monthly bonus (free credit once per member and month), and the VIP terms in pricing and cashback.
  'modules/vip/vip.test.ts',

  // A smoke test of each other domain.
  'modules/members/register.test.ts',
  'modules/content/routes.test.ts',
  'modules/games/lobby/routes.test.ts',
  'modules/lotto/rounds/routes.test.ts',
  'modules/lotto/yeekee/shooting.test.ts',
  // Issue 30 asks the number sets' limits and share import, and the bill picture's owner check, on both.
  'modules/lotto/number-sets/number-sets.test.ts',
  'modules/lotto/bills/bill-image.test.ts',
  // Near-cap alerts: written by the bill's transaction, once per threshold (docs/LOTTO.md#near-cap-alerts).
  'modules/lotto/operator/cap-alerts.test.ts',
  'modules/polls/polls.test.ts',
  'modules/responsible-gaming/routes.test.ts',
  'modules/affiliate/network/calls.test.ts',
  'modules/live/live.test.ts',
  // Every event kind's inbox item, written in the money path's own transaction (docs/NOTIFICATIONS.md).
  'modules/notifications/inbox.test.ts',
  'modules/backoffice/access/sign-in.test.ts',
  // An operator's capped save: the caps are read inside its transaction, on PGlite's one connection too.
  'modules/points/backoffice-points.test.ts',
  'modules/members/operator/calls.test.ts',
  'operator/routes.test.ts',
  // Backups restore on both databases (docs/OPERATIONS.md#backups).
  'operator/backup.test.ts',
];
