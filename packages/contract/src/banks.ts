import { z } from 'zod';

/**
 * Thai banks a member can register for deposits and withdrawals, with the length of their account numbers.
 * The six large commercial banks and the three state banks use one fixed length; for the smaller banks we
 * only know the general rule (10–15 digits, docs/rules/accounts.md#registration), so they keep that range
 * rather than refusing a real account on a guess.
 */
export const THAI_BANKS = [
  { code: 'BBL', name: 'ธนาคารกรุงเทพ', accountNoLength: { min: 10, max: 10 } },
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย', accountNoLength: { min: 10, max: 10 } },
  { code: 'KTB', name: 'ธนาคารกรุงไทย', accountNoLength: { min: 10, max: 10 } },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์', accountNoLength: { min: 10, max: 10 } },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา', accountNoLength: { min: 10, max: 10 } },
  { code: 'TTB', name: 'ธนาคารทหารไทยธนชาต', accountNoLength: { min: 10, max: 10 } },
  { code: 'GSB', name: 'ธนาคารออมสิน', accountNoLength: { min: 12, max: 12 } },
  { code: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', accountNoLength: { min: 12, max: 12 } },
  { code: 'GHB', name: 'ธนาคารอาคารสงเคราะห์', accountNoLength: { min: 12, max: 12 } },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร', accountNoLength: { min: 10, max: 15 } },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย', accountNoLength: { min: 10, max: 15 } },
  { code: 'TISCO', name: 'ธนาคารทิสโก้', accountNoLength: { min: 10, max: 15 } },
  { code: 'UOBT', name: 'ธนาคารยูโอบี', accountNoLength: { min: 10, max: 15 } },
  { code: 'LHB', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountNoLength: { min: 10, max: 15 } },
  { code: 'ICBCT', name: 'ธนาคารไอซีบีซี (ไทย)', accountNoLength: { min: 10, max: 15 } },
  { code: 'IBANK', name: 'ธนาคารอิสลามแห่งประเทศไทย', accountNoLength: { min: 10, max: 15 } },
  { code: 'TCRB', name: 'ธนาคารไทยเครดิต', accountNoLength: { min: 10, max: 15 } },
] as const;

export type ThaiBank = (typeof THAI_BANKS)[number];
export type BankCode = ThaiBank['code'];

const bankCodes = THAI_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

export const bankCode = z.enum(bankCodes, { error: 'กรุณาเลือกธนาคาร' });

/** Digits only: members copy the number from their banking app, which shows no dashes when copied. */
export const bankAccountNo = z
  .string({ error: 'กรุณากรอกเลขบัญชีธนาคาร' })
  // An empty field asks for the value rather than describing its format.
  .min(1, { error: 'กรุณากรอกเลขบัญชีธนาคาร', abort: true })
  .regex(/^\d{10,15}$/, { error: 'เลขบัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก ไม่มีขีดหรือช่องว่าง' });

export function findBank(code: string): ThaiBank | undefined {
  return THAI_BANKS.find((b) => b.code === code);
}

/** The Thai message for an account number whose length does not fit its bank, or undefined when it fits. */
export function bankAccountLengthError(code: string, accountNo: string): string | undefined {
  const bank = findBank(code);
  if (!bank) return undefined;
  const { min, max } = bank.accountNoLength;
  if (accountNo.length >= min && accountNo.length <= max) return undefined;
  const digits = min === max ? `${min}` : `${min}–${max}`;
  return `เลขบัญชี${bank.name}ต้องมี ${digits} หลัก`;
}

/** Adds the per-bank length rule to a schema holding `bank_code` and `bank_account_no`. */
export function checkBankAccountLength(
  value: { bank_code: string; bank_account_no: string },
  ctx: z.RefinementCtx,
): void {
  const message = bankAccountLengthError(value.bank_code, value.bank_account_no);
  if (message) ctx.addIssue({ code: 'custom', path: ['bank_account_no'], message });
}

export const bank = z.object({
  code: z.string(),
  name: z.string(),
  account_no_min_length: z.number().int(),
  account_no_max_length: z.number().int(),
});
export type Bank = z.infer<typeof bank>;

/** The list as the API and the register form show it. */
export const bankList: Bank[] = THAI_BANKS.map((b) => ({
  code: b.code,
  name: b.name,
  account_no_min_length: b.accountNoLength.min,
  account_no_max_length: b.accountNoLength.max,
}));

/** What a member sees of a bank account number: only the last 4 digits. */
export function maskAccountNo(accountNo: string): string {
  return `${'x'.repeat(Math.max(accountNo.length - 4, 0))}${accountNo.slice(-4)}`;
}
