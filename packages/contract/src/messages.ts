import type { ErrorKey } from './errors.ts';

/**
 * Baht as a member reads it in a sentence: Thai locale, grouped, always two decimals ("1,234.50").
 * Every server message that names an amount formats it here, so no message says "1000" or uses another
 * locale's separators (docs/rules/api.md#error-codes).
 */
export function formatBaht(baht: number): string {
  return baht.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The messages of error codes that name the value the member ran into. The ERRORS table holds each
 * code's generic text; a code listed here is answered with the specific one when the value is known.
 */
export const errorDetails = {
  DEPOSIT_BELOW_MIN: (minBaht: number) => `ฝากขั้นต่ำครั้งละ ${formatBaht(minBaht)} บาท`,
  DEPOSIT_ABOVE_MAX: (maxBaht: number) => `ฝากได้สูงสุดครั้งละ ${formatBaht(maxBaht)} บาท`,
  WITHDRAW_BELOW_MIN: (minBaht: number) => `ถอนขั้นต่ำครั้งละ ${formatBaht(minBaht)} บาท`,
} satisfies Partial<Record<ErrorKey, (value: number) => string>>;

/** Text the server sends a member outside an API answer. */
export const memberTexts = {
  resetOtpSms: (agentName: string, code: string, minutes: number) =>
    `${agentName}: รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ ${code} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้ใดเด็ดขาด`,
};
