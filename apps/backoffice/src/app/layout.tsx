import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLE_NAMES } from '@ug99/contract';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BoApiError, errorMessage } from '#bo/api/client.ts';
import { logout, logoutOtherSessions } from '#bo/features/auth/api.ts';
import { Alert, Button, ConfirmDialog, Dialog, Loading } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { navFor, type NavItem } from './nav.ts';
import { loginPathFor, useMe, type Me } from './session.ts';

/**
 * The signed-in frame: a sidebar on a desktop, a top bar with a menu drawer on a phone; the operator's
 * name and role and the logout button in both. Without a session the operator goes to the login page.
 */
export function Layout() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) {
    if (me.error instanceof BoApiError && me.error.kind === 'unauthorized')
      return <Navigate to={loginPathFor(location)} replace />;
    return (
      <main className="p-4">
        <Alert>{errorMessage(me.error)}</Alert>
      </main>
    );
  }
  return <Frame me={me.data} items={navFor(me.data.role)} />;
}

/** At or below this many unused recovery codes the operator is told to get a new setup link. */
const RECOVERY_CODES_LOW = 3;

function Frame({ me, items }: { me: Me; items: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white lg:flex">
        <p className="px-5 pt-5 pb-3 text-lg font-bold text-sky-800">{th.appName}</p>
        <Menu items={items} />
        <OperatorCard me={me} />
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-3 lg:hidden">
        <p className="font-bold text-sky-800">{th.appName}</p>
        <Button tone="secondary" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          {th.layout.menu}
        </Button>
      </header>
      {menuOpen ? (
        <Dialog title={th.layout.menu} onClose={() => setMenuOpen(false)}>
          <Menu items={items} onNavigate={() => setMenuOpen(false)} />
          <OperatorCard me={me} />
          <Button tone="secondary" className="mt-3 w-full" onClick={() => setMenuOpen(false)}>
            {th.layout.closeMenu}
          </Button>
        </Dialog>
      ) : null}
      <main className="min-w-0 flex-1 p-3 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}

function Menu({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const links = [{ to: '/', label: th.dashboard.title }, ...items];
  return (
    <nav aria-label={th.layout.nav} className="flex-1 px-3">
      <ul className="flex flex-col gap-1">
        {links.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-sm font-bold ${
                  isActive ? 'bg-sky-100 text-sky-900' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OperatorCard({ me }: { me: Me }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const out = useMutation({
    mutationFn: logout,
    // Whether or not the server still had the session, the operator is out: forget everything cached.
    onSettled: async () => {
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [othersDone, setOthersDone] = useState<string | null>(null);
  const others = useMutation({
    mutationFn: logoutOtherSessions,
    onSuccess: (result) => {
      setConfirmOthers(false);
      setOthersDone(th.layout.loggedOutOthers(result.revoked));
    },
  });
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 p-4">
      <div>
        <p className="text-sm font-bold text-slate-900">{me.name}</p>
        <p className="text-xs text-slate-600">
          {th.layout.role}: {OPERATOR_ROLE_NAMES[me.role]}
        </p>
      </div>
      {/* Few recovery codes left: warn while the operator can still sign in to ask for a new link. */}
      {me.recovery_codes_left <= RECOVERY_CODES_LOW ? (
        <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          {th.layout.recoveryLow(me.recovery_codes_left)}
        </p>
      ) : null}
      {othersDone ? <p className="text-xs text-emerald-800">{othersDone}</p> : null}
      <Button tone="secondary" className="w-full" disabled={out.isPending} onClick={() => out.mutate()}>
        {th.layout.logout}
      </Button>
      <button
        type="button"
        className="min-h-11 text-xs text-sky-700 underline"
        onClick={() => {
          others.reset();
          setConfirmOthers(true);
        }}
      >
        {th.layout.logoutOthers}
      </button>
      {confirmOthers ? (
        <ConfirmDialog
          title={th.layout.logoutOthersTitle}
          message={th.layout.logoutOthersWarning}
          confirmLabel={th.layout.logoutOthersConfirm}
          pending={others.isPending}
          error={others.isError ? errorMessage(others.error) : null}
          onConfirm={() => others.mutate()}
          onClose={() => setConfirmOthers(false)}
        />
      ) : null}
    </div>
  );
}
