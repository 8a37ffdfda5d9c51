import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCodeAt, totpStep } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_SEED);
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP (RFC 6238) as authenticator apps compute it', () => {
  // Our codes have 6 digits: the same number modulo 10^6, so the vector's last six.
  it.each(RFC_VECTORS)('gives the RFC 6238 test vector at T=%i', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code.slice(-6));
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
    // Counter n is the step of T = 30n seconds.
    const codes = expected.map((_, counter) => totpCodeAt(RFC_SECRET, new Date(counter * 30_000)));
    expect(codes).toEqual(expected);
  });

  it('writes base32 as RFC 4648 does, and new secrets of 160 bits in the format already stored', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(Buffer.from(Secret.fromBase32(RFC_SECRET).bytes)).toEqual(RFC_SEED);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
  });

  it('accepts the code of the step before and after, not two steps away, and never a step already used', () => {
    const secret = RFC_SECRET;
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
    expect(matchTotp(secret, '๑๒๓๔๕๖', at, null)).toBeUndefined();
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
