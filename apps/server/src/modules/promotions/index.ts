/**
 * The promotions domain's public API (docs/PROMOTIONS.md#promotions, docs/rules/promotions.md): the
 * public list and the member's calls, the hook the deposit-credit transaction calls, the promotion
 * wallet's allowed categories for the game sheet, the settle job and the operator's functions.
 */
export { promotionHandlers } from './routes.ts';
export { createPromotionService } from './service.ts';
export type { PromotionService } from './service.ts';
export { applyPromotionToCreditedDeposit, checkPromotionForDeposit } from './start.ts';
export type { CreditedDepositInput, DepositPromotionOutcome } from './start.ts';
export type { CountCreditedBefore, PromotionDeposit, PromotionReads } from './reads.ts';
export { promotionWalletCategories, settle as settlePromotion } from './progress.ts';
export { createPromotionJobs } from './jobs.ts';
export { addPromotion, disablePromotion, promotionsOf } from './operator.ts';
export type { PromotionInput } from './operator.ts';
export { hasActivePromotion } from './queries.ts';
export type { PromotionRow } from './queries.ts';
export { latestPromotionsOf } from './operator-queries.ts';
// The back office's promotions screen (docs/BACKOFFICE.md#marketing): its list, a promotion added from
// its form (by the operator within the caps or by the approver of a `promotion.add` request), switched off.
export { operatorPromotionPage } from './list-operator-promotions.ts';
export { addOperatorPromotion } from './add-operator-promotion.ts';
export { disableOperatorPromotion } from './disable-operator-promotion.ts';
