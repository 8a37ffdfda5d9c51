import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useRemoveBootShell } from '../boot-shell.ts';
import { RouteTitle } from '../page-title.ts';
import { RouterProgressBar, TopProgressBar } from '../progress-bar.tsx';

/**
 * Wraps every layout: the tab's title, the top progress bar and scroll restoration between pages. The title
 * comes before the page so that an error page inside it can name the tab after it.
 */
export function RootLayout() {
  useRemoveBootShell();
  return (
    <>
      <RouteTitle />
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
