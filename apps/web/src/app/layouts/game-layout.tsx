import { Outlet } from 'react-router';

/** A game fills the whole screen; nothing of the site's frame competes with it. */
export function GameLayout() {
  return (
    <main id="main" className="fixed inset-0 bg-black">
      <Outlet />
    </main>
  );
}
