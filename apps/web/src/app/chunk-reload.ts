import { UI } from '@ug99/contract';

/** sessionStorage key holding when this tab last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'ug99-chunk-reload-at';

/**
 * After a deploy, an open tab may ask for chunks that no longer exist; one reload fetches the new index. A
 * second failure within the interval means reloading will not help, so we stop
 * (docs/rules/member-site.md#chunk-reload).
 */
export function shouldReloadForChunkError(
  now: number,
  lastReloadAt: number | null,
  minIntervalMs: number = UI.chunkReloadMinIntervalMs,
): boolean {
  return lastReloadAt === null || now - lastReloadAt >= minIntervalMs || now < lastReloadAt;
}

/** Browsers word a failed dynamic import differently; Vite adds its own for CSS preloads. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function readLastReload(storage: Storage): number | null {
  const stored = Number(storage.getItem(CHUNK_RELOAD_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Reloads the page if the rule allows it; returns whether it did. */
export function reloadOnceForChunkError(
  storage: Storage = sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!shouldReloadForChunkError(now, readLastReload(storage))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
