import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of the back office's marketing screens (banners, announcements, notifications, promotions, coupons); part of the one table in errors.ts. */
export const MARKETING_BO_ERRORS = {
  BO_CONTENT_NOT_FOUND: {
    code: 12200,
    http: 200,
    message: 'ไม่พบรายการนี้ อาจถูกลบไปแล้ว กรุณาโหลดรายการใหม่',
    reason: 'The banner, notification or event id names no row of this agent.',
  },
  BO_PROMOTION_NOT_FOUND: {
    code: 12201,
    http: 200,
    message: 'ไม่พบโปรโมชั่นนี้ กรุณาโหลดรายการใหม่',
    reason: 'The promotion id names no promotion of this agent.',
  },
  BO_COUPON_CODE_TAKEN: {
    code: 12202,
    http: 200,
    message: 'มีคูปองรหัสนี้อยู่แล้ว กรุณาใช้รหัสอื่น',
    reason: 'Coupon codes are unique per agent (compared upper-case); an existing coupon is never changed.',
  },
  BO_COUPON_WINDOW: {
    code: 12203,
    http: 200,
    message: 'เวลาหมดอายุของคูปองต้องอยู่หลังเวลาเริ่มใช้และหลังเวลาปัจจุบัน',
    reason:
      'A coupon whose window has already ended (or ends before it starts, counted from now when no start is given) could never be redeemed.',
  },
  BO_COUPON_NOT_FOUND: {
    code: 12204,
    http: 200,
    message: 'ไม่พบคูปองนี้ กรุณาโหลดรายการใหม่',
    reason: 'The coupon id of a call to end a coupon names no coupon of this agent.',
  },
} as const satisfies Record<string, ErrorEntry>;
