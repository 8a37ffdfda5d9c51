import type { ErrorEntry } from './error-entry.ts';

/**
 * 13000–13049: the member's number sets (โพย) kept on the server (docs/rules/lotto.md#number-sets); part of
 * the one table in errors.ts. Every refusal leaves the member's sets as they were.
 */
export const LOTTO_NUMBER_SET_ERRORS = {
  LOTTO_NUMBER_SET_NAME_INVALID: {
    code: 13001,
    http: 200,
    message: 'กรุณาตั้งชื่อโพย 1–30 ตัวอักษร',
    reason: 'The set name, trimmed, is empty or longer than 30 characters; nothing was saved.',
  },
  LOTTO_NUMBER_SET_LINES_INVALID: {
    code: 13002,
    http: 200,
    message: 'มีรายการในโพยที่ไม่ถูกต้อง กรุณาตรวจสอบตัวเลขและจำนวนเงินอีกครั้ง',
    reason:
      'No lines, more than 500, a number without its type’s digits, 3 ตัวโต๊ด on three equal digits, a (type, number) twice, or an amount that is not whole baht from 1 to 1,000,000; the message names the line. Nothing was saved.',
  },
  LOTTO_NUMBER_SET_LIMIT: {
    code: 13003,
    http: 200,
    message: 'เก็บโพยได้สูงสุด 50 ชุด กรุณาลบโพยที่ไม่ใช้แล้วก่อนบันทึกโพยใหม่',
    reason:
      'The member already keeps 50 sets and the save (under a new name) or the import would make 51; counted under a per-member lock, so saves at once cannot pass it.',
  },
  LOTTO_NUMBER_SET_NOT_FOUND: {
    code: 13004,
    http: 200,
    message: 'ไม่พบโพยนี้ อาจถูกลบไปแล้ว',
    reason: "The set id names no set of this member (another member's set is not found either).",
  },
  LOTTO_NUMBER_SET_CODE_NOT_FOUND: {
    code: 13005,
    http: 200,
    message: 'ไม่พบรหัสโพยนี้ กรุณาตรวจสอบรหัส 8 ตัวอีกครั้ง',
    reason: 'The share code names no set (mistyped, or its owner deleted the set).',
  },
  LOTTO_NUMBER_SET_ALREADY_IMPORTED: {
    code: 13006,
    http: 200,
    message: 'ท่านนำเข้าโพยจากรหัสนี้ไปแล้ว โพยที่นำเข้าอยู่ในรายการโพยของท่าน',
    reason: 'A member imports a share code once; a second import (or a retry of the first) copies nothing.',
  },
  LOTTO_NUMBER_SET_OWN_CODE: {
    code: 13007,
    http: 200,
    message: 'รหัสนี้เป็นโพยของท่านเอง ใช้โพยนี้ได้จากรายการโพยของท่าน',
    reason: 'A member entered the share code of one of their own sets: there is nothing to copy.',
  },
} as const satisfies Record<string, ErrorEntry>;
