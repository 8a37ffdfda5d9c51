import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, hasValidCrc, parseTlv, PROMPTPAY_AID, promptpayPayload } from './promptpay.ts';

// Expected payloads were assembled field by field from the EMVCo MPM layout and PromptPay's proxy
// rules, and their CRCs computed independently (Python's binascii.crc_hqx with initial value 0xFFFF,
// which is CRC-16/CCITT-FALSE).
const MOBILE_500 = '00020101021229370016A0000006770101110113006681234567853037645406500.005802TH63047190';
const NATIONAL_ID_20_37 =
  '00020101021229370016A000000677010111021312345678901215303764540520.375802TH63040B8A';

describe('PromptPay EMVCo payload', () => {
  it('computes CRC-16/CCITT-FALSE with the standard check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('encodes a mobile proxy as 0066 plus the number without its leading 0, with the amount', () => {
    expect(promptpayPayload({ type: 'mobile', id: '081-234-5678' }, 50_000n)).toBe(MOBILE_500);
  });

  it('encodes a 13-digit national id under sub-tag 02 and keeps satang exact', () => {
    expect(promptpayPayload({ type: 'national_id', id: '1234567890121' }, 2_037n)).toBe(NATIONAL_ID_20_37);
  });

  it('decodes back to the fields it was built from, with a valid CRC', () => {
    const payload = promptpayPayload({ type: 'mobile', id: '0812345678' }, 123_456_789n);
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseTlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('1234567.89');
    expect(fields.get('58')).toBe('TH');
    const merchant = parseTlv(fields.get('29')!);
    expect(merchant.get('00')).toBe(PROMPTPAY_AID);
    expect(merchant.get('01')).toBe('0066812345678');
  });

  it('detects a payload whose amount was altered after the CRC was computed', () => {
    expect(hasValidCrc(MOBILE_500.replace('500.00', '900.00'))).toBe(false);
  });

  it('refuses proxies that are not PromptPay ids and non-positive amounts', () => {
    expect(() => promptpayPayload({ type: 'mobile', id: '12345' }, 100n)).toThrow(RangeError);
    expect(() => promptpayPayload({ type: 'national_id', id: '123' }, 100n)).toThrow(RangeError);
    expect(() => promptpayPayload({ type: 'mobile', id: '0812345678' }, 0n)).toThrow(RangeError);
  });
});
