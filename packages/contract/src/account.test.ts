import { describe, expect, it } from 'vitest';
import { ageOn, otpCode, phone, registerForm, registerRequest } from './account.ts';
import { bankAccountLengthError, bankAccountNo, maskAccountNo, THAI_BANKS } from './banks.ts';
import { responsibleGamingUpdate } from './responsible-gaming.ts';
import { statementQuery } from './wallet.ts';

const valid = {
  phone: '0812345679',
  password: 'Tamarind-Kite-9',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  bank_code: 'KBANK',
  bank_account_no: '1234567890',
  birth_date: '1995-05-15',
  agent_code: 'ug99',
};

const messagesFor = (input: object) => {
  const result = registerForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('register form rules', () => {
  it('accepts a valid form and trims the names', () => {
    expect(registerRequest.parse({ ...valid, first_name: ' สมชาย ' }).first_name).toBe('สมชาย');
  });

  it('shows a Thai message under each wrong field', () => {
    expect(
      messagesFor({
        ...valid,
        phone: '0712345678',
        password: 'short',
        password_confirm: 'other',
        first_name: 'John',
        birth_date: '1995-02-30',
        line_id: 'ab',
      }),
    ).toEqual({
      phone: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09',
      password: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
      first_name: 'ชื่อต้องเป็นภาษาไทยเท่านั้น',
      birth_date: 'ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันและเดือนเกิด',
      line_id: 'LINE ID ต้องมี 4–20 ตัว เป็นภาษาอังกฤษ ตัวเลข จุด ขีด หรือขีดล่าง',
      password_confirm: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    });
  });

  it('asks for a birth date in the words of the day / month / year picker, one message at a time', () => {
    const birth = (birth_date: unknown) =>
      messagesFor({ ...valid, birth_date, password_confirm: valid.password }).birth_date;
    expect(birth('')).toBe('กรุณาเลือกวันเกิด');
    expect(birth(undefined)).toBe('กรุณาเลือกวันเกิด');
    expect(birth('1990--15')).toBe('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ');
    expect(birth('1990-02-30')).toBe('ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันและเดือนเกิด');
    expect(birth('1899-12-31')).toBe('กรุณาตรวจสอบปีเกิด');
    expect(birth('1990-02-28')).toBeUndefined();
  });

  it('checks the account-number length of the chosen bank', () => {
    expect(messagesFor({ ...valid, bank_code: 'GSB', password_confirm: valid.password })).toEqual({
      bank_account_no: 'เลขบัญชีธนาคารออมสินต้องมี 12 หลัก',
    });
    expect(bankAccountLengthError('KKP', '123456789012345')).toBeUndefined();
  });

  it('lists every bank with a Thai name and a length rule within 10–15', () => {
    for (const bank of THAI_BANKS) {
      expect(bank.name).toMatch(/^ธนาคาร/);
      expect(bank.accountNoLength.min).toBeGreaterThanOrEqual(10);
      expect(bank.accountNoLength.max).toBeLessThanOrEqual(15);
    }
  });

  it('masks all but the last 4 digits', () => {
    expect(maskAccountNo('1234567890')).toBe('xxxxxx7890');
  });
});

describe('ageOn', () => {
  it('counts completed years, a 29 February birthday completing on 1 March', () => {
    expect(ageOn('2006-06-10', '2026-06-09')).toBe(19);
    expect(ageOn('2006-06-10', '2026-06-10')).toBe(20);
    expect(ageOn('2004-02-29', '2024-02-28')).toBe(19);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
  });
});

describe('statement query and responsible-gaming update', () => {
  it('reads page numbers and a comma-separated reason list from the query string', () => {
    expect(statementQuery.parse({ page: '3', reason: 'deposit,withdraw' })).toEqual({
      page: 3,
      page_size: 20,
      reason: ['deposit', 'withdraw'],
    });
    expect(statementQuery.safeParse({ page_size: '101' }).success).toBe(false);
  });

  it('takes baht with at most 2 decimals, or null to remove a limit', () => {
    expect(responsibleGamingUpdate.safeParse({ deposit_limits: { day: 100.25, week: null } }).success).toBe(
      true,
    );
    expect(responsibleGamingUpdate.safeParse({ deposit_limits: { day: 0 } }).success).toBe(false);
    expect(responsibleGamingUpdate.safeParse({ self_exclusion_months: 5 }).success).toBe(false);
  });
});

describe('empty required fields', () => {
  it('ask for the value instead of describing its format', () => {
    expect(phone.safeParse('').error?.issues.map((i) => i.message)).toEqual(['กรุณากรอกเบอร์โทรศัพท์']);
    expect(otpCode.safeParse('').error?.issues.map((i) => i.message)).toEqual(['กรุณากรอกรหัส OTP']);
    expect(bankAccountNo.safeParse('').error?.issues.map((i) => i.message)).toEqual(['กรุณากรอกเลขบัญชีธนาคาร']);
  });
});
