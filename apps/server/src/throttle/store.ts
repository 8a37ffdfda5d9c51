/** How often a key was hit in its current window, and when that window ends. */
export type Counter = { count: number; resetInMs: number };

/**
 * Fixed-window counters shared by every server instance (Redis) or kept in this process (memory).
 * A window starts at a key's first hit and lasts `windowMs`; the next hit after it starts a new one.
 */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
