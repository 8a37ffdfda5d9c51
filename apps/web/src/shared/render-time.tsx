import { createContext, useContext, type ReactNode } from 'react';
import { useHydrating } from './hooks/use-hydrating.ts';

/**
 * The moment a server-rendered page was drawn (docs/FIRST-LOAD.md#server-rendering). A clock shown on the
 * page (a round's countdown) starts from it while the browser hydrates that HTML, so the first client
 * render matches the server's markup; the clock then moves to the device's time.
 */
const RenderTime = createContext<number | undefined>(undefined);

export function RenderTimeProvider({ at, children }: { at: number | undefined; children: ReactNode }) {
  return <RenderTime value={at}>{children}</RenderTime>;
}

/**
 * The server's render time while the page renders on the server or hydrates, else undefined: React reads
 * the server snapshot exactly then, so a clock mounted after hydration starts from the device's time.
 */
export function useRenderTime(): number | undefined {
  const at = useContext(RenderTime);
  return useHydrating() ? at : undefined;
}
