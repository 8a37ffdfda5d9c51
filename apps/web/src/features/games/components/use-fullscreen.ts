import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The sheet's fullscreen toggle. Where the browser cannot put an element in fullscreen (iPhone
 * Safari), the toggle hides the sheet's bar instead, which is the most room the page can give.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [compact, setCompact] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const sync = () =>
      setNative(document.fullscreenElement !== null && document.fullscreenElement !== undefined);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Closing the sheet must not leave the site stuck in fullscreen.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const toggle = useCallback(() => {
    const element = target.current;
    if (document.fullscreenEnabled && element?.requestFullscreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void element.requestFullscreen().catch(() => setCompact((c) => !c));
    } else {
      setCompact((c) => !c);
    }
  }, [target]);

  return { fullscreen: native || compact, compact, toggle };
}
