import { randomBytes } from 'node:crypto';
import type { GameId } from '../games/index.ts';

/** A game page's session at the provider; the page carries only its id. */
export type ProviderSession = {
  id: string;
  gameId: GameId;
  mode: 'real' | 'demo';
  playerRef: string;
  /** The operator's session token (real money only). */
  operatorToken: string | undefined;
  /** Last known balance in satang: the wallet's for real money, play money in demo. */
  balance: number;
  lastSeen: number;
};

/** Play money a demo page starts with: 10,000 baht. */
export const DEMO_BALANCE = 1_000_000;
const IDLE_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 20_000;

/**
 * In memory: a provider restart ends the pages' sessions (the member reopens the game from the site),
 * while rounds, seeds and unpaid wins live in files.
 */
export class SessionStore {
  private readonly sessions = new Map<string, ProviderSession>();

  create(fields: Omit<ProviderSession, 'id' | 'lastSeen'>, now = Date.now()): ProviderSession {
    this.sweep(now);
    const session = { ...fields, id: randomBytes(24).toString('base64url'), lastSeen: now };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string, now = Date.now()): ProviderSession | undefined {
    const session = this.sessions.get(id);
    if (!session || now - session.lastSeen > IDLE_MS) return undefined;
    session.lastSeen = now;
    return session;
  }

  private sweep(now: number): void {
    for (const [id, s] of this.sessions) if (now - s.lastSeen > IDLE_MS) this.sessions.delete(id);
    // Oldest first (insertion order): a flood of page opens cannot grow memory without bound.
    while (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }
}

/** Runs tasks for one key one after another: two clicks, or two tabs of one player and game, never share a nonce. */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
