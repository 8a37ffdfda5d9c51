import { UI } from '@ug99/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  shouldReloadForChunkError,
} from './chunk-reload.ts';

const MINUTE = UI.chunkReloadMinIntervalMs;

describe('shouldReloadForChunkError', () => {
  it('reloads when this tab has never reloaded for a chunk', () => {
    expect(shouldReloadForChunkError(1_000_000, null)).toBe(true);
  });

  it('does not reload again within 60 s of the last reload', () => {
    expect(shouldReloadForChunkError(1_000_000 + MINUTE - 1, 1_000_000)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(shouldReloadForChunkError(1_000_000 + MINUTE, 1_000_000)).toBe(true);
  });

  it('does not get stuck when the clock was set back', () => {
    expect(shouldReloadForChunkError(500, 1_000_000)).toBe(true);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads, then refuses a second reload within the interval, using sessionStorage', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, 5_000_000, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
    expect(reloadOnceForChunkError(sessionStorage, 5_000_000 + 30_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(sessionStorage, 5_000_000 + MINUTE, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored value as no previous reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, 42_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic import messages of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/home-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
