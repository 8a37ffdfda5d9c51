/**
 * The provably fair draw shared by the demo provider's games (docs/DEMO-PROVIDER.md) and the prize wheel
 * (docs/rules/wheel.md#the-draw), written once so the server, the browser and the command line compute
 * the same thing:
 *
 * - commitment: hex(SHA-256(the server seed's 32 bytes)), shown before any draw;
 * - words: HMAC-SHA256(key = the server seed's 32 bytes, message = `${client_seed}:${nonce}:${cursor}`)
 *   read as eight big-endian unsigned 32-bit words, cursor 0, 1, … when a draw needs more than eight;
 * - a whole number in [0, n) by rejection sampling: a word at or above the largest multiple of n not above
 *   2^32 is thrown away and the next word taken, so each value has exactly the same number of words
 *   mapping to it (no modulo bias); the accepted word mod n is the result;
 * - by weight: a ticket in [0, total weight) lands in the entry whose cumulative range holds it.
 *
 * It uses Web Crypto (`crypto.subtle`), present in browsers and in Node.js, so it is asynchronous.
 */

/** Printable, without spaces or ':' (the separator in the HMAC message), at most 64 characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
/** A server seed: 32 bytes as 64 lowercase hex characters. */
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export type FairSeed = { serverSeed: string; clientSeed: string; nonce: number };

const TWO_POW_32 = 2 ** 32;
export const WORDS_PER_BLOCK = 8;

type Subtle = {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
};
type WebGlobals = {
  crypto: { subtle: Subtle };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const web = globalThis as unknown as WebGlobals;
const subtle = () => web.crypto.subtle;

function hexBytes(hex: string): Uint8Array {
  if (!SERVER_SEED_PATTERN.test(hex)) throw new RangeError('a server seed is 64 lowercase hex characters');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The commitment: hex SHA-256 of the server seed's bytes. */
export async function serverSeedHash(serverSeedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', hexBytes(serverSeedHex)));
}

/** Block `cursor` of the seed's words: eight big-endian 32-bit words of one HMAC-SHA256. */
async function fairWords({ serverSeed, clientSeed, nonce }: FairSeed, cursor: number): Promise<number[]> {
  const key = await subtle().importKey(
    'raw',
    hexBytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await subtle().sign(
    'HMAC',
    key,
    new web.TextEncoder().encode(`${clientSeed}:${nonce}:${cursor}`),
  );
  const view = new DataView(mac);
  return Array.from({ length: WORDS_PER_BLOCK }, (_, i) => view.getUint32(4 * i, false));
}

/**
 * One step of rejection sampling: the value in [0, n) that `word` gives, or undefined when the word falls
 * in the short top range and must be replaced by the next one.
 */
export function acceptWord(word: number, n: number): number | undefined {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`cannot draw from ${n} values`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  return word < limit ? word % n : undefined;
}

/** The index of the entry whose cumulative weight range holds `ticket` (0 ≤ ticket < total weight). */
export function entryOfTicket(weights: readonly number[], ticket: number): number {
  // A weight of 0 is allowed and never drawn, as the demo provider's picks always allowed; the wheel's
  // weights are positive (a check constraint).
  if (!weights.every((w) => Number.isInteger(w) && w >= 0)) {
    throw new RangeError('weights must be whole numbers, none negative');
  }
  let left = ticket;
  for (const [i, w] of weights.entries()) {
    if (left < w) return i;
    left -= w;
  }
  throw new RangeError(`ticket ${ticket} is outside the total weight`);
}

/**
 * The entry drawn for `seed` over `weights` (each chosen with probability weight / total): the first
 * accepted word of the seed's blocks, mod the total weight, as a ticket.
 */
export async function fairWeightedIndex(seed: FairSeed, weights: readonly number[]): Promise<number> {
  const total = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || total <= 0) throw new RangeError('a draw needs positive weights');
  for (let cursor = 0; ; cursor++) {
    for (const word of await fairWords(seed, cursor)) {
      const ticket = acceptWord(word, total);
      if (ticket !== undefined) return entryOfTicket(weights, ticket);
    }
  }
}
