import { acceptWord, entryOfTicket, WORDS_PER_BLOCK } from '@ug99/contract';
import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness. A round's numbers are HMAC-SHA256(server_seed, `${client_seed}:${nonce}:${cursor}`)
 * read as big-endian 32-bit words; when a round needs more than eight words the cursor moves on to the
 * next block. The server seed is secret until rotated, but its SHA-256 hash is shown before play, so
 * the provider cannot change it afterwards; the client seed is the player's, so the provider cannot
 * have picked the seed pair in advance either. Nothing else feeds an outcome. The derivation, the
 * rejection step and the weighted pick are the contract's (`fair-draw.ts`), shared with the prize wheel;
 * this synchronous node:crypto form serves games that draw many numbers per round.
 */
export type RoundSeed = { serverSeed: string; clientSeed: string; nonce: number };

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown to the player: SHA-256 of the seed's 32 bytes, hex. */
export function hashServerSeed(serverSeedHex: string): string {
  return createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');
}

export type Rng = {
  /** A uniform whole number in [0, n), without modulo bias. */
  int(n: number): number;
  /** An index into `weights`, each chosen with probability weight / sum. */
  weighted(weights: readonly number[]): number;
};

export function roundRng({ serverSeed, clientSeed, nonce }: RoundSeed): Rng {
  const key = Buffer.from(serverSeed, 'hex');
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let word = WORDS_PER_BLOCK;
  const next32 = (): number => {
    if (word === WORDS_PER_BLOCK) {
      block = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      word = 0;
    }
    return block.readUInt32BE(4 * word++);
  };
  const int = (n: number) => uniformInt(next32, n);
  return {
    int,
    weighted(weights) {
      return entryOfTicket(weights, int(weights.reduce((a, b) => a + b, 0)));
    },
  };
}

/**
 * Rejection sampling: words at or above the largest multiple of n below 2^32 are drawn again, so every
 * result in [0, n) has exactly the same number of words mapping to it.
 */
export function uniformInt(next32: () => number, n: number): number {
  for (;;) {
    const value = acceptWord(next32(), n);
    if (value !== undefined) return value;
  }
}
