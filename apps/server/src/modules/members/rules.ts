import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Bank books print the name with a title; members type it with or without one, with any spacing.
 * The title is dropped and spaces ignored, so "นาย สมชาย  ใจดี" matches สมชาย + ใจดี.
 */
const TITLES = /^(นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.)\s*/;

export function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(TITLES, '').replace(/\s+/g, '');
}

export function nameMatches(accountName: string, firstName: string, lastName: string): boolean {
  return normaliseName(accountName) === normaliseName(`${firstName} ${lastName}`);
}

/** No 0/O or 1/I: codes are read aloud and typed from screenshots. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from 32: about 10^12 codes, so a collision (retried) is rare. */
export function newReferralCode(): string {
  return Array.from(randomBytes(8), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Salted, so equal codes of two members do not show as equal hashes. */
export function hashOtp(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function otpMatches(code: string, salt: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashOtp(code, salt), 'hex'), Buffer.from(storedHash, 'hex'));
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The unique constraint a PostgreSQL error (23505) names, looking through drizzle's wrappers. */
export function violatedUniqueConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return undefined;
}
