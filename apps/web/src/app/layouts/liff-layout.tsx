import { Outlet } from 'react-router';

/**
 * Pages opened inside LINE's in-app browser (docs/rules/member-site.md#layouts): LINE draws its own chrome
 * around them.
 */
export function LiffLayout() {
  return (
    <main id="main" className="mx-auto min-h-dvh w-full max-w-[600px] p-4">
      <Outlet />
    </main>
  );
}
