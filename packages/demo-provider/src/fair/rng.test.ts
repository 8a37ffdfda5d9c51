import { createHash, createHmac } from 'node:crypto';
import { fairWeightedIndex, serverSeedHash } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, newServerSeed, roundRng, uniformInt } from './rng.ts';

const seed = { serverSeed: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 };

describe('provably fair numbers', () => {
  it('are the HMAC-SHA256 words of `client_seed:nonce:cursor` keyed with the server seed', () => {
    const block0 = createHmac('sha256', Buffer.from(seed.serverSeed, 'hex'))
      .update('player-seed:7:0')
      .digest();
    const block1 = createHmac('sha256', Buffer.from(seed.serverSeed, 'hex'))
      .update('player-seed:7:1')
      .digest();
    const rng = roundRng(seed);
    const words = Array.from({ length: 9 }, () => rng.int(2 ** 32));
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(4 * i)));
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('repeat exactly for the same seeds and nonce, and differ for the next nonce', () => {
    const draw = (nonce: number) => {
      const rng = roundRng({ ...seed, nonce });
      return Array.from({ length: 20 }, () => rng.int(52));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
  });

  it('commit to a server seed with the SHA-256 of its 32 bytes', () => {
    const serverSeed = newServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(serverSeed)).toBe(
      createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex'),
    );
  });
});

describe("the contract's Web Crypto form (the prize wheel's, docs/rules/wheel.md#the-draw)", () => {
  it('draws by weight exactly what roundRng draws, and hashes the seed the same way', async () => {
    const weights = [5, 1, 30, 2, 62];
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = { ...seed, nonce };
      expect(await fairWeightedIndex(seeds, weights)).toBe(roundRng(seeds).weighted(weights));
    }
    expect(await serverSeedHash(seed.serverSeed)).toBe(hashServerSeed(seed.serverSeed));
  });
});

describe('uniformInt', () => {
  it('redraws the words above the last whole multiple of n, so no result is favoured', () => {
    // 2^32 = 3 × 1431655765 + 1: the single word 0xFFFFFFFF would give 0 one extra time
    const words = [0xffffffff, 0xfffffffe];
    expect(uniformInt(() => words.shift()!, 3)).toBe(0xfffffffe % 3);
    expect(words).toEqual([]);
  });

  it('accepts every word below the limit and maps each result to the same number of words', () => {
    const n = 10;
    const limit = 2 ** 32 - (2 ** 32 % n);
    expect(uniformInt(() => limit - 1, n)).toBe((limit - 1) % n);
    expect(limit % n).toBe(0);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 1.5)).toThrow(RangeError);
  });

  it('draws weighted picks in proportion to their weights', () => {
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 30_000; nonce++)
      counts[roundRng({ ...seed, nonce }).weighted([1, 2, 7])]! += 1;
    expect(counts[0]! / 30_000).toBeCloseTo(0.1, 1);
    expect(counts[1]! / 30_000).toBeCloseTo(0.2, 1);
    expect(counts[2]! / 30_000).toBeCloseTo(0.7, 1);
  });
});
