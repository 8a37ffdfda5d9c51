import { redirect } from 'react-router';
import { useLocalStore } from '../shared/store/local-store.ts';
import { useUserStore } from '../shared/store/user-store.ts';

/**
 * Route guards (docs/rules/member-site.md#guards), used as loaders of layout routes. They read the persisted
 * stores, which are hydrated synchronously from localStorage before the first navigation.
 */

/** Member pages: a visitor goes back to the home page of the agent they came from, else to /login. */
export function validateLogin(): Response | null {
  if (useUserStore.getState().isLoggedIn) return null;
  const agentCode = useLocalStore.getState().agentCode;
  return redirect(agentCode ? `/?ag=${encodeURIComponent(agentCode)}` : '/login');
}

/** Login, register and forgot: a member who is already logged in has nothing to do there. */
export function validateMember(): Response | null {
  return useUserStore.getState().isLoggedIn ? redirect('/member') : null;
}
