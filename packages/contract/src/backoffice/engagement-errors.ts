import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of the back office's engagement screens (quests, wheel, shop, polls, points, affiliate); part of the one table in errors.ts. */
export const ENGAGEMENT_BO_ERRORS = {
  BO_QUEST_NOT_FOUND: {
    code: 12250,
    http: 200,
    message: 'ไม่พบภารกิจนี้',
    reason: 'The quest id names no quest of this agent; nothing changed.',
  },
  BO_QUEST_CODE_TAKEN: {
    code: 12251,
    http: 200,
    message: 'รหัสภารกิจนี้ถูกใช้แล้ว กรุณาตั้งรหัสอื่น',
    reason:
      'Another quest of this agent already has this code (the code is unique per agent); nothing changed.',
  },
  BO_WHEEL_NOT_FOUND: {
    code: 12252,
    http: 200,
    message: 'ไม่พบวงล้อนี้',
    reason: 'The wheel id names no wheel of this agent; nothing changed.',
  },
  BO_WHEEL_INVALID: {
    code: 12253,
    http: 200,
    message: 'ช่องวงล้อไม่ถูกต้อง กรุณาตรวจน้ำหนักและรางวัลของแต่ละช่อง',
    reason:
      'The segments sent do not make a valid wheel (unknown segment, fewer than two switched on, a weight or a total weight out of range, a prize without an amount); the message names which. Nothing changed.',
  },
  BO_SHOP_ITEM_NOT_FOUND: {
    code: 12254,
    http: 200,
    message: 'ไม่พบสินค้านี้',
    reason: 'The shop item id names no item of this agent; nothing changed.',
  },
  BO_SHOP_CODE_TAKEN: {
    code: 12255,
    http: 200,
    message: 'รหัสสินค้านี้ถูกใช้แล้ว กรุณาตั้งรหัสอื่น',
    reason: 'Another shop item of this agent already has this code; nothing changed.',
  },
  BO_REDEMPTION_NOT_PENDING: {
    code: 12256,
    http: 200,
    message: 'รายการแลกนี้ไม่ได้รอจัดส่งแล้ว (ส่งไปแล้วหรือไม่ใช่สินค้าที่ต้องจัดส่ง) กรุณาโหลดรายการใหม่',
    reason:
      'The redemption is unknown, a credit redemption, or already marked sent (perhaps by another operator); nothing changed.',
  },
  BO_POLL_NOT_FOUND: {
    code: 12257,
    http: 200,
    message: 'ไม่พบโพลนี้',
    reason: 'The poll id names no poll of this agent.',
  },
  BO_POLL_INVALID: {
    code: 12258,
    http: 200,
    message: 'ข้อมูลโพลไม่ถูกต้อง กรุณาตรวจตัวเลือกและช่วงเวลา',
    reason:
      'The polls domain refused the poll (fewer than two choices, the window ends before it starts…); nothing changed.',
  },
  BO_POINTS_ADJUST_REFUSED: {
    code: 12259,
    http: 200,
    message: 'ปรับพอยท์ไม่สำเร็จ',
    reason:
      'The points domain refused the adjustment (no member with this phone, or taking back more points than the member holds); the message says which; nothing changed.',
  },
  BO_QUEST_INVALID: {
    code: 12260,
    http: 200,
    message: 'เป้าหมายหรือรางวัลของภารกิจต้องเป็นจำนวนเต็ม',
    reason:
      'A quest counting bills or check-ins was given a fractional target, or a points or spins reward a fractional amount; the message says which; nothing changed.',
  },
  BO_SHOP_STOCK_NEGATIVE: {
    code: 12261,
    http: 200,
    message: 'สต็อกต้องไม่ต่ำกว่า 0 และไม่เกิน 1,000,000,000 ชิ้น',
    reason:
      'The stock change would take the stock below 0 (units may have been redeemed meanwhile) or above 1,000,000,000; nothing changed.',
  },
} as const satisfies Record<string, ErrorEntry>;
