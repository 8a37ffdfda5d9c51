/**
 * The members domain's public API (docs/ACCOUNTS.md): accounts, sessions and the member guard, and the
 * one-time-code SMS sender. Other domains and entry points import from here only.
 */
export { accountHandlers } from './routes.ts';
export { createAccountService } from './service.ts';
export { installMemberAuth } from './auth/require-member.ts';
// The guard's request side is platform code (http/member-request.ts), offered here too so that a domain
// guards its routes with what #members hands out.
export { memberOf, memberResponses } from '#http/member-request.ts';
export type { RequireMember } from '#http/member-request.ts';
export { createSession } from './auth/sessions.ts';
export type { SessionMember } from '#http/member-request.ts';
export { bearerCredential } from './auth/tokens.ts';
export { countLiveSessions } from './auth/session-queries.ts';
export {
  agentOfMember,
  findMemberForOperator,
  memberCreatedAt,
  subAccountAddedSince,
  listMemberBankAccounts,
  membersOfAgent,
} from './operator-lookup-queries.ts';
// The VIP level from the kept totals (docs/rules/accounts.md#user-info-and-vip); the vip domain gives it its terms.
export { vipLevelOf } from './profile.ts';
// The back office's members screen (docs/BACKOFFICE.md#members), operators' notes included.
export { hasOperatorNote, operatorNotesOf } from './operator-notes-queries.ts';
export { liveSessionsOf, memberOfAgent } from './operator-screen-queries.ts';
export {
  downlineSql,
  findReferrer,
  referralCodeOf,
  referredMembersSql,
  uplinesOf,
} from './referral-queries.ts';
// The back office's members screen's use cases (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain).
export { createMemberOperatorService } from './operator/service.ts';
export type { MemberOperatorService } from './operator/service.ts';
export type { MemberActor } from './operator/context.ts';
export { requireMemberOfAgent } from './operator/context.ts';
export { memberRowView } from './operator/views.ts';
export { createSmsSender, latestSandboxOtp } from './sms/index.ts';
export type { SmsMessage, SmsSender } from './sms/index.ts';
export { agentMembersSql, vipLevelSql } from './audience-queries.ts';
// A member's phone and name: a subquery to join (one query), or a batch by ids (a second query).
export { memberContactsJoin, memberContactsOf } from './contact-queries.ts';
export type { MemberContact, MemberContactBook } from './contact-queries.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports).
export { newMembersPerDay } from './report-queries.ts';
