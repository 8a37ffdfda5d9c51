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
  BO_LINK_HOST_NOT_ALLOWED: {
    code: 12451,
    http: 200,
    message:
      'ลิงก์นี้ไปยังเว็บไซต์ที่ไม่อยู่ในรายชื่อที่อนุญาต ใช้หน้าในเว็บไซต์ (ขึ้นต้นด้วย /) หรือขอให้ผู้ดูแลระบบเพิ่มโดเมนนี้ใน CONTENT_LINK_HOSTS',
    reason:
      "A content link to an https address whose host is not on the operator's list (CONTENT_LINK_HOSTS); nothing was written (docs/rules/content.md#links-and-images).",
  },
  BO_PROVIDER_WIN_NOT_FOUND: {
    code: 12452,
    http: 200,
    message: 'ไม่พบรายการยอดชนะนี้ในคิว',
    reason:
      'A provider-win review id that does not exist; nothing changed (docs/BACKOFFICE.md#provider-win-queue).',
  },
  BO_PROVIDER_WIN_RESOLVED: {
    code: 12453,
    http: 200,
    message: 'รายการนี้มีผู้บันทึกผลการตรวจสอบไปแล้ว',
    reason:
      'A provider-win review already resolved by another operator (the message names who and when); nothing changed (docs/BACKOFFICE.md#provider-win-queue).',
  },
} as const satisfies Record<string, ErrorEntry>;
