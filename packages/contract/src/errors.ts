/**
 * The one table of error codes (domain.md §13). `error: 0` is success. Business-rule failures are
 * answered with HTTP 200 and their code; the few codes with another `http` status are protocol-level
 * (schema violations, missing session, server faults). Each entry says why it exists.
 */
export const ERRORS = {
  VALIDATION_FAILED: {
    code: 1000,
    http: 400,
    message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
    reason: 'The request does not match its schema; the official client never sends such a request.',
  },
  UNAUTHORIZED: {
    code: 1001,
    http: 401,
    message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
    reason: 'A member call came without a bearer token, or with an expired or revoked one.',
  },
  NOT_FOUND: {
    code: 1002,
    http: 404,
    message: 'ไม่พบรายการที่ต้องการ',
    reason: 'No API route matches the method and path.',
  },
  INTERNAL: {
    code: 1003,
    http: 500,
    message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
    reason: 'An unexpected fault; details are only in the server log under the request id.',
  },
  AGENT_NOT_FOUND: {
    code: 2001,
    http: 200,
    message: 'ไม่พบรหัสเอเย่นต์นี้ กรุณาตรวจสอบลิงก์ที่ใช้เข้าเว็บไซต์',
    reason: 'The agent code in the request is unknown or the agent is disabled.',
  },
  // 3xxx: accounts, sessions and passwords (domain.md §3).
  PHONE_TAKEN: {
    code: 3001,
    http: 200,
    message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบ หรือกดลืมรหัสผ่าน',
    reason: 'Register with a phone already registered with the agent (also the loser of a double submit).',
  },
  BANK_ACCOUNT_TAKEN: {
    code: 3002,
    http: 200,
    message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว กรุณาใช้บัญชีของท่านเอง หรือติดต่อแอดมิน',
    reason: 'A bank account number may belong to one member of an agent only (main or sub account).',
  },
  UNDER_MIN_AGE: {
    code: 3003,
    http: 200,
    message: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
    reason: "Birth date below the agent's minimum age (domain.md §11); the message names the configured age.",
  },
  REFERRAL_NOT_FOUND: {
    code: 3004,
    http: 200,
    message: 'ไม่พบรหัสแนะนำนี้ กรุณาตรวจสอบอีกครั้ง หรือเว้นว่างไว้',
    reason: 'The referral code names no member of the same agent.',
  },
  WEAK_PASSWORD: {
    code: 3005,
    http: 200,
    message: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาตั้งรหัสผ่านอื่นที่ไม่ใช่ตัวเลขเรียง เลขซ้ำ หรือเบอร์โทรศัพท์',
    reason: 'The new password is one of the 1,000 most common ones or contains the phone number.',
  },
  LOGIN_FAILED: {
    code: 3006,
    http: 200,
    message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    reason: 'Unknown phone or wrong password: one message for both, so it does not tell who is a member.',
  },
  LOGIN_THROTTLED: {
    code: 3007,
    http: 200,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งภายหลัง',
    reason: 'Too many failed logins for the phone or from the address; the message says in how many minutes.',
  },
  OTP_TOO_SOON: {
    code: 3008,
    http: 200,
    message: 'เพิ่งส่งรหัส OTP ไปแล้ว กรุณารอสักครู่ก่อนขอรหัสใหม่',
    reason: 'A new OTP was asked for the same phone within the resend interval; the message says how long.',
  },
  OTP_INVALID: {
    code: 3009,
    http: 200,
    message: 'รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบ SMS แล้วลองอีกครั้ง',
    reason: 'Wrong OTP for the phone; the message says how many tries are left.',
  },
  OTP_EXPIRED: {
    code: 3010,
    http: 200,
    message: 'รหัส OTP หมดอายุหรือกรอกผิดครบจำนวนครั้งแล้ว กรุณากดขอรหัส OTP ใหม่',
    reason: 'No usable OTP: never requested, expired, already used, replaced, or out of tries.',
  },
  WRONG_PASSWORD: {
    code: 3011,
    http: 200,
    message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    reason: 'Re-authentication failed (change password, sub bank account).',
  },
  ACCOUNT_NAME_MISMATCH: {
    code: 3012,
    http: 200,
    message: 'ชื่อบัญชีต้องตรงกับชื่อและนามสกุลที่ใช้สมัครสมาชิก',
    reason: 'Withdrawals go only to accounts in the member’s own name.',
  },
  SUB_BANK_SAME_AS_MAIN: {
    code: 3013,
    http: 200,
    message: 'บัญชีนี้เป็นบัญชีหลักของท่านอยู่แล้ว กรุณาใช้บัญชีอื่น',
    reason: 'The second account must differ from the registered one.',
  },
  CHECK_ACCOUNT_THROTTLED: {
    code: 3014,
    http: 200,
    message: 'ตรวจสอบข้อมูลบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    reason: 'Too many check_account calls from one address: it would otherwise list who is a member.',
  },
  // 4xxx: wallets, statement and responsible gaming (domain.md §2, §11).
  STATEMENT_RANGE_INVALID: {
    code: 4001,
    http: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด',
    reason: 'A statement filter whose start date is after its end date.',
  },
  RG_COOLING_OFF: {
    code: 4002,
    http: 200,
    message: 'ท่านอยู่ในช่วงพักการเล่น ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ',
    reason: 'Deposits, bets and bonuses are refused during a cool-off; the message says until when.',
  },
  RG_SELF_EXCLUDED: {
    code: 4003,
    http: 200,
    message: 'ท่านเลือกหยุดเล่นไว้ ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ',
    reason: 'Deposits, bets and bonuses are refused during a self-exclusion; the message says until when.',
  },
  RG_DEPOSIT_LIMIT: {
    code: 4004,
    http: 200,
    message: 'ยอดฝากเกินวงเงินฝากที่ท่านตั้งไว้',
    reason: 'The deposit would pass a daily, weekly or monthly deposit limit; the message names it.',
  },
  RG_LOSS_LIMIT: {
    code: 4005,
    http: 200,
    message: 'เดิมพันนี้อาจทำให้ยอดเสียเกินวงเงินที่ท่านตั้งไว้',
    reason: 'Losing the stake would pass a loss limit; the message names it and what is left.',
  },
  RG_CANNOT_SHORTEN: {
    code: 4006,
    http: 200,
    message: 'ไม่สามารถย่นหรือยกเลิกช่วงพักการเล่นหรือหยุดเล่นก่อนกำหนดได้',
    reason: 'A cool-off or self-exclusion that would end before the one in force; they only extend.',
  },
} as const satisfies Record<string, { code: number; http: number; message: string; reason: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

const byCode = new Map<number, ErrorKey>(Object.entries(ERRORS).map(([key, e]) => [e.code, key as ErrorKey]));

export function errorKeyOf(code: number): ErrorKey | undefined {
  return byCode.get(code);
}
