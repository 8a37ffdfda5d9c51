import { LIFF_PAGES } from './affiliate.ts';
import { GAME_CATALOGUE_CATEGORIES } from './constants.ts';

/**
 * The member site's pages as the server must know them to answer an unknown address with HTTP 404
 * (docs/rules/member-site.md#not-found). The web app's route table is the source of these paths; a web
 * test (apps/web/src/app/site-routes.test.ts) walks the router and fails when the two lists differ.
 */

/** Every page without a parameter, the category lobbies and the two redirecting paths included. */
export const SITE_PAGE_PATHS: readonly string[] = [
  '/',
  ...GAME_CATALOGUE_CATEGORIES.map((c) => `/${c}`),
  '/lotto',
  '/lotto/lobby',
  '/lotto/rates',
  '/lotto/results',
  '/lotto/bills',
  '/promotions',
  '/poll',
  '/affiliate',
  '/cashback',
  '/winloss',
  '/login',
  '/register',
  '/forgot',
  '/member',
  '/member/profile',
  '/member/promotions',
  '/member/statement',
  '/member/inbox',
  '/member/winloss',
  '/member/creditfree',
  '/redeem',
  '/member/wheel',
  '/member/coupon',
  '/member/deposit',
  '/member/withdraw',
  '/member/payment',
  '/play',
  '/lobby',
  // The LINE pages' index (docs/LINE.md#pages).
  '/liff',
];

/**
 * The pages a visitor and a search engine read, in the sitemap (docs/FIRST-LOAD.md#tags); the server draws
 * them with their content. The member's pages, the LINE pages and the redirecting paths are not listed.
 */
export const PUBLIC_SITE_PAGE_PATHS: readonly string[] = [
  '/',
  '/promotions',
  ...GAME_CATALOGUE_CATEGORIES.map((c) => `/${c}`),
  '/lobby',
  '/lotto/lobby',
  '/lotto/results',
  '/lotto/rates',
  '/affiliate',
  '/cashback',
  '/winloss',
  '/register',
  '/login',
];

/** The pages with a parameter, written as the router writes them. */
export const SITE_PAGE_PATTERNS = ['/lotto/:round_id', '/poll/:id', '/liff/:name?', '/lobby/:name?'] as const;

/** What an address of the site is, as far as the server can tell without the browser. */
export type SitePage =
  | { kind: 'page' }
  | { kind: 'round'; roundId: number }
  | { kind: 'lobby'; name: string }
  | { kind: 'not-found' };

export const ROUND_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const MAX_ROUND_ID = 2_147_483_647;
/** The lobby's own sections; any other name is a provider, whose existence only the server can check. */
const LOBBY_SECTIONS: readonly string[] = ['hot', 'last', ...GAME_CATALOGUE_CATEGORIES];
export const LOBBY_PROVIDER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Classifies a path (no query, no hash) of the member site. A trailing slash is ignored, as the router does. */
export function matchSitePage(rawPath: string): SitePage {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  if (SITE_PAGE_PATHS.includes(pathname)) return { kind: 'page' };
  const parts = pathname.split('/').slice(1);
  const [first, second, ...rest] = parts;
  if (rest.length > 0 || second === undefined) return { kind: 'not-found' };
  if (first === 'lotto') {
    return ROUND_ID_PATTERN.test(second) && Number(second) <= MAX_ROUND_ID
      ? { kind: 'round', roundId: Number(second) }
      : { kind: 'not-found' };
  }
  if (first === 'poll') return second ? { kind: 'page' } : { kind: 'not-found' };
  if (first === 'liff')
    return (LIFF_PAGES as readonly string[]).includes(second) ? { kind: 'page' } : { kind: 'not-found' };
  if (first === 'lobby') {
    if (LOBBY_SECTIONS.includes(second)) return { kind: 'page' };
    return LOBBY_PROVIDER_ID.test(second) ? { kind: 'lobby', name: second } : { kind: 'not-found' };
  }
  return { kind: 'not-found' };
}
