import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: an opaque bearer token that says nothing about its member. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a fast hash is enough for a secret with 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer <token>` header, if the header has that shape. */
export function bearerToken(header: string | undefined): string | undefined {
  const token = bearerCredential(header);
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** The credential of an `Authorization: Bearer <credential>` header; a bare token or another scheme is none. */
export function bearerCredential(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}
