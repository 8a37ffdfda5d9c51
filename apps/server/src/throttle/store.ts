/** How often a key was hit in its current window, and when that window ends. */
export type Counter = { count: number; resetInMs: number };

/**
 * Fixed-window counters shared by every server instance (Redis) or kept in this process (memory).
 * A window starts at a key's first hit and lasts `windowMs`; the next hit after it starts a new one.
 */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter | undefined>;
  /**
   * Takes back one hit of the current window: an attempt counted before it was tried (so parallel
   * attempts cannot all pass the check) that turned out not to count. Nothing once the window ended.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
