import type { ErrorEntry } from '../error-entry.ts';

/**
 * Error codes of the back office's hardening and the money edges (requests from other sites, content
 * links, the provider-win queue), 12450–12499; part of the one table in errors.ts.
 */
export const HARDENING_BO_ERRORS = {
  BO_CROSS_SITE_REQUEST: {
    code: 12450,
    http: 403,
    message: 'คำขอนี้ไม่ได้ส่งมาจากหน้าหลังบ้านของระบบ จึงไม่ได้ดำเนินการ กรุณาเปิดหน้าหลังบ้านแล้วทำรายการอีกครั้ง',
    reason:
      "A state-changing back-office call whose Origin is not the back office's own, or whose Sec-Fetch-Site is not same-origin: a page of another site tried to act with the operator's cookie; nothing changed (docs/BACKOFFICE.md#access).",
  },
} as const satisfies Record<string, ErrorEntry>;
