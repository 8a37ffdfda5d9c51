/**
 * The moment a server-rendered page was drawn (docs/FIRST-LOAD.md#server-rendering). A clock shown on the
 * page (a round's countdown) starts from it while the browser hydrates that HTML, so the first client
 * render matches the server's markup; the clock then moves to the device's time. Undefined otherwise.
 */
let renderedAt: number | undefined;

export function setRenderedAt(ms: number | undefined): void {
  renderedAt = ms;
}

/** The time a clock's first render shows: the server's while hydrating, else now. */
export function initialNow(): number {
  return renderedAt ?? Date.now();
}
