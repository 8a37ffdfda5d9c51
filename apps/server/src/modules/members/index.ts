/**
 * The members domain's public API (docs/ACCOUNTS.md): accounts, sessions and the member guard, and the
 * one-time-code SMS sender. Other domains and entry points import from here only.
 */
export { accountHandlers } from './routes.ts';
export { createAccountService } from './service.ts';
export { installMemberAuth, memberOf } from './auth/require-member.ts';
export type { RequireMember } from './auth/require-member.ts';
export { memberResponses } from './auth/responses.ts';
export { createSession } from './auth/sessions.ts';
export { revokeAllSessions } from './auth/sessions.ts';
export type { SessionMember } from './auth/sessions.ts';
export { bearerCredential } from './auth/tokens.ts';
export { countLiveSessions } from './auth/session-queries.ts';
export { findMemberForOperator, listMemberBankAccounts } from './operator-lookup-queries.ts';
export { createSmsSender, latestSandboxOtp } from './sms/index.ts';
export type { SmsMessage, SmsSender } from './sms/index.ts';
