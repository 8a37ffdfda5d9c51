import { useLayoutEffect } from 'react';

/** The id of the static header `index.html` paints before the script runs (docs/FIRST-LOAD.md#lighthouse). */
export const BOOT_SHELL_ID = 'boot-shell';

/**
 * Removes the boot shell in the same commit that first shows a page (or the root error page), so the
 * real header replaces it within one frame: nothing of the shell outlives the first render, and no
 * element that stays on screen moves. A layout effect runs before the browser paints that commit.
 */
export function useRemoveBootShell(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
}
