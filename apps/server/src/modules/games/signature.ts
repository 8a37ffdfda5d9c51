import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_TOLERANCE_S, providerSigningPayload } from '@ug99/contract';

/** The lowercase hex HMAC-SHA256 both sides compute (provider-protocol.ts). */
export function signProviderBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(providerSigningPayload(timestamp, rawBody)).digest('hex');
}

export type SignatureCheck = 'OK' | 'BAD_SIGNATURE' | 'STALE_TIMESTAMP';

/**
 * The signature is checked before the timestamp, so a caller without the secret learns nothing, not
 * even how far off its clock is. The compare takes the same time wherever the first difference is.
 */
export function checkSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'BAD_SIGNATURE';
  }
  const expected = Buffer.from(signProviderBody(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'BAD_SIGNATURE';
  const skewS = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skewS > PROVIDER_SIGNATURE_TOLERANCE_S ? 'STALE_TIMESTAMP' : 'OK';
}
