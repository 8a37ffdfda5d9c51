// Every member-site route the visual walk visits (apps/web/src/app/router.tsx and the spec's route table),
// by who can see it. Routes behind the login guard redirect a visitor to /login, and the guest-only pages
// redirect a member to /member: each is shot only in the state that shows it.

/** Content that changes by the minute or by the run even on a fixed clock, covered before comparing. */
export const MASKED = [
  '[data-qr-value]', // the referral QR code holds the server's origin, whose port changes every run
  // The banner carousel's slides: Embla settles them a few pixels apart from one run to the next. The
  // dots below stay in the comparison.
  'section[aria-roledescription] > div:first-child',
  '[data-visual-mask]',
] as const;

const CATEGORY_LOBBIES = ['/slot', '/casino', '/sport', '/fishing', '/freespin'];

/** Open to everyone: shot logged out and logged in. */
const PUBLIC = [
  '/',
  ...CATEGORY_LOBBIES,
  '/play',
  '/lobby',
  '/lotto/lobby',
  '/lotto/rates',
  '/lotto/results',
  '/promotions',
  '/poll/1',
  '/affiliate',
  '/cashback',
  '/winloss',
  '/liff',
  '/does-not-exist',
];

export const LOGGED_OUT_ROUTES = [...PUBLIC, '/login', '/register', '/forgot'];

/** Stands for `/lotto/:round_id`: the first open round the lotto lobby links to, found at run time. */
export const ROUND_PAGE = '/lotto/:round_id';

export const LOGGED_IN_ROUTES = [
  ...PUBLIC,
  '/member',
  '/member/profile',
  '/member/promotions',
  '/member/statement',
  '/member/winloss',
  '/member/creditfree',
  '/member/wheel',
  '/member/coupon',
  '/member/deposit',
  '/member/withdraw',
  '/member/payment',
  '/redeem',
  '/lotto/bills',
  ROUND_PAGE,
];

/**
 * One page of each layout (default, lobby, member area, payment), for 1280 px: the desktop pages hold the
 * phone's content in the wider header and member panel these four show. axe runs on every route at 390 px
 * and on these at 1280 px; in `npm test` the desktop walk shoots only these unless the site's look changed
 * (walk-set.ts, docs/VISUAL-CHECK.md#which-pages).
 */
export const DESKTOP_LAYOUT_PAGES: readonly string[] = ['/', '/play', '/member', '/member/deposit'];

/** The file name of a route's screenshot: `member-profile.phone.in`. */
export function shotName(route: string, viewport: 'phone' | 'desktop', state: 'in' | 'out'): string {
  const slug =
    route === '/'
      ? 'home'
      : route === ROUND_PAGE
        ? 'lotto-round'
        : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
  return `${slug}.${viewport}.${state}`;
}
