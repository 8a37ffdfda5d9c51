import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashServerSeed } from './rng.ts';
import { FairBook } from './seeds.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('FairBook', () => {
  it('moves the nonce on only when a round is committed', () => {
    const book = new FairBook();
    const seed = book.peek('p|slot');
    expect(book.peek('p|slot')).toEqual(seed);
    book.commit('p|slot', seed);
    expect(book.peek('p|slot').nonce).toBe(seed.nonce + 1);
  });

  it('reveals on rotation the server seed whose hash was shown before play', () => {
    const book = new FairBook();
    const shown = book.current('p|slot').serverSeedHash;
    book.commit('p|slot', book.peek('p|slot'));
    const { revealed, current } = book.rotate('p|slot');
    expect(hashServerSeed(revealed.serverSeed)).toBe(shown);
    expect(revealed.roundsPlayed).toBe(1);
    expect(current.serverSeedHash).not.toBe(shown);
    expect(current.nonce).toBe(0);
  });

  it('starts a new server seed with a new client seed, so a seed pair never repeats', () => {
    const book = new FairBook();
    const before = book.current('p|slot').serverSeedHash;
    const { current } = book.rotate('p|slot', 'my-lucky-seed');
    expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before);
  });

  it('refuses a client seed with spaces or the ":" separator', () => {
    const book = new FairBook();
    expect(() => book.rotate('p|slot', 'a b')).toThrow(RangeError);
    expect(() => book.rotate('p|slot', 'a:b')).toThrow(RangeError);
  });

  it('keeps seeds and nonces across restarts in an owner-only file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fair-'));
    dirs.push(dir);
    const file = path.join(dir, 'seeds.json');
    const first = new FairBook(file);
    first.commit('p|slot', first.peek('p|slot'));
    const again = new FairBook(file);
    expect(again.current('p|slot')).toEqual(first.current('p|slot'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
