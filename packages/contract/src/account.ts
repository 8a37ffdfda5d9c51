import { z } from 'zod';
import { bankAccountNo, bankCode, checkBankAccountLength } from './banks.ts';
import { agentCode } from './content.ts';

/**
 * Account calls (docs/rules/accounts.md#registration and the headings after it). Field rules carry the Thai
 * message a form shows under the field; the server applies the same schemas at the edge, so a request that
 * breaks one is a request the official client never sends (HTTP 400). Rules that need the database or
 * configuration (duplicate phone, minimum age, common passwords, referral codes) are business errors in the
 * ERRORS table.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

export const phone = z
  .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
  // An empty field asks for the value rather than describing its format.
  .min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์', abort: true })
  .regex(/^0[689]\d{8}$/, { error: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09' });

/** A password being chosen (register, reset, change): the strength rules apply. */
export const newPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(PASSWORD_MIN_LENGTH, { error: `รหัสผ่านต้องมีอย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร` })
  .max(PASSWORD_MAX_LENGTH, { error: `รหัสผ่านต้องไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร` });

/** A password being checked (login, re-authentication): members with older passwords can still sign in. */
export const currentPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(1, { error: 'กรุณากรอกรหัสผ่าน' })
  .max(PASSWORD_MAX_LENGTH, { error: `รหัสผ่านต้องไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร` });

/** Thai letters, vowels and tone marks (no digits or ฿), words separated by single spaces. */
const THAI_WORDS = /^[\u0E01-\u0E3A\u0E40-\u0E4E]+(?: [\u0E01-\u0E3A\u0E40-\u0E4E]+)*$/;

function thaiName(label: string) {
  return z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(60, { error: `${label}ต้องไม่เกิน 60 ตัวอักษร` })
    .regex(THAI_WORDS, { error: `${label}ต้องเป็นภาษาไทยเท่านั้น` });
}

export const firstName = thaiName('ชื่อ');
export const lastName = thaiName('นามสกุล');

/** `YYYY-MM-DD` in the Gregorian calendar (a date input gives exactly this). */
export const isoDate = z
  .string({ error: 'กรุณากรอกวันที่' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.)' })
  .refine(isCalendarDate, { error: 'ไม่มีวันที่นี้ในปฏิทิน' });

/**
 * A birth date, `YYYY-MM-DD` Gregorian like every date of the API. The register form picks it as day,
 * Thai month and Buddhist-era year (docs/ACCOUNTS.md#birth-date), so the messages speak of choosing
 * them; a half-chosen date reaches this schema as something that is not a date.
 */
export const BIRTH_DATE_MESSAGES = {
  required: 'กรุณาเลือกวันเกิด',
  incomplete: 'กรุณาเลือกวัน เดือน และปีเกิดให้ครบ',
  notInCalendar: 'ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันและเดือนเกิด',
  tooEarly: 'กรุณาตรวจสอบปีเกิด',
} as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Each check speaks only where the one before it passed, so one message shows at a time; none aborts,
// which would keep the form's own checks (the repeated password) from running.
export const birthDate = z
  .string({ error: BIRTH_DATE_MESSAGES.required })
  .min(1, { error: BIRTH_DATE_MESSAGES.required })
  .refine((d) => d === '' || ISO_DATE.test(d), { error: BIRTH_DATE_MESSAGES.incomplete })
  .refine((d) => !ISO_DATE.test(d) || isCalendarDate(d), { error: BIRTH_DATE_MESSAGES.notInCalendar })
  .refine((d) => !ISO_DATE.test(d) || !isCalendarDate(d) || d >= '1900-01-01', {
    error: BIRTH_DATE_MESSAGES.tooEarly,
  });

/** LINE ids: 4–20 letters, digits, dot, dash or underscore; official accounts start with @. Empty = none. */
export const lineId = z
  .string()
  .trim()
  .regex(/^(@?[A-Za-z0-9._-]{4,20})?$/, {
    error: 'LINE ID ต้องมี 4–20 ตัว เป็นภาษาอังกฤษ ตัวเลข จุด ขีด หรือขีดล่าง',
  });

/** Referral codes are issued by the server (8 letters and digits); case does not matter. Empty = none. */
export const referralCode = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9]{6,12})?$/, { error: 'รหัสแนะนำต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 6–12 ตัว' });

export const otpCode = z
  .string({ error: 'กรุณากรอกรหัส OTP' })
  // An empty field asks for the value rather than describing its format.
  .min(1, { error: 'กรุณากรอกรหัส OTP', abort: true })
  .regex(/^\d{6}$/, { error: `รหัส OTP ต้องเป็นตัวเลข ${OTP_LENGTH} หลัก` });

const registerFields = z.object({
  phone,
  password: newPassword,
  first_name: firstName,
  last_name: lastName,
  bank_code: bankCode,
  bank_account_no: bankAccountNo,
  birth_date: birthDate,
  line_id: lineId.optional(),
  ref: referralCode.optional(),
  agent_code: agentCode,
});

export const registerRequest = registerFields.superRefine(checkBankAccountLength);

const PASSWORDS_DIFFER = 'รหัสผ่านทั้งสองช่องไม่ตรงกัน';

/** The register form: the request plus a repeated password, checked in the browser only. */
export const registerForm = registerFields
  .extend({ password_confirm: z.string({ error: 'กรุณายืนยันรหัสผ่าน' }) })
  .superRefine((value, ctx) => {
    checkBankAccountLength(value, ctx);
    if (value.password !== value.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: PASSWORDS_DIFFER });
    }
  });

export const loginRequest = z.object({ username: phone, password: currentPassword });

