import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled further than `px`; listens passively, updates only on change. It starts
 * false, as the server drew it, and reads the window once mounted: a page scrolled before it hydrated would
 * otherwise begin with `true`, hydrate over the server's `false` without patching it, and never re-render
 * (the header stayed unpinned until the next scroll event).
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
