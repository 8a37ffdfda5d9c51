import { useCallback, useEffect, useRef, useState } from 'react';

export interface RealityCheck {
  /** A reminder is waiting to be acknowledged. */
  due: boolean;
  /** Milliseconds since play started, as of the reminder. */
  playedMs: number;
  acknowledge: () => void;
}

/**
 * The reality check of docs/rules/responsible-gaming.md#reality-check: while `active`, a reminder falls due
 * `minutes` after play starts and then `minutes` after each acknowledgement, so the member is never reminded
 * twice without having answered once. Time played counts from the start of play.
 */
export function useRealityCheck(active: boolean, minutes: number): RealityCheck {
  const startedAt = useRef<number | null>(null);
  const [reminder, setReminder] = useState<{ playedMs: number } | null>(null);

  useEffect(() => {
    if (!active || reminder) return;
    const start = (startedAt.current ??= Date.now());
    const timer = window.setTimeout(() => setReminder({ playedMs: Date.now() - start }), minutes * 60_000);
    return () => window.clearTimeout(timer);
  }, [active, minutes, reminder]);

  const acknowledge = useCallback(() => setReminder(null), []);

  return { due: active && reminder !== null, playedMs: reminder?.playedMs ?? 0, acknowledge };
}
