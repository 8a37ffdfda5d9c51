import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238), computed by the `otpauth` library, as every authenticator app implements it:
 * HMAC-SHA1, 30-second steps from the Unix epoch, 6 digits. A code is accepted for the step before and
 * after the current one (clock drift of a phone), and each step once (docs/BACKOFFICE.md#access).
 * Time is always the caller's clock, passed to the library as `timestamp`.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
const PARAMS = { algorithm: 'SHA1', digits: 6, period: TOTP_STEP_SECONDS } as const;

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  // A copy: a small Buffer's `.buffer` is Node's shared pool, not just these bytes.
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
}

/** A new secret: 160 bits, the length RFC 4226 recommends for HMAC-SHA1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in. */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: PARAMS.period, timestamp: at.getTime() });
}

/** The code an app shows at `at` for a base32 secret. */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({ ...PARAMS, secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/**
 * The step whose code `code` is, within ±1 step of `at` and after `lastStep` (a step already used is
 * never accepted again); undefined when none matches.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | undefined {
  // Six ASCII digits only: the library compares bytes and throws on a same-length multi-byte token.
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = Secret.fromBase32(secret);
  const current = totpStep(at);
  let found: number | undefined;
  // Each step of the window is checked on its own and all of them always, so the time taken says nothing
  // about which one matched, and the earliest step not used yet is the one taken.
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    const timestamp = step * TOTP_STEP_SECONDS * 1000;
    const same = TOTP.validate({ ...PARAMS, token: code, secret: key, timestamp, window: 0 }) === 0;
    if (same && (lastStep === null || step > lastStep) && found === undefined) found = step;
  }
  return found;
}

/** `otpauth://totp/…` (the Key URI Format every authenticator app reads from a QR code). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...PARAMS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}
