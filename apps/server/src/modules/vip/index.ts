/**
 * The VIP domain's public API (docs/rules/vip.md): what each level gives, read by the lotto pricing and
 * the cashback computation at the moment they price or compute; the monthly bonus job; the member's VIP
 * card; and the terms the back office saves. Other domains and entry points import from here only.
 */
export { createMemberVipReader, allVipTerms, vipTermsOf } from './terms.ts';
export type { MemberVip, MemberVipReader, VipTerms, VipThresholds } from './terms.ts';
export { createVipJobs, payMonthlyBonuses, bangkokMonth } from './monthly-bonus.ts';
export { vipHandlers } from './routes.ts';
// The back office's VIP screen (docs/BACKOFFICE.md#vip-levels): the terms listed and saved with their
// audit row, the back office's caps passed in as the save's check.
export { operatorVipTerms, saveOperatorVipTerms } from './operator-terms.ts';
