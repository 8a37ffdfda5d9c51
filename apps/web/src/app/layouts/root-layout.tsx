import { Outlet, ScrollRestoration } from 'react-router';
import { RouterProgressBar, TopProgressBar } from '../progress-bar.tsx';

/** Wraps every layout: the top progress bar and scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <RouterProgressBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** What shows while the first page's code loads: the page background and a loading bar, nothing fake. */
export function RootHydrateFallback() {
  return (
    <div className="min-h-dvh bg-ink-950" aria-busy="true">
      <TopProgressBar />
    </div>
  );
}
