/**
 * Loss and turnover rebates and the win/loss report (docs/PROMOTIONS.md#cashback, docs/rules/cashback.md):
 * app.ts imports from here only.
 */
export { cashbackHandlers } from './register-routes.ts';
export { createCashbackService } from './service.ts';
export type { CashbackService } from './service.ts';
export { createCashbackJobs } from './notices.ts';
export { winlossHandlers } from './winloss/routes.ts';
export { createWinlossService } from './winloss/service.ts';
