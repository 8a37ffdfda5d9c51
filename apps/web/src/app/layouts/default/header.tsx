import { Suspense, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { UI } from '@ug99/contract';
import { th } from '@/th.ts';
import { AgentLogo } from '@/features/agent/index.ts';
import { preloadAuthDialog } from '@/features/auth/index.ts';
import { InboxBell } from '@/features/inbox/index.ts';
import { NotificationBell } from '@/features/notifications/index.ts';
import { QuestStar } from '@/features/quests/index.ts';
import { useScrolledPast } from '@/shared/hooks/use-scrolled-past.ts';
import { loginPath } from '@/shared/session/return-to.ts';
import { useSessionStore, type ModalName } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

const MENU = [
  { key: 'slot', to: '/slot' },
  { key: 'lotto', to: '/lotto/lobby' },
  { key: 'casino', to: '/casino' },
  { key: 'sport', to: '/sport' },
  { key: 'affiliate', to: '/affiliate' },
  { key: 'promotions', to: '/promotions' },
  { key: 'winloss', to: '/winloss' },
  { key: 'redeem', to: '/redeem' },
] as const;

/**
 * Site header (docs/rules/member-site.md#header). It scrolls away with the page for the first 80 px and is
 * fixed to the top after that; the outer box keeps the header's height so the page does not jump when it
 * detaches.
 */
export function Header() {
  const fixed = useScrolledPast(UI.headerFixedAfterPx);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return (
    <header className="h-[6.75rem] lg:h-[4.5rem]">
      <div
        data-fixed={fixed}
        className="inset-x-0 top-0 z-40 border-b border-gold-600/25 bg-ink-900/95 backdrop-blur data-[fixed=true]:fixed data-[fixed=true]:animate-slide-down data-[fixed=true]:shadow-lg data-[fixed=true]:shadow-black/50"
      >
        <div className="mx-auto flex max-w-[1280px] flex-wrap items-center gap-x-4 px-3 sm:px-4 lg:h-[4.5rem] lg:flex-nowrap">
          <div className="flex h-[3.75rem] w-full items-center gap-2 lg:contents">
            <Link
              to="/"
              className="mr-auto flex min-h-11 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-gold-400 lg:mr-0"
            >
              <AgentLogo />
            </Link>
            <div className="flex items-center gap-2 lg:order-last">
              <NotificationBell />
              {isLoggedIn && (
                <Suspense fallback={null}>
                  <InboxBell />
                  <QuestStar />
                </Suspense>
              )}
              {!isLoggedIn && <AuthButtons />}
            </div>
          </div>
          <MainNav />
        </div>
      </div>
    </header>
  );
}

/**
 * From 1280 px (docs/rules/member-site.md#breakpoints) there is room to log in over the page instead of
 * leaving it.
 */
function isLargeScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${UI.breakpoints.lg}px)`).matches
  );
}

/**
 * Register and login stay real links (they work without the dialog, open in a new tab, and are what
 * phones use); on large screens a plain click opens the dialog over the current page instead.
 * Login carries this page as `?next=`, so the member comes back to it after logging in on the login page;
 * loginPath leaves it out on home and the auth pages, and for anything that is not a same-site path.
 */
function AuthButtons() {
  const openModal = useSessionStore((s) => s.openModal);
  const location = useLocation();
  const asDialog = (name: Extract<ModalName, 'login' | 'register'>) => ({
    onPointerEnter: () => isLargeScreen() && preloadAuthDialog(name),
    onClick: (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || !isLargeScreen()) return;
      event.preventDefault();
      openModal(name);
    },
  });
  return (
    <>
      <Link to="/register" className="btn btn-gold btn-compact" {...asDialog('register')}>
        {th.header.register}
      </Link>
      <Link to={loginPath(location)} className="btn btn-red btn-compact" {...asDialog('login')}>
        {th.header.login}
      </Link>
    </>
  );
}

/** On phones the menu is one horizontally scrolling row; from 1280 px it sits beside the logo. */
function MainNav() {
  return (
    <nav
      aria-label={th.header.navLabel}
      className="-mx-3 w-[calc(100%+1.5rem)] sm:-mx-4 sm:w-[calc(100%+2rem)] lg:mx-0 lg:w-auto lg:flex-1"
    >
      <ul className="no-scrollbar flex h-12 items-stretch gap-1 overflow-x-auto px-2 sm:px-3 lg:h-auto lg:justify-center lg:px-0">
        {MENU.map(({ key, to }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={to}
              className="flex h-11 items-center rounded-lg px-3 text-base font-medium whitespace-nowrap text-ink-100 transition hover:bg-ink-700 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400 aria-[current=page]:text-gold-400"
            >
              {th.header.menu[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
