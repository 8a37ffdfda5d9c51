/**
 * The VIP domain's public API (docs/rules/vip.md): what each level gives, read by the lotto pricing and
 * the cashback computation at the moment they price or compute; the monthly bonus job; the member's VIP
 * card; and the terms the back office saves. Other domains and entry points import from here only.
 */
export { createMemberVipReader, NO_VIP_TERMS, allVipTerms, vipTermsOf } from './terms.ts';
export type { MemberVip, MemberVipReader, VipTerms, VipThresholds } from './terms.ts';
export { createVipJobs, payMonthlyBonuses, bangkokMonth } from './monthly-bonus.ts';
export { vipHandlers } from './routes.ts';
export { saveVipTerms, vipTermsRows } from './save-terms.ts';
export type { VipTermsRow } from './queries.ts';
