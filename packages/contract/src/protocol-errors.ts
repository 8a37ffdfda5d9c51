/**
 * The protocol-level codes (schema violations, missing session, unknown route, server faults, a
 * dependency briefly unreachable), which
 * the web client's request layer needs on every page. They are a module of their own so the browser's
 * entry chunk carries these instead of the whole table (docs/rules/member-site.md#first-load);
 * ERRORS (errors.ts) starts with them, so there is still one table of codes.
 */
export const PROTOCOL_ERRORS = {
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
  SERVICE_UNAVAILABLE: {
    code: 1004,
    http: 503,
    message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
    reason:
      'The database cannot be reached right now (a restart, a failover): nothing was done, and the same call can be sent again shortly (docs/OPERATIONS.md).',
  },
} as const satisfies Record<string, { code: number; http: number; message: string; reason: string }>;
