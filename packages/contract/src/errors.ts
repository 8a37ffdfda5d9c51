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
} as const satisfies Record<string, { code: number; http: number; message: string; reason: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

const byCode = new Map<number, ErrorKey>(Object.entries(ERRORS).map(([key, e]) => [e.code, key as ErrorKey]));

export function errorKeyOf(code: number): ErrorKey | undefined {
  return byCode.get(code);
}
