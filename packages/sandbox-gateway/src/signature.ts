import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers a webhook carries: when it was signed (Unix seconds) and the signature (hex). */
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const SIGNATURE_HEADER = 'x-gateway-signature';

/**
 * HMAC-SHA256 over `${timestamp}.${rawBody}`: the timestamp is inside the signature, so a captured
 * request cannot be replayed later with a fresh timestamp, and the raw bytes are signed, so the
 * receiver must verify before parsing (re-serialised JSON would not match).
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; why: 'missing' | 'stale' | 'mismatch' };

/** Constant-time comparison, and a window of `toleranceMs` either side of `now`. */
export function verifyWebhook(input: {
  secret: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
  toleranceMs: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, why: 'missing' };
  }
  if (Math.abs(input.now.getTime() - Number(timestamp) * 1000) > input.toleranceMs) {
    return { ok: false, why: 'stale' };
  }
  const expected = Buffer.from(signWebhook(input.secret, Number(timestamp), input.rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, why: 'mismatch' };
}
