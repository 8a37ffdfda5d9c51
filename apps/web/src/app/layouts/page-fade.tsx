import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UI } from '@ug99/contract';

/**
 * The page between the layout's frame, faded in over the spec's 500 ms (spec §9, `UI.pageFadeDelayMs`)
 * when the member goes to another page: the header and bottom bar stay, the page changes softly. Not on
 * the first page (the server's markup shows at once, docs/FIRST-LOAD.md#page-transition), not for a
 * change of query alone (a filter, a pager), and not for a visitor who asked for reduced motion.
 */
export function FadingOutlet() {
  const { pathname } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    page.current?.animate?.({ opacity: [0, 1] }, UI.pageFadeDelayMs);
  }, [pathname]);
  return (
    <div ref={page}>
      <Outlet />
    </div>
  );
}
