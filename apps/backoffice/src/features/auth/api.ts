import type {
  BackofficeLoggedOut,
  BackofficeLoginRequest,
  BackofficeLoginResponse,
  BackofficeMe,
  BackofficeRevoked,
  BackofficeSetupFinishRequest,
  BackofficeSetupFinishResponse,
  BackofficeSetupStartResponse,
  BackofficeTotpRequest,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

// The sign-in and enrolment calls (docs/BACKOFFICE.md#access). The session is an HttpOnly cookie the
// server sets on the second step; the app never holds a token.

export const login = (body: BackofficeLoginRequest) =>
  boRequest<BackofficeLoginResponse>('/api/backoffice/auth/login', { method: 'POST', body });

export const verifySecondFactor = (body: BackofficeTotpRequest) =>
  boRequest<BackofficeMe>('/api/backoffice/auth/totp', { method: 'POST', body });

export const logout = () =>
  boRequest<BackofficeLoggedOut>('/api/backoffice/auth/logout', { method: 'POST', body: {} });

export const logoutOtherSessions = () =>
  boRequest<BackofficeRevoked>('/api/backoffice/auth/sessions/revoke-others', { method: 'POST', body: {} });

export const startSetup = (token: string) =>
  boRequest<BackofficeSetupStartResponse>('/api/backoffice/auth/setup/start', {
    method: 'POST',
    body: { token },
  });

export const finishSetup = (body: BackofficeSetupFinishRequest) =>
  boRequest<BackofficeSetupFinishResponse>('/api/backoffice/auth/setup/finish', { method: 'POST', body });
