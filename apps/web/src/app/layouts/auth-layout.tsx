import { Link, Outlet } from 'react-router';
import { th } from '../../th.ts';
import { AgentLogo } from '../../features/agent/index.ts';

/** Member-only pages: a plain frame around the page; member validation joins with login. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gold-600/25 bg-ink-900 px-4 py-2">
        <Link to="/" aria-label={th.header.homeLink} className="inline-flex min-h-11 items-center">
          <AgentLogo />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-[960px] flex-1 p-4">
        <Outlet />
      </main>
    </div>
  );
}
