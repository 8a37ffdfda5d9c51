/**
 * The client seed this browser offers for the member's commitment (docs/rules/wheel.md#commitments):
 * drawn once with `crypto.getRandomValues` and kept in localStorage, sent with each spin; the server uses
 * it only while the commitment has none, so it is fixed by the first spin after the hash was shown.
 */
const KEY = 'ug99-wheel-client-seed';

export function browserClientSeed(): string {
  const kept = localStorage.getItem(KEY);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const seed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(KEY, seed);
  return seed;
}
