import { randomBytes } from 'node:crypto';
import { readJson, writeJsonAtomically } from '../store/files.ts';
import { hashServerSeed, newServerSeed } from './rng.ts';
import type { RoundSeed } from './rng.ts';

export type FairState = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
/** What a player sees: the commitment, never the seed in use. */
export type PublicFairState = Omit<FairState, 'serverSeed'>;
export type RevealedSeed = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
};

/** Printable, without spaces or ':' (the separator in the HMAC message), at most 64 characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

function freshState(clientSeed: string): FairState {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export function publicState({ serverSeedHash, clientSeed, nonce }: FairState): PublicFairState {
  return { serverSeedHash, clientSeed, nonce };
}

/**
 * Seed pairs per player and game. A round takes the current nonce and moves it on; rotating (or
 * choosing a new client seed, which rotates too, so a pair never repeats) reveals the old server seed.
 * With a file the state survives restarts, so a committed hash is always honoured.
 */
export class FairBook {
  private readonly states: Map<string, FairState>;

  constructor(private readonly file?: string) {
    this.states = new Map(Object.entries((file && readJson<Record<string, FairState>>(file)) || {}));
  }

  current(key: string): FairState {
    let state = this.states.get(key);
    if (!state) {
      state = freshState(randomBytes(8).toString('hex'));
      this.states.set(key, state);
      this.save();
    }
    return state;
  }

  /** The seed of the next round; `commit` moves the nonce on once the round is really played. */
  peek(key: string): RoundSeed {
    const { serverSeed, clientSeed, nonce } = this.current(key);
    return { serverSeed, clientSeed, nonce };
  }

  commit(key: string, seed: RoundSeed): void {
    const state = this.current(key);
    if (state.serverSeed !== seed.serverSeed || state.nonce !== seed.nonce) {
      throw new Error('the seed moved while the round was being played');
    }
    state.nonce += 1;
    this.save();
  }

  rotate(key: string, clientSeed?: string): { revealed: RevealedSeed; current: PublicFairState } {
    const old = this.current(key);
    if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed))
      throw new RangeError('bad client seed');
    const next = freshState(clientSeed ?? old.clientSeed);
    this.states.set(key, next);
    this.save();
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        roundsPlayed: old.nonce,
      },
      current: publicState(next),
    };
  }

  forget(key: string): void {
    if (this.states.delete(key)) this.save();
  }

  private save(): void {
    if (this.file) writeJsonAtomically(this.file, Object.fromEntries(this.states));
  }
}
