import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashServerSeed } from './rng.ts';
import type { RoundSeed } from './rng.ts';
import { FairBook } from './seeds.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A book whose pair for `key` has the browser's client seed, as the game page sets it on load. */
function seeded(key = 'p|slot', clientSeed = 'browser-seed', file?: string) {
  const book = new FairBook(file);
  book.setClientSeed(key, clientSeed);
  return book;
}
const next = (book: FairBook, key = 'p|slot'): RoundSeed => {
  const seed = book.peek(key);
  if (!seed) throw new Error('no client seed');
  return seed;
};

describe('FairBook', () => {
  it('commits a server seed without choosing a client seed, and plays no round until the browser gives one', () => {
    const book = new FairBook();
    expect(book.current('p|slot')).toMatchObject({ clientSeed: null, nonce: 0 });
    expect(book.peek('p|slot')).toBeUndefined();
    const hash = book.current('p|slot').serverSeedHash;
    expect(book.setClientSeed('p|slot', 'from-the-browser')).toBe(true);
    expect(book.peek('p|slot')).toMatchObject({ clientSeed: 'from-the-browser', nonce: 0 });
    expect(book.current('p|slot').serverSeedHash).toBe(hash);
  });

  it('keeps a pair’s client seed once given: a new one needs a rotation', () => {
    const book = seeded();
    expect(book.setClientSeed('p|slot', 'another')).toBe(false);
    expect(next(book).clientSeed).toBe('browser-seed');
  });

  it('moves the nonce on only when a round is committed', () => {
    const book = seeded();
    const seed = next(book);
    expect(next(book)).toEqual(seed);
    book.commit('p|slot', seed);
    expect(next(book).nonce).toBe(seed.nonce + 1);
  });

  it('reveals on rotation the server seed whose hash was shown before play', () => {
    const book = seeded();
    const shown = book.current('p|slot').serverSeedHash;
    book.commit('p|slot', next(book));
    const { revealed, current } = book.rotate('p|slot');
    expect(hashServerSeed(revealed.serverSeed)).toBe(shown);
    expect(revealed).toMatchObject({ clientSeed: 'browser-seed', roundsPlayed: 1 });
    expect(current.serverSeedHash).not.toBe(shown);
    expect(current.nonce).toBe(0);
  });

  it('starts each new server seed without a client seed, so the browser picks it after the hash is shown', () => {
    const book = seeded();
    const before = book.current('p|slot').serverSeedHash;
    const { current } = book.rotate('p|slot');
    expect(current).toMatchObject({ clientSeed: null, nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before);
    expect(book.peek('p|slot')).toBeUndefined();
    expect(book.setClientSeed('p|slot', 'my-lucky-seed')).toBe(true);
    expect(next(book)).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
  });

  it('refuses a client seed with spaces or the ":" separator', () => {
    const book = new FairBook();
    expect(() => book.setClientSeed('p|slot', 'a b')).toThrow(RangeError);
    expect(() => book.setClientSeed('p|slot', 'a:b')).toThrow(RangeError);
    expect(() => book.setClientSeed('p|slot', '')).toThrow(RangeError);
    expect(book.peek('p|slot')).toBeUndefined();
  });

  it('keeps seeds, client seeds and nonces across restarts in an owner-only file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fair-'));
    dirs.push(dir);
    const file = path.join(dir, 'seeds.json');
    const first = seeded('p|slot', 'browser-seed', file);
    first.commit('p|slot', next(first));
    const again = new FairBook(file);
    expect(again.current('p|slot')).toEqual(first.current('p|slot'));
    expect(again.current('p|slot').clientSeed).toBe('browser-seed');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
