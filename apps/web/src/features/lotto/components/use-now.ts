import { useEffect, useState } from 'react';
import { useRenderTime } from '@/shared/render-time.tsx';

/**
 * The device's time, ticking once a second: one ticker drives every countdown of a page. The server stays
 * the judge of whether a round is still open; the countdown only tells the member. A server-rendered page
 * starts from its render time so that hydration matches (shared/render-time.tsx).
 */
export function useNow(): number {
  const renderedAt = useRenderTime();
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
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
