import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for the provider (launch token, session token): 32 random bytes, URL-safe. */
export function newGameToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only, so the table alone cannot start or play anyone's game. */
export function hashGameToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
