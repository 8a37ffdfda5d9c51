import type { ErrorEntry } from '../error-entry.ts';

/** Error codes of operator-created value (caps and their report, 12400–12449); part of the one table in errors.ts. */
export const VALUE_CONTROL_BO_ERRORS = {
  BO_VALUE_CAP_OWN_PATH: {
    code: 12400,
    http: 200,
    message: 'วงเงินของรายการที่บทบาทของคุณทำเองได้ ต้องให้ผู้ดูแลระบบเป็นผู้ตั้ง',
    reason:
      'A finance operator tried to set the caps of a path finance itself uses (balance or points adjustments); only an admin sets those (docs/rules/value-controls.md#caps). Nothing changed.',
  },
  BO_VALUE_CAP_UNKNOWN: {
    code: 12401,
    http: 200,
    message: 'ไม่พบช่องทางนี้ในรายการที่มีวงเงิน',
    reason:
      'The key names no capped path of VALUE_CONTROL_KEYS (affiliate and cashback rates have no back-office path, so no caps to set); nothing changed.',
  },
  BO_LOTTO_NUMBER_RATE_ABOVE: {
    code: 12402,
    http: 200,
    message: 'อัตราจ่ายของเลขนี้ต้องไม่มากกว่าอัตราจ่ายของประเภทหวย ถ้าจะเพิ่มอัตราจ่ายให้แก้ที่อัตราจ่ายของประเภทหวย',
    reason:
      "A number's own rate is a reduced rate: one above the category's rate for the bet type would raise the payout past the lotto_rates caps (docs/rules/value-controls.md#lotto-rates); nothing changed.",
  },
} as const satisfies Record<string, ErrorEntry>;
