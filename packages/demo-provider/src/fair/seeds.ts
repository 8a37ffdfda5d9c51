import { CLIENT_SEED_PATTERN } from '@ug99/contract';
import { readJson, writeJsonAtomically } from '../store/files.ts';
import { hashServerSeed, newServerSeed } from './rng.ts';
import type { RoundSeed } from './rng.ts';

/**
 * One seed pair. `clientSeed` is null from the moment the server seed is committed until the player's
 * browser sends one: the provider never picks it, and no round is played without it.
 */
export type FairState = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number;
};
/** What a player sees: the commitment, never the seed in use. */
export type PublicFairState = Omit<FairState, 'serverSeed'>;
export type RevealedSeed = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  roundsPlayed: number;
};

/** A new server seed, committed by its hash, waiting for the player's client seed. */
function freshState(): FairState {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: null, nonce: 0 };
}

export function publicState({ serverSeedHash, clientSeed, nonce }: FairState): PublicFairState {
  return { serverSeedHash, clientSeed, nonce };
}

/**
 * Seed pairs per player and game. The server seed is drawn and its hash shown first; the client seed
 * then comes from the player's browser (`setClientSeed`), so the provider cannot have chosen a server
 * seed to suit it. A round takes the current nonce and moves it on; rotating reveals the old server
 * seed and starts a new pair that again waits for the browser's client seed, so a pair never repeats.
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
      state = freshState();
      this.states.set(key, state);
      this.save();
    }
    return state;
  }

  /**
   * The seed of the next round, or undefined while the pair waits for the player's client seed;
   * `commit` moves the nonce on once the round is really played.
   */
  peek(key: string): RoundSeed | undefined {
    const { serverSeed, clientSeed, nonce } = this.current(key);
    return clientSeed === null ? undefined : { serverSeed, clientSeed, nonce };
  }

  /**
   * The player's client seed for the current pair, accepted once, only while the pair has none (right
   * after its server seed was committed): changing it later takes a rotation. False when it has one.
   */
  setClientSeed(key: string, clientSeed: string): boolean {
    if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw new RangeError('bad client seed');
    const state = this.current(key);
    if (state.clientSeed !== null) return false;
    state.clientSeed = clientSeed;
    this.save();
    return true;
  }

  commit(key: string, seed: RoundSeed): void {
    const state = this.current(key);
    const same =
      state.serverSeed === seed.serverSeed &&
      state.clientSeed === seed.clientSeed &&
      state.nonce === seed.nonce;
    if (!same) {
      throw new Error('the seed moved while the round was being played');
    }
    state.nonce += 1;
    this.save();
  }

  /** Reveals the current server seed and commits a new one, which waits for a new client seed. */
  rotate(key: string): { revealed: RevealedSeed; current: PublicFairState } {
    const old = this.current(key);
    const next = freshState();
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
