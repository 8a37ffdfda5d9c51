import { useEffect, useState } from 'react';

/**
 * The device's time, ticking once a second: one ticker drives every countdown of a page. The server stays
 * the judge of whether a round is still open; the countdown only tells the member.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whole seconds from `now` until an ISO time, never below 0. */
export function secondsUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}
