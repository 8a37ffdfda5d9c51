import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of the back office's reports and finance tools (daily and monthly figures, deposits, statements, reconciliation, sandbox); part of the one table in errors.ts. */
export const REPORTS_BO_ERRORS = {
  BO_REPORT_RANGE_REVERSED: {
    code: 12300,
    http: 200,
    message: 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด',
    reason: 'A report asked for a range whose start is after its end (docs/BACKOFFICE.md#reports).',
  },
  BO_REPORT_RANGE_TOO_LONG: {
    code: 12301,
    http: 200,
    message: 'ช่วงรายงานยาวเกินไป: รายวันได้ไม่เกิน 92 วัน รายเดือนไม่เกิน 24 เดือน',
    reason:
      'A report range longer than REPORT_MAX_DAYS days or REPORT_MAX_MONTHS months; the operator narrows it (docs/BACKOFFICE.md#reports).',
  },
  BO_DEPOSIT_REFERENCE_UNKNOWN: {
    code: 12310,
    http: 200,
    message: 'ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้ กรุณาตรวจสอบรหัสจากสลิปหรือรายการเดินบัญชี',
    reason:
      'deposit:confirm from the back office with a reference no deposit intent of this agent has; nothing changed (docs/BACKOFFICE.md#finance-tools).',
  },
  BO_DEPOSIT_AMOUNT_INVALID: {
    code: 12311,
    http: 200,
    message: 'จำนวนเงินที่ได้รับต้องมากกว่า 0 บาท',
    reason: 'deposit:confirm with an amount of zero; nothing changed (docs/BACKOFFICE.md#finance-tools).',
  },
  BO_STATEMENT_NOT_READ: {
    code: 12312,
    http: 200,
    message: 'อ่านรายการเดินบัญชีไม่ได้เลย กรุณาตรวจสอบว่าแต่ละบรรทัดเป็น วันที่,จำนวนเงิน,บัญชี,บันทึก',
    reason:
      'A statement import in which not one line could be read; nothing changed and no audit row was written (docs/BACKOFFICE.md#finance-tools).',
  },
  BO_COMMISSION_DAY_NOT_ENDED: {
    code: 12320,
    http: 200,
    message: 'วันนี้ยังไม่จบ (เวลากรุงเทพฯ) จ่ายค่าคอมมิชชันได้เฉพาะวันที่ผ่านไปแล้ว',
    reason:
      "affiliate:commission for today or a later Bangkok day: only a finished day's turnover is final; nothing was paid (docs/AFFILIATE.md).",
  },
  BO_SANDBOX_GATEWAY_OFF: {
    code: 12330,
    http: 200,
    message: 'เกตเวย์ชำระเงินทดสอบปิดอยู่บนเว็บนี้ จึงชำระหรือส่งแจ้งเตือนทดสอบไม่ได้',
    reason:
      'sandbox:pay or sandbox:redeliver from the back office where SANDBOX_GATEWAY is off; nothing was paid or delivered (docs/BACKOFFICE.md#sandbox-tools).',
  },
  BO_SANDBOX_SMS_OFF: {
    code: 12331,
    http: 200,
    message: 'เว็บนี้ไม่ได้ใช้ระบบ SMS ทดสอบ จึงไม่มีกล่องรหัส OTP ให้ดู',
    reason:
      'sandbox:otp from the back office where SMS_SENDER is not the sandbox sender (docs/BACKOFFICE.md#sandbox-tools).',
  },
  BO_SANDBOX_REFERENCE_UNKNOWN: {
    code: 12332,
    http: 200,
    message: 'ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้ กรุณาตรวจสอบรหัสจากหน้าฝากเงินของสมาชิก',
    reason:
      'sandbox:pay with a reference no deposit intent of this agent has; nothing was paid (docs/BACKOFFICE.md#sandbox-tools).',
  },
  BO_SANDBOX_ALREADY_PAID: {
    code: 12333,
    http: 200,
    message: 'รายการฝากนี้ชำระแล้ว เกตเวย์ทดสอบไม่รับชำระซ้ำ',
    reason:
      'sandbox:pay of a deposit intent already paid; nothing changed (docs/BACKOFFICE.md#sandbox-tools).',
  },
  BO_SANDBOX_EVENT_UNKNOWN: {
    code: 12334,
    http: 200,
    message: 'ไม่พบเหตุการณ์นี้ในเกตเวย์ทดสอบ กรุณาตรวจสอบรหัสเหตุการณ์ (ขึ้นต้นด้วย evt_)',
    reason:
      'sandbox:redeliver with an event id the sandbox outbox does not hold; nothing was delivered (docs/BACKOFFICE.md#sandbox-tools).',
  },
  BO_SANDBOX_OTP_NONE: {
    code: 12335,
    http: 200,
    message: 'ยังไม่มีรหัส OTP ที่ส่งถึงเบอร์นี้ในกล่อง SMS ทดสอบ',
    reason:
      'sandbox:otp for a phone the sandbox SMS inbox holds no code for (docs/BACKOFFICE.md#sandbox-tools).',
  },
} as const satisfies Record<string, ErrorEntry>;
