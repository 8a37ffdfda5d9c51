import { z } from 'zod';
import { currentPassword, phone, PASSWORD_MAX_LENGTH } from '../account.ts';
import { OPERATOR_ROLES } from './roles.ts';
import { backofficeCall } from './define.ts';

/**
 * The back office's sign-in, two-factor, operators and sessions (docs/BACKOFFICE.md#access). An operator
 * signs in with a phone or an email and a password, then a 6-digit TOTP code (RFC 6238) or one of the
 * recovery codes; the session is an HttpOnly cookie, never a token the page can read.
 */

/** A back-office password: longer than a member's, since it guards everybody's money. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const operatorRole = z.enum(OPERATOR_ROLES);

export const operatorEmail = z
  .string({ error: 'กรุณากรอกอีเมล' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'อีเมลยาวไม่เกิน 254 ตัวอักษร' })
  .pipe(z.email({ error: 'รูปแบบอีเมลไม่ถูกต้อง' }));

/** What an operator signs in with: a Thai mobile number or an email, as it was registered. */
export const operatorLogin = z
  .string({ error: 'กรุณากรอกเบอร์โทรศัพท์หรืออีเมล' })
  .trim()
  .min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์หรืออีเมล' })
  .max(254, { error: 'เบอร์โทรศัพท์หรืออีเมลยาวเกินไป' });

export const operatorNewPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(OPERATOR_PASSWORD_MIN_LENGTH, {
    error: `รหัสผ่านต้องมีอย่างน้อย ${OPERATOR_PASSWORD_MIN_LENGTH} ตัวอักษร`,
  })
  .max(PASSWORD_MAX_LENGTH, { error: `รหัสผ่านต้องไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร` });

export const totpCode = z
  .string({ error: 'กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตน' })
  .trim()
  .regex(/^\d{6}$/, { error: 'รหัสยืนยันตัวตนเป็นตัวเลข 6 หลัก' });

/** Recovery codes are shown as XXXX-XXXX-XXXX-XXXX; spaces, dashes and case do not matter when typed. */
export const recoveryCode = z
  .string({ error: 'กรุณากรอกรหัสกู้คืน' })
  .trim()
  .min(1, { error: 'กรุณากรอกรหัสกู้คืน' })
  .max(64, { error: 'รหัสกู้คืนไม่ถูกต้อง' });

const opaqueToken = z.string().trim().min(1).max(128);

export const backofficeLoginRequest = z.object({ login: operatorLogin, password: currentPassword });
export type BackofficeLoginRequest = z.infer<typeof backofficeLoginRequest>;

/** The password was right: the TOTP step follows with this ticket (five minutes, used once). */
export const backofficeLoginResponse = z.object({ next: z.literal('totp'), ticket: z.string() });
export type BackofficeLoginResponse = z.infer<typeof backofficeLoginResponse>;

export const backofficeTotpRequest = z.union([
  z.object({ ticket: opaqueToken, code: totpCode }),
  z.object({ ticket: opaqueToken, recovery_code: recoveryCode }),
]);
export type BackofficeTotpRequest = z.infer<typeof backofficeTotpRequest>;

/** The signed-in operator (`GET /api/backoffice/auth/me`, and the answer of every sign-in). */
export const backofficeMe = z.object({
  id: z.number().int(),
  name: z.string(),
  role: operatorRole,
  totp_enrolled: z.boolean(),
  /** Recovery codes still unused, so the back office can warn before they run out. */
  recovery_codes_left: z.number().int(),
});
export type BackofficeMe = z.infer<typeof backofficeMe>;

export const backofficeSetupStartRequest = z.object({ token: opaqueToken });
export type BackofficeSetupStartRequest = z.infer<typeof backofficeSetupStartRequest>;

export const backofficeSetupStartResponse = z.object({
  /** `otpauth://totp/…` for the QR code any authenticator app scans. */
  otpauth_uri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  name: z.string(),
  role: operatorRole,
  /** The operator has no phone or email yet (the first admin): setup/finish must name one. */
  needs_login: z.boolean(),
});
export type BackofficeSetupStartResponse = z.infer<typeof backofficeSetupStartResponse>;

export const backofficeSetupFinishRequest = z.object({
  token: opaqueToken,
  password: operatorNewPassword,
  code: totpCode,
  /** Only for an operator created without one (needs_login); a phone or an email. */
  login: operatorLogin.optional(),
});
export type BackofficeSetupFinishRequest = z.infer<typeof backofficeSetupFinishRequest>;

export const backofficeSetupFinishResponse = z.object({
  operator: backofficeMe,
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type BackofficeSetupFinishResponse = z.infer<typeof backofficeSetupFinishResponse>;

export const backofficeOperator = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: operatorRole,
  /** Setup finished (password and TOTP): the operator can sign in. */
  enrolled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
  last_seen_at: z.string().nullable(),
});
export type BackofficeOperator = z.infer<typeof backofficeOperator>;

