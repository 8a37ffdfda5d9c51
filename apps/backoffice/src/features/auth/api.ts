import { boRequest } from '#bo/api/client.ts';

// The sign-in and enrolment calls (docs/BACKOFFICE.md#access). The session is an HttpOnly cookie the
// server sets on the second step; the app never holds a token.

export type LoginStep = { next: 'totp'; ticket: string };
export type SecondFactor = { ticket: string; code: string } | { ticket: string; recovery_code: string };
export type SetupStart = { otpauth_uri: string; secret: string };
export type SetupFinish = { recovery_codes: string[] };

export const login = (body: { login: string; password: string }) =>
  boRequest<LoginStep>('/api/backoffice/auth/login', { method: 'POST', body });

export const verifySecondFactor = (body: SecondFactor) =>
  boRequest<unknown>('/api/backoffice/auth/totp', { method: 'POST', body });

export const logout = () => boRequest<unknown>('/api/backoffice/auth/logout', { method: 'POST', body: {} });

export const startSetup = (token: string) =>
  boRequest<SetupStart>('/api/backoffice/auth/setup/start', { method: 'POST', body: { token } });

export const finishSetup = (body: { token: string; password: string; code: string }) =>
  boRequest<SetupFinish>('/api/backoffice/auth/setup/finish', { method: 'POST', body });
