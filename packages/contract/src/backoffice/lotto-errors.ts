import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of the back office's lotto screens (categories and rates, rounds, results, number limits, void) and four-eyes approvals; part of the one table in errors.ts. */
export const LOTTO_BO_ERRORS = {
  BO_LOTTO_ROUND_NOT_FOUND: {
    code: 12100,
    http: 200,
    message: 'ไม่พบงวดหวยนี้',
    reason: 'No lotto round of this site has that id; nothing changed.',
  },
  BO_LOTTO_CATEGORY_NOT_FOUND: {
    code: 12101,
    http: 200,
    message: 'ไม่พบประเภทหวยนี้',
    reason: 'The category code names no lotto category of this site; nothing changed.',
  },
  BO_LOTTO_NOT_CLOSED: {
    code: 12102,
    http: 200,
    message: 'งวดนี้ยังไม่ปิดรับ กรุณาปิดรับก่อนกรอกผล',
    reason: 'A result is taken only once the round is closed or past its close time: bills could still come.',
  },
  BO_LOTTO_VOIDED: {
    code: 12103,
    http: 200,
    message: 'งวดนี้ถูกยกเลิกแล้ว ไม่รับผลรางวัล',
    reason: 'A voided round takes no result; its bills were refunded.',
  },
  BO_LOTTO_RESULT_INVALID: {
    code: 12104,
    http: 200,
    message: 'ผลรางวัลไม่ครบหรือไม่ตรงกับประเภทหวยนี้',
    reason:
      'The result does not fit the category: a government round takes the first prize, two front-3, two back-3 and the lower 2; any other the top 3 and bottom 2. The message names the field.',
  },
  BO_LOTTO_DIFFERENT_RESULT: {
    code: 12105,
    http: 200,
    message: 'งวดนี้มีผลรางวัลอื่นบันทึกไว้แล้ว ไม่มีการเปลี่ยนแปลง',
    reason: 'The round already has another result; its bills may be paid, so it is never replaced.',
  },
  BO_LOTTO_HAS_RESULT: {
    code: 12106,
    http: 200,
    message: 'งวดนี้มีผลรางวัลแล้ว ยกเลิกงวดไม่ได้',
    reason: 'A round with a result is being or has been paid: it cannot be voided.',
  },
  BO_LOTTO_FROM_SHOTS: {
    code: 12107,
    http: 200,
    message: 'หวยยี่กีออกผลจากการยิงเลขของสมาชิกเท่านั้น กรอกผลหรือปิดก่อนเวลาไม่ได้ (ยกเลิกงวดได้)',
    reason:
      'Fair play: nobody picks a yeekee result or chooses which shots count (docs/YEEKEE.md#fair-play).',
  },
  BO_LOTTO_ROUND_OVER: {
    code: 12108,
    http: 200,
    message: 'งวดนี้ออกผลหรือยกเลิกแล้ว เปลี่ยนเลขอั้นไม่ได้',
    reason: 'A round with a result or voided takes no number rule; nothing changed.',
  },
  BO_LOTTO_NUMBER_INVALID: {
    code: 12109,
    http: 200,
    message: 'เลขหรือประเภทการแทงไม่ถูกต้องสำหรับงวดนี้',
    reason:
      'The number has the wrong count of digits for its bet type, or the round does not offer that type.',
  },
  BO_LOTTO_CLOSE_IN_PAST: {
    code: 12110,
    http: 200,
    message: 'เวลาปิดรับต้องเป็นเวลาในอนาคต',
    reason: 'An extra round must close in the future.',
  },
  BO_LOTTO_ROUND_EXISTS: {
    code: 12111,
    http: 200,
    message: 'ประเภทหวยนี้มีงวดที่ปิดรับเวลานี้อยู่แล้ว',
    reason: 'A category has at most one round closing at an instant.',
  },
  BO_LOTTO_RATES_INVALID: {
    code: 12130,
    http: 200,
    message: 'อัตราจ่ายไม่ถูกต้อง ไม่มีการเปลี่ยนแปลง',
    reason:
      'The rows do not fit together: a bet type the category does not offer or given twice, one it offers missing, a minimum above the maximum, or an over-cap rate above the rate. The message names the bet type and the field; nothing changed.',
  },
  BO_APPROVAL_NOT_FOUND: {
    code: 12120,
    http: 200,
    message: 'ไม่พบคำขออนุมัตินี้',
    reason: 'No four-eyes request has that id.',
  },
  BO_APPROVAL_DECIDED: {
    code: 12121,
    http: 200,
    message: 'คำขอนี้มีผู้ตัดสินแล้ว',
    reason:
      'The request was already approved or rejected (perhaps by another operator a moment ago); the message names who and when. Nothing changed.',
  },
  BO_APPROVAL_OWN_REQUEST: {
    code: 12122,
    http: 200,
    message: 'ผู้ขอไม่สามารถอนุมัติหรือปฏิเสธคำขอของตนเองได้ ต้องเป็นผู้ดูแลคนอื่น',
    reason: 'Four-eyes: the operator who asked never decides their own request.',
  },
  BO_APPROVAL_ROLE: {
    code: 12123,
    http: 200,
    message: 'บทบาทของคุณตัดสินคำขอประเภทนี้ไม่ได้',
    reason: 'Adjustments are decided by finance or an admin, government results by lotto or an admin.',
  },
  BO_APPROVAL_PENDING_EXISTS: {
    code: 12124,
    http: 200,
    message: 'มีคำขออื่นสำหรับรายการนี้รออนุมัติอยู่แล้ว',
    reason:
      'At most one request of a kind waits per subject (a round, an adjustment): another one is already pending with a different content.',
  },
} as const satisfies Record<string, ErrorEntry>;
