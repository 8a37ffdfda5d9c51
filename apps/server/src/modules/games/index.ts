/**
 * The games domain's public API (docs/GAMES.md): the catalogue and lobby calls, game links, the
 * seamless-wallet protocol for providers, and the catalogue the seed ensures. Other domains and entry
 * points import from here only.
 */
export { DEMO_PROVIDER_ID, ensureGameCatalogue } from './catalogue.ts';
export { gameHandlers } from './lobby/routes.ts';
export { createGameService, providerLobbyExists } from './lobby/service.ts';
export { providerRoutes } from './provider/routes.ts';
export { createProviderService } from './provider/service.ts';
// The back office's provider-win queue (docs/BACKOFFICE.md#provider-win-queue).
export { resolveOperatorWinReview, winReviewPage } from './provider/operator-win-reviews.ts';
export { resolveProviderSecret } from './provider-secret.ts';
export { signProviderBody } from './signature.ts';
export {
  addDailyPlayTotals,
  addDailyPlayTotalsMany,
  dayTurnoverSql,
  firstPlayDay,
  hasOpenRound,
  turnoverDaysSinceSql,
  turnoverSinceSql,
  walletTurnover,
} from './wallet-play-queries.ts';
export { latestGameRoundsOf } from './operator-queries.ts';
// The cashback's and the quests' reads of the kept totals (docs/rules/cashback.md, docs/rules/quests.md).
export { everyonesDayTotals, memberDayTotals, turnoverBetween } from './day-totals-queries.ts';
export type { DayTotals } from './day-totals-queries.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports).
export { activePlayerCounts, playPerDay } from './report-queries.ts';
export type { DayGame } from './report-queries.ts';
