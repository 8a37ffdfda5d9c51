/**
 * PromptPay QR payloads: the EMVCo merchant-presented QR format (EMV QRCPS-MPM) as the Bank of
 * Thailand's PromptPay profile uses it. Written here rather than taken from a package so that every
 * field is visible and tested (promptpay.test.ts decodes our own payloads and checks the CRC).
 *
 * A payload is a list of TLV fields: a 2-digit tag, a 2-digit length and the value. Ours:
 *   00 "01"                payload format indicator
 *   01 "12"                point of initiation: dynamic (a one-off QR carrying an amount)
 *   29 { 00 AID A000000677010111, 01 mobile | 02 national / tax id }   PromptPay credit transfer
 *   53 "764"               currency: Thai baht (ISO 4217)
 *   54 "500.00"            amount, 2 decimals
 *   58 "TH"                country
 *   63 CRC                 CRC-16/CCITT-FALSE over everything before it, "6304" included
 */

export const PROMPTPAY_AID = 'A000000677010111';

export type PromptpayProxy = { type: 'mobile' | 'national_id'; id: string };

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function field(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${tag} is longer than 99 characters`);
  return `${tag}${value.length.toString().padStart(2, '0')}${value}`;
}

/**
 * PromptPay's proxy formats: a mobile number as 13 digits "0066" + the number without its leading 0;
 * a national or tax id as its 13 digits.
 */
export function proxyField(proxy: PromptpayProxy): string {
  const digits = proxy.id.replace(/[\s-]/g, '');
  if (proxy.type === 'mobile') {
    if (!/^0\d{9}$/.test(digits))
      throw new RangeError('a PromptPay mobile number has 10 digits starting with 0');
    return field('01', `0066${digits.slice(1)}`);
  }
  if (!/^\d{13}$/.test(digits)) throw new RangeError('a PromptPay national or tax id has 13 digits');
  return field('02', digits);
}

/** Satang as the 2-decimal text tag 54 carries, without going through floating point. */
function amountText(satang: bigint): string {
  if (satang <= 0n) throw new RangeError('a PromptPay amount must be positive');
  return `${satang / 100n}.${(satang % 100n).toString().padStart(2, '0')}`;
}

export function promptpayPayload(proxy: PromptpayProxy, amountSatang: bigint): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    field('29', field('00', PROMPTPAY_AID) + proxyField(proxy)) +
    field('53', '764') +
    field('54', amountText(amountSatang)) +
    field('58', 'TH') +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}

export type TlvFields = Map<string, string>;

/** Splits a TLV string into its fields; throws on a truncated or malformed one. */
export function parseTlv(text: string): TlvFields {
  const fields: TlvFields = new Map();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || i + 4 + length > text.length) {
      throw new SyntaxError(`malformed EMVCo field at position ${i}`);
    }
    fields.set(tag, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** True when the last field is a CRC (63) that matches everything before its value. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  const expected = crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
  return payload.slice(-4).toUpperCase() === expected;
}
