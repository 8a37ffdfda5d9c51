const SHOTS = 100_000;
// The largest multiple of 100,000 a Uint32 can hold: values at or above it are drawn again, so every
// number 00000–99999 is equally likely (a plain remainder would favour the low ones slightly).
const LIMIT = Math.floor(2 ** 32 / SHOTS) * SHOTS;

/** A uniformly random 5-digit shot from the browser's cryptographic generator. */
export function randomShot(): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < LIMIT) return String(value % SHOTS).padStart(5, '0');
  }
}
