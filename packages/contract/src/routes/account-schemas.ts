import { z } from 'zod';
import {
  accessToken,
  changePasswordRequest,
  checkAccountRequest,
  checkAccountResult,
  loginRequest,
  memberBankAccount,
  registerRequest,
  resetPasswordRequest,
  resetPasswordResult,
  resetPasswordV2Request,
  updateSubBankAccountRequest,
  userInfo,
} from '../account.ts';
import type { RouteSchemas } from './define.ts';

/** Register, sign in and out, passwords, the second bank account, the member's details (docs/ACCOUNTS.md). */
export const accountRouteSchemas = {
  checkAccount: {
    auth: 'public',
    summary: 'Whether a phone or bank account number is already registered (never whose)',
    body: checkAccountRequest,
    response: checkAccountResult,
  },
  register: {
    auth: 'public',
    summary: 'Registers a member, opens their wallets and signs them in',
    body: registerRequest,
    response: accessToken,
  },
  login: {
    auth: 'public',
    summary: 'Signs in with phone and password',
    body: loginRequest,
    response: accessToken,
  },
  logout: { auth: 'member', summary: 'Ends this session', response: z.null() },
  resetPassword: {
    auth: 'public',
    summary: 'Sends a password-reset code by SMS (same answer for any phone)',
    body: resetPasswordRequest,
    response: resetPasswordResult,
  },
  resetPasswordV2: {
    auth: 'public',
    summary: 'Sets a new password with the SMS code; ends every session',
    body: resetPasswordV2Request,
    response: z.null(),
  },
  changePassword: {
    auth: 'member',
    summary: 'Changes the password; ends the other sessions',
    body: changePasswordRequest,
    response: z.null(),
  },
  updateSubBankAccount: {
    auth: 'member',
    summary: 'Sets the second bank account for withdrawals (asks for the password)',
    body: updateSubBankAccountRequest,
    response: memberBankAccount,
  },
  userInfo: {
    auth: 'member',
    summary: 'The member panel: profile, VIP level, points, wallet total, responsible-gaming state',
    response: userInfo,
  },
} as const satisfies Record<string, RouteSchemas>;