/** What register and login answer: a bearer token for `Authorization: Bearer <access_token>`. */
export const accessToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** The absolute end of the session; it ends earlier after an idle hour. */
  expires_at: z.string(),
});

export const checkAccountRequest = z
  .object({
    phone: phone.optional(),
    bank_account_no: bankAccountNo.optional(),
    agent_code: agentCode.optional(),
  })
  .refine((v) => v.phone !== undefined || v.bank_account_no !== undefined, {
    error: 'กรุณากรอกเบอร์โทรศัพท์หรือเลขบัญชีธนาคาร',
  });

/** Whether each value asked about is already registered with the agent (null: not asked). */
export const checkAccountResult = z.object({
  phone_registered: z.boolean().nullable(),
  bank_account_registered: z.boolean().nullable(),
});

export const resetPasswordRequest = z.object({ phone, agent_code: agentCode.optional() });

/** The same answer whether or not the phone is registered, so the call cannot be used to find members. */
export const resetPasswordResult = z.object({
  otp_expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});

const resetPasswordV2Fields = z.object({
  phone,
  otp: otpCode,
  password: newPassword,
  agent_code: agentCode.optional(),
});
export const resetPasswordV2Request = resetPasswordV2Fields;
export const resetPasswordV2Form = resetPasswordV2Fields
  .extend({ password_confirm: z.string({ error: 'กรุณายืนยันรหัสผ่าน' }) })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], error: PASSWORDS_DIFFER });

const changePasswordFields = z.object({ old_password: currentPassword, new_password: newPassword });
const NEW_PASSWORD_SAME = 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม';
export const changePasswordRequest = changePasswordFields.refine((v) => v.old_password !== v.new_password, {
  path: ['new_password'],
  error: NEW_PASSWORD_SAME,
});
export const changePasswordForm = changePasswordFields
  .extend({ new_password_confirm: z.string({ error: 'กรุณายืนยันรหัสผ่านใหม่' }) })
  .superRefine((v, ctx) => {
    if (v.old_password === v.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: NEW_PASSWORD_SAME });
    }
    if (v.new_password !== v.new_password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['new_password_confirm'], message: PASSWORDS_DIFFER });
    }
  });

export const updateSubBankAccountRequest = z
  .object({
    password: currentPassword,
    bank_code: bankCode,
    bank_account_no: bankAccountNo,
    /** As printed in the bank book; must match the registered first and last name. */
    account_name: z
      .string({ error: 'กรุณากรอกชื่อบัญชี' })
      .trim()
      .min(1, { error: 'กรุณากรอกชื่อบัญชี' })
      .max(120, { error: 'ชื่อบัญชีต้องไม่เกิน 120 ตัวอักษร' }),
  })
  .superRefine(checkBankAccountLength);

export const memberBankAccount = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked: only the last 4 digits are shown. */
  bank_account_no: z.string(),
  account_name: z.string(),
});

export const vipLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const userInfo = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** 0 guest, 1 gold, 2 hero (docs/rules/accounts.md#user-info-and-vip). */
    vip_level: vipLevel,
    referral_code: z.string(),
    line_id: z.string().nullable(),
    bank_code: z.string(),
    bank_name: z.string(),
    bank_account_no: z.string(),
    sub_bank: memberBankAccount.nullable(),
    created_at: z.string(),
  }),
  agent_code: z.string(),
  point: z.number().int(),
  /** Sum of all wallets, baht. */
  wallets_total: z.number(),
  responsible_gaming: z.object({
    cool_off_until: z.string().nullable(),
    self_excluded_until: z.string().nullable(),
  }),
});

export type RegisterRequest = z.infer<typeof registerRequest>;
export type RegisterForm = z.infer<typeof registerForm>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type AccessToken = z.infer<typeof accessToken>;
export type CheckAccountRequest = z.infer<typeof checkAccountRequest>;
export type CheckAccountResult = z.infer<typeof checkAccountResult>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;
export type ResetPasswordV2Request = z.infer<typeof resetPasswordV2Request>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export type UpdateSubBankAccountRequest = z.infer<typeof updateSubBankAccountRequest>;
export type MemberBankAccount = z.infer<typeof memberBankAccount>;
export type VipLevel = z.infer<typeof vipLevel>;
export type UserInfo = z.infer<typeof userInfo>;

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Completed years between two ISO dates (birthdays on 29 February count from 1 March in other years). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Messages that carry a number; the ERRORS table holds their generic form. */
export const accountMessages = {
  underAge: (minAge: number) => `ขออภัย ผู้สมัครต้องมีอายุ ${minAge} ปีบริบูรณ์ขึ้นไป`,
  loginThrottled: (minutes: number) => `เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งในอีก ${minutes} นาที`,
  otpTooSoon: (seconds: number) => `เพิ่งส่งรหัส OTP ไปแล้ว กรุณารอ ${seconds} วินาทีก่อนขอรหัสใหม่`,
  otpInvalid: (triesLeft: number) => `รหัส OTP ไม่ถูกต้อง กรอกได้อีก ${triesLeft} ครั้ง`,
  accountLocked: (minutes: number) =>
    `บัญชีนี้ถูกพักการเข้าสู่ระบบชั่วคราว เพราะมีการใส่รหัสผ่านผิดหลายครั้ง กรุณากด "ลืมรหัสผ่าน" เพื่อตั้งรหัสผ่านใหม่ด้วยรหัส OTP หรือรออีก ${minutes} นาที`,
  registerThrottled: (minutes: number) => `ส่งคำขอสมัครสมาชิกบ่อยเกินไป กรุณารออีก ${minutes} นาทีแล้วลองใหม่`,
};
