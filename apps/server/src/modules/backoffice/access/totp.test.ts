import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCodeAt,
  totpStep,
} from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP (RFC 6238) as authenticator apps compute it', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 test vector at T=%i', (seconds, code) => {
    expect(hotp(RFC_SEED, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('gives the RFC 4226 Appendix D HOTP values (6 digits) for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
  });

  it('reads and writes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC_SEED))).toEqual(RFC_SEED);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the code of the step before and after, not two steps away, and never a step already used', () => {
    const secret = base32Encode(RFC_SEED);
    const at = new Date(1_111_111_111_000);
    const step = totpStep(at);
    const codeAt = (offsetSteps: number) => totpCodeAt(secret, new Date(at.getTime() + offsetSteps * 30_000));
    expect(matchTotp(secret, codeAt(0), at, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(2), at, null)).toBeUndefined();
    expect(matchTotp(secret, codeAt(-2), at, null)).toBeUndefined();
    // Used once: the same step, or an earlier one, is refused.
    expect(matchTotp(secret, codeAt(0), at, step)).toBeUndefined();
    expect(matchTotp(secret, codeAt(-1), at, step - 1)).toBeUndefined();
    expect(matchTotp(secret, codeAt(1), at, step)).toBe(step + 1);
    expect(matchTotp(secret, '12345', at, null)).toBeUndefined();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'UG99 หลังบ้าน', 'somsri@example.com');
    expect(uri.startsWith('otpauth://totp/UG99%20%E0%B8%AB')).toBe(true);
    const query = new URL(uri).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'UG99 หลังบ้าน',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
