/**
 * Whether a dependency (PostgreSQL, Redis) is reachable from this process, as its clients last saw it
 * (docs/OPERATIONS.md). Clients report what they see; the tracker writes ONE warning when the dependency
 * goes and ONE line when it returns, however many connections fail or how often they retry, and tells
 * whoever waits for the return (the content-cache invalidation re-sends what it could not send).
 */
export type Availability = {
  readonly name: string;
  isUp(): boolean;
  /** Since when it is down (undefined while up): /api/health shows it. */
  downSince(): Date | undefined;
  /** A client failed to reach it; `err` goes into the one warning. */
  down(err: unknown): void;
  /** A client reached it (connected, or a command answered). */
  up(): void;
  /** `listener` runs each time it comes back; answers a function that stops that. */
  onReturn(listener: () => void): () => void;
};

export type AvailabilityLog = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

/** Only what an operator needs from a connection error; a pg error carries its whole client otherwise. */
export function describeError(err: unknown): { message: string; code?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? { message: err.message, code } : { message: err.message };
}

export function createAvailability(
  name: string,
  log?: AvailabilityLog,
  now = () => new Date(),
): Availability {
  let since: Date | undefined;
  const listeners = new Set<() => void>();
  return {
    name,
    isUp: () => since === undefined,
    downSince: () => since,
    down(err) {
      if (since) return;
      since = now();
      log?.warn(
        { dependency: name, err: describeError(err) },
        `${name} unreachable: answering without it until it returns`,
      );
    },
    up() {
      if (!since) return;
      const downMs = now().getTime() - since.getTime();
      since = undefined;
      log?.info({ dependency: name, down_ms: downMs }, `${name} reachable again`);
      for (const listener of [...listeners]) listener();
    },
    onReturn(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
