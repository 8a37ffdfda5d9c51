import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React draws on the server or hydrates the server's markup in the browser, false in every
 * later render and in a page the browser draws from scratch (docs/FIRST-LOAD.md#before-hydration): React
 * reads a store's server snapshot exactly then, and renders again with the client's once hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
