import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser (docs/FIRST-LOAD.md#server-rendering), in a
 * `<script type="application/json">` (data, not code: the site's CSP runs no inline script).
 */
export interface ServerState {
  /** When the page was drawn: a countdown on it starts there while hydrating (shared/render-time.ts). */
  renderedAt: number;
  /** The answers the page was drawn with, so the browser does not ask for them again. */
  queries: DehydratedState;
  /** The loaders' data, so the router does not run them again. */
  router: HydrationState;
}

export const SERVER_STATE_ID = 'ug99-server-state';

/** The element holding the state, when the server drew this page. */
export const serverStateElement = () => document.getElementById(SERVER_STATE_ID);
