import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../shared/session/return-to.ts';
import { useUserStore } from '../shared/store/user-store.ts';

/**
 * Route guards (docs/rules/member-site.md#guards), used as loaders of layout routes. They read the persisted
 * stores, which are hydrated synchronously from localStorage before the first navigation.
 */

/**
 * Member pages: a visitor goes to /login, which brings them back to this page once logged in
 * (docs/ACCOUNTS.md#coming-back-after-login), whether or not they came through an agent link: the agent
 * code is already kept in localStorage, and sending them to the agent's home page instead left them with
 * no login form and no way back (docs/rules/member-site.md#guards).
 */
export function validateLogin(args?: Pick<LoaderFunctionArgs, 'request'>): Response | null {
  if (useUserStore.getState().isLoggedIn) return null;
  return redirect(args ? loginPath(new URL(args.request.url)) : '/login');
}

/** Login, register and forgot: a member who is already logged in has nothing to do there. */
export function validateMember(): Response | null {
  return useUserStore.getState().isLoggedIn ? redirect('/member') : null;
}
