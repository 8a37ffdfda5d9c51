import type { SelectedGame } from '../store/session-store.ts';

/**
 * Coming back after logging in (docs/ACCOUNTS.md#coming-back-after-login). A page that sends a visitor to
 * log in puts where they were in `/login?next=…`; after login (or registering) they go back there, and a
 * game they chose to play is opened through the router's state. `next` comes from the address bar, so
 * anyone can write it: only a path of this site is followed, never another origin.
 */
export const RETURN_PARAM = 'next';

/** Where a member goes after logging in when nothing sent them (the spec's member area). */
export const DEFAULT_AFTER_LOGIN = '/member';

/** The login, register and forgot pages: returning to them would ask to log in again. */
const AUTH_PAGES = /^\/(login|register|forgot)(\/|$|\?|#)/;
const ORIGIN = 'https://return.invalid';

/**
 * The path to return to, or null: only a same-site path that starts with one "/" (not "//host" nor
 * "/\host", which browsers read as another host), with no scheme, no control characters, and not an
 * auth page. The answer is the path as the URL parser normalises it, so what is checked is what is followed.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(path) ? null : path;
}

/** Tabs and line breaks are dropped by the URL parser, so "/\t/evil" would become "//evil". */
function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

type Here = { pathname: string; search?: string; hash?: string };

/**
 * `/login?next=<here>` (or `/register?next=…`); the bare page when here is home or an auth page (nothing
 * worth returning to).
 */
export function authPagePath(page: 'login' | 'register', here: Here): string {
  const next = safeReturnPath(`${here.pathname}${here.search ?? ''}${here.hash ?? ''}`);
  return next && next !== '/' ? `/${page}?${RETURN_PARAM}=${encodeURIComponent(next)}` : `/${page}`;
}

export function loginPath(here: Here): string {
  return authPagePath('login', here);
}

/** Where to go after logging in or registering, from the login page's own address. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? DEFAULT_AFTER_LOGIN;
}

/** The router state that carries a game chosen while logged out to the login page and back. */
export interface ReturnState {
  openGame: SelectedGame;
}

/** The game to open after login, if the state holds a well-formed one (state survives reloads). */
export function gameToOpen(state: unknown): SelectedGame | null {
  const game = (state as Partial<ReturnState> | null)?.openGame;
  if (!game || typeof game !== 'object') return null;
  const { game_id, provider_id, sub_provider_id, source, name } = game;
  const text = (v: unknown) => typeof v === 'string' && v.length <= 200;
  if (!text(game_id) || !text(provider_id) || !text(sub_provider_id) || !text(source)) return null;
  return { game_id, provider_id, sub_provider_id, source, is_demo: false, ...(text(name) ? { name } : {}) };
}
