import { accessCalls } from '@ug99/contract';
import type {
  BackofficeLoginRequest,
  BackofficeSetupFinishRequest,
  BackofficeTotpRequest,
} from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// The sign-in and enrolment calls (docs/BACKOFFICE.md#access). The session is an HttpOnly cookie the
// server sets on the second step; the app never holds a token.

export const login = (body: BackofficeLoginRequest) => boCall(accessCalls.login, { body });

export const verifySecondFactor = (body: BackofficeTotpRequest) => boCall(accessCalls.totp, { body });

export const logout = () => boCall(accessCalls.logout);

export const logoutOtherSessions = () => boCall(accessCalls.revokeOtherSessions);

export const startSetup = (token: string) => boCall(accessCalls.setupStart, { body: { token } });

export const finishSetup = (body: BackofficeSetupFinishRequest) => boCall(accessCalls.setupFinish, { body });
