import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The moment a server-rendered page was drawn (docs/FIRST-LOAD.md#server-rendering). A clock shown on the
 * page (a round's countdown) starts from it while the browser hydrates that HTML, so the first client
 * render matches the server's markup; the clock then moves to the device's time.
 */
const RenderTime = createContext<number | undefined>(undefined);

/**
 * Gives the pages the server's render time; in the browser only until hydration is over, so a clock
 * drawn later starts from the device's time.
 */
export function RenderTimeProvider({ at, children }: { at: number | undefined; children: ReactNode }) {
  const [value, setValue] = useState(at);
  useEffect(() => setValue(undefined), []);
  return <RenderTime value={value}>{children}</RenderTime>;
}

/** The server's render time while the browser hydrates its page, else undefined. */
export function useRenderTime(): number | undefined {
  return useContext(RenderTime);
}
