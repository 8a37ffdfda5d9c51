import { useEffect, useState } from 'react';

/**
 * Whole seconds until an ISO time, ticking once a second and stopping at 0. Counted from the device's
 * clock; the server's inquiry_status stays the judge of whether the intent really expired.
 */
export function useSecondsLeft(isoTime: string): number {
  const until = Date.parse(isoTime);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The first tick comes a second after mount; `now` was read at mount, so nothing shows stale.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
