import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { RouterProgressBar, TopProgressBar } from '../progress-bar.tsx';

/** Wraps every layout: the top progress bar and scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <RouterProgressBar />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * Every first page load of a tab has the location key 'default', so by key alone a fresh load of one
 * page would restore the scroll position of another; the first entry is keyed by its path instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** What shows while the first page's code loads: the page background and a loading bar, nothing fake. */
export function RootHydrateFallback() {
  return (
    <div className="min-h-dvh bg-ink-950" aria-busy="true">
      <TopProgressBar />
    </div>
  );
}
