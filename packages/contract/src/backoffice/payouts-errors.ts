import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of the automatic approval of withdrawals (12500–12549); part of the one table in errors.ts. */
export const PAYOUT_BO_ERRORS = {
  BO_WITHDRAW_RULES_NO_GATEWAY: {
    code: 12500,
    http: 200,
    message: 'ยังไม่มีเกตเวย์จ่ายเงินที่เปิดใช้งาน จึงเปิดการอนุมัติถอนอัตโนมัติไม่ได้ ยังไม่มีการเปลี่ยนแปลงใด ๆ',
    reason:
      'Finance tried to switch the automatic approval on while no payout gateway is on (SANDBOX_GATEWAY=0 and no real provider): an approved withdrawal would have nowhere to go (docs/rules/payments.md#automatic-approval). Nothing changed.',
  },
} as const satisfies Record<string, ErrorEntry>;
