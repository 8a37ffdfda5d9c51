import { createHash, randomBytes } from 'node:crypto';

/**
 * Session cookies, login tickets and setup links are opaque random tokens (256 bits, URL-safe); only
 * their SHA-256 is stored, so a copy of the database signs nobody in (docs/BACKOFFICE.md#access).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fast hash is enough for a secret with 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape newToken produces; anything else is refused before the database is asked. */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