export const backofficeOperatorList = z.object({ items: z.array(backofficeOperator) });
export type BackofficeOperatorList = z.infer<typeof backofficeOperatorList>;

const operatorName = z
  .string({ error: 'กรุณากรอกชื่อผู้ใช้งาน' })
  .trim()
  .min(1, { error: 'กรุณากรอกชื่อผู้ใช้งาน' })
  .max(100, { error: 'ชื่อผู้ใช้งานยาวไม่เกิน 100 ตัวอักษร' });

export const backofficeOperatorCreateRequest = z
  .object({
    name: operatorName,
    phone: phone.optional(),
    email: operatorEmail.optional(),
    role: operatorRole,
  })
  .refine((v) => (v.phone === undefined) !== (v.email === undefined), {
    error: 'กรุณากรอกเบอร์โทรศัพท์หรืออีเมลอย่างใดอย่างหนึ่ง',
  });
export type BackofficeOperatorCreateRequest = z.infer<typeof backofficeOperatorCreateRequest>;

/** A one-time setup link for an operator (24 h), given to them by hand. */
export const backofficeSetupLink = z.object({
  operator: backofficeOperator,
  setup_url: z.string(),
  expires_at: z.string(),
});
export type BackofficeSetupLink = z.infer<typeof backofficeSetupLink>;

export const backofficeSession = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  role: operatorRole,
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type BackofficeSession = z.infer<typeof backofficeSession>;

export const backofficeSessionList = z.object({ items: z.array(backofficeSession) });
export type BackofficeSessionList = z.infer<typeof backofficeSessionList>;

export const backofficeRevoked = z.object({ revoked: z.number().int() });
export type BackofficeRevoked = z.infer<typeof backofficeRevoked>;

export const backofficeLoggedOut = z.object({ logged_out: z.literal(true) });
export type BackofficeLoggedOut = z.infer<typeof backofficeLoggedOut>;

/** An operator's or a session's id in a path. */
export const operatorIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back office's sign-in, two-factor, operators and sessions calls (docs/BACKOFFICE.md#access). */
export const accessCalls = {
  login: backofficeCall('POST /api/backoffice/auth/login', {
    roles: 'public',
    summary: 'Sign in, step 1: phone or email and password → a ticket for the TOTP step',
    body: backofficeLoginRequest,
    response: backofficeLoginResponse,
  }),
  totp: backofficeCall('POST /api/backoffice/auth/totp', {
    roles: 'public',
    summary: 'Sign in, step 2: the ticket and a TOTP or recovery code → the session cookie',
    body: backofficeTotpRequest,
    response: backofficeMe,
  }),
  setupStart: backofficeCall('POST /api/backoffice/auth/setup/start', {
    roles: 'public',
    summary: 'Setup link: offer a TOTP secret (otpauth URI for the QR code)',
    body: backofficeSetupStartRequest,
    response: backofficeSetupStartResponse,
  }),
  setupFinish: backofficeCall('POST /api/backoffice/auth/setup/finish', {
    roles: 'public',
    summary: 'Setup link: set the password, confirm TOTP, get recovery codes once, sign in',
    body: backofficeSetupFinishRequest,
    response: backofficeSetupFinishResponse,
  }),
  logout: backofficeCall('POST /api/backoffice/auth/logout', {
    roles: 'any',
    summary: 'End this session',
    response: backofficeLoggedOut,
  }),
  me: backofficeCall('GET /api/backoffice/auth/me', {
    roles: 'any',
    summary: 'The signed-in operator',
    response: backofficeMe,
  }),
  revokeOtherSessions: backofficeCall('POST /api/backoffice/auth/sessions/revoke-others', {
    roles: 'any',
    summary: "End the operator's own other sessions",
    response: backofficeRevoked,
  }),
  operators: backofficeCall('GET /api/backoffice/operators', {
    roles: ['admin'],
    summary: 'List operators',
    response: backofficeOperatorList,
  }),
  addOperator: backofficeCall('POST /api/backoffice/operators', {
    roles: ['admin'],
    summary: 'Add an operator → the one-time setup link',
    body: backofficeOperatorCreateRequest,
    response: backofficeSetupLink,
  }),
  disableOperator: backofficeCall('POST /api/backoffice/operators/:id/disable', {
    roles: ['admin'],
    summary: 'Disable an operator and end their sessions',
    params: operatorIdParams,
    response: backofficeOperator,
  }),
  reissueSetupLink: backofficeCall('POST /api/backoffice/operators/:id/setup-link', {
    roles: ['admin'],
    summary: 'A new setup link (resets password and TOTP at its use; the old link stops working)',
    params: operatorIdParams,
    response: backofficeSetupLink,
  }),
  sessions: backofficeCall('GET /api/backoffice/sessions', {
    roles: ['admin'],
    summary: 'Active sessions of all operators',
    response: backofficeSessionList,
  }),
  revokeSession: backofficeCall('POST /api/backoffice/sessions/:id/revoke', {
    roles: ['admin'],
    summary: 'End a session',
    params: operatorIdParams,
    response: backofficeRevoked,
  }),
} as const;
