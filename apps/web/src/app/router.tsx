import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, redirect, type HydrationState, type RouteObject } from 'react-router';
import { GAME_CATALOGUE_CATEGORIES } from '@ug99/contract';
import { agentConfigQueryOptions } from '../features/agent/index.ts';
import { gameLobbyQueryOptions } from '../features/games/api/get-game-lobby.ts';
import { bannersQueryOptions } from '../features/home/api/get-banners.ts';
import { setApiNavigator } from '../shared/api/index.ts';
import { ErrorPage, RootErrorPage } from './error-page.tsx';
import { validateLogin, validateMember } from './guards.ts';
import { DefaultLayout } from './layouts/default/default-layout.tsx';
import { titled } from './page-title.ts';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout.tsx';

/**
 * The route table. The default layout is in the entry chunk because every first visit needs it; pages
 * and the other layouts load on demand. Layouts without pages yet get them with their features.
 *
 * Every page names the browser tab through its `handle` (docs/rules/member-site.md#page-titles).
 *
 * Guards (docs/rules/member-site.md#guards) are the loaders of pathless layout routes. They re-run on every
 * navigation, since logging in or out through a dialog changes the answer without changing the URL.
 */

export function routes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: RootHydrateFallback,
      children: [
        {
          id: 'default-layout',
          Component: DefaultLayout,
          // Starts the agent config request with the page's code, without waiting for it
          // (docs/rules/member-site.md#on-arrival).
          loader: () => {
            void queryClient.prefetchQuery(agentConfigQueryOptions());
            return null;
          },
          children: [
            {
              ErrorBoundary: ErrorPage,
              children: [
                {
                  index: true,
                  ...titled('home'),
                  // The first banner is the home page's largest paint: its list is requested beside the
                  // page's code instead of after it (docs/FIRST-LOAD.md#lighthouse).
                  lazy: () => {
                    void queryClient.prefetchQuery(bannersQueryOptions);
                    return import('./routes/home.tsx');
                  },
                },
                // The category lobbies (issue 5): one page, told its category by the loader.
                ...GAME_CATALOGUE_CATEGORIES.map((category) => ({
                  path: category,
                  ...titled(category),
                  // The first tiles are the page's largest paint: the game list is requested beside the
                  // page's code instead of after it (docs/FIRST-LOAD.md#lighthouse).
                  loader: () => {
                    void queryClient.prefetchQuery(gameLobbyQueryOptions({ category }));
                    return { category };
                  },
                  lazy: () => import('../features/games/routes/category-lobby.tsx'),
                })),
                // Lotto (issue 12, docs/LOTTO.md "Pages"): the lobby, rates and results are open to
                // visitors; a round's bet form and the bills are the member's.
                // Redirects only: `element: null` tells the router the leaf is meant to render nothing (no warning).
                { path: 'lotto', loader: () => redirect('/lotto/lobby'), element: null },
                {
                  path: 'lotto/lobby',
                  ...titled('lottoLobby'),
                  lazy: async () => {
                    const { Component, lobbyLoader } = await import('../features/lotto/routes/lobby.tsx');
                    return { Component, loader: lobbyLoader(queryClient) };
                  },
                },
                {
                  path: 'lotto/rates',
                  ...titled('lottoRates'),
                  lazy: () => import('../features/lotto/routes/rates.tsx'),
                },
                // Promotions (issue 14 §1, docs/PROMOTIONS.md#pages): the list and the dialog for everyone.
                {
                  path: 'promotions',
                  ...titled('promotions'),
                  lazy: () => import('../features/promotions/routes/promotions.tsx'),
                },
                // The campaign the event image opens (spec §9: /poll/1), open to visitors; votes need a login.
                { path: 'poll', loader: () => redirect('/poll/1'), element: null },
                {
                  path: 'poll/:id',
                  ...titled('poll'),
                  lazy: () => import('../features/polls/routes/poll.tsx'),
                },
                // Affiliate (issue 16, docs/AFFILIATE.md#page): the programme for visitors, the member's own
                // links, figures and redemption for members.
                {
                  path: 'affiliate',
                  ...titled('affiliate'),
                  lazy: () => import('../features/affiliate/routes/affiliate.tsx'),
                },
                {
                  path: 'lotto/results',
                  ...titled('lottoResults'),
                  lazy: async () => {
                    const { Component, resultsLoader } = await import('../features/lotto/routes/results.tsx');
                    return { Component, loader: resultsLoader(queryClient) };
                  },
                },
                // Rebates (issue 14 §3, docs/PROMOTIONS.md#cashback): the rules are open to visitors, the
                // figures and the claim button are the member's.
                {
                  path: 'cashback',
                  ...titled('cashback'),
                  lazy: () => import('../features/cashback/routes/turnover-rebate.tsx'),
                },
                {
                  path: 'winloss',
                  ...titled('winloss'),
                  lazy: () => import('../features/cashback/routes/loss-rebate.tsx'),
                },
                {
                  id: 'guest-only',
                  loader: validateMember,
                  shouldRevalidate: () => true,
                  children: [
                    {
                      path: 'login',
                      ...titled('login'),
                      lazy: () => import('../features/auth/routes/login.tsx'),
                    },
                    {
                      path: 'register',
                      ...titled('register'),
                      lazy: () => import('../features/auth/routes/register.tsx'),
                    },
                    {
                      path: 'forgot',
                      ...titled('forgot'),
                      lazy: () => import('../features/auth/routes/forgot.tsx'),
                    },
                  ],
                },
                {
                  id: 'auth-layout',
                  loader: validateLogin,
                  shouldRevalidate: () => true,
                  lazy: async () => ({ Component: (await import('./layouts/auth-layout.tsx')).AuthLayout }),
                  children: [
                    {
                      path: 'member',
                      ...titled('member'),
                      lazy: () => import('../features/member/routes/member-home.tsx'),
                    },
                    {
                      path: 'member/profile',
                      ...titled('profile'),
                      lazy: () => import('./routes/member-profile.tsx'),
                    },
                    {
                      path: 'member/promotions',
                      ...titled('memberPromotions'),
                      lazy: () => import('../features/promotions/routes/member-promotions.tsx'),
                    },
                    {
                      path: 'member/statement',
                      ...titled('statement'),
                      lazy: () => import('../features/statement/routes/statement.tsx'),
                    },
                    // The member's inbox (issue 36, docs/NOTIFICATIONS.md).
                    {
                      path: 'member/inbox',
                      ...titled('inbox'),
                      lazy: () => import('../features/inbox/routes/inbox.tsx'),
                    },
                    {
                      path: 'member/winloss',
                      ...titled('memberWinloss'),
                      lazy: () => import('../features/cashback/routes/member-winloss.tsx'),
                    },
                    // Quests, check-in and points; the points shop (issue 15, docs/ENGAGEMENT.md).
                    {
                      path: 'member/creditfree',
                      ...titled('creditfree'),
                      lazy: () => import('../features/quests/routes/creditfree.tsx'),
                    },
                    {
                      path: 'redeem',
                      ...titled('redeem'),
                      lazy: () => import('../features/shop/routes/redeem.tsx'),
                    },
                    // The prize wheel (issue 15 §3) and coupons (issue 14 §2), docs/ENGAGEMENT.md.
                    {
                      path: 'member/wheel',
                      ...titled('wheel'),
                      lazy: () => import('../features/wheel/routes/wheel.tsx'),
                    },
                    {
                      path: 'member/coupon',
                      ...titled('coupon'),
                      lazy: () => import('../features/coupons/routes/coupon.tsx'),
                    },
                    {
                      path: 'lotto/bills',
                      ...titled('lottoBills'),
                      lazy: () => import('../features/lotto/routes/bills.tsx'),
                    },
                    {
                      path: 'lotto/:round_id',
                      ...titled('lottoRound'),
                      lazy: async () => {
                        const { Component, roundLoader } = await import('../features/lotto/routes/round.tsx');
                        return { Component, loader: roundLoader(queryClient) };
                      },
                    },
                  ],
                },
                {
                  path: '*',
                  ...titled('notFound'),
                  // Never rendered: the loader always throws, and the boundary above shows the 404.
                  element: null,
                  loader: () => {
                    throw data(null, { status: 404 });
                  },
                },
              ],
            },
          ],
        },
        {
          id: 'game-layout',
          lazy: async () => ({ Component: (await import('./layouts/game-layout.tsx')).GameLayout }),
          children: [],
        },
        {
          id: 'liff-layout',
          lazy: async () => ({ Component: (await import('./layouts/liff-layout.tsx')).LiffLayout }),
          children: [
            {
              ErrorBoundary: ErrorPage,
              children: [
                // LINE's in-app browser (issue 16, docs/LINE.md): an unknown name is a 404; the LIFF id
                // comes from the agent config, and without one the pages are plain.
                {
                  path: 'liff/:name?',
                  ...titled('liff'),
                  lazy: async () => {
                    const { Component, liffLoader } = await import('../features/liff/routes/liff.tsx');
                    // A config that does not load leaves the pages plain rather than broken.
                    const liffId = async () =>
                      (await queryClient.ensureQueryData(agentConfigQueryOptions()).catch(() => undefined))
                        ?.settings.liff_id;
                    return { Component, loader: liffLoader(liffId) };
                  },
                },
              ],
            },
          ],
        },
        {
          id: 'lobby-layout',
          lazy: async () => ({ Component: (await import('./layouts/lobby-layout.tsx')).LobbyLayout }),
          children: [
            {
              ErrorBoundary: ErrorPage,
              children: [
                { path: 'play', ...titled('play'), lazy: () => import('../features/games/routes/play.tsx') },
                {
                  path: 'lobby/:name?',
                  ...titled('lobby'),
                  lazy: async () => {
                    const { Component, lobbyLoader } = await import('../features/games/routes/lobby.tsx');
                    return { Component, loader: lobbyLoader(queryClient) };
                  },
                },
              ],
            },
          ],
        },
        {
          id: 'payment-layout',
          lazy: async () => ({ Component: (await import('./layouts/payment-layout.tsx')).PaymentLayout }),
          children: [
            {
              id: 'payment-member',
              loader: validateLogin,
              shouldRevalidate: () => true,
              lazy: async () => ({ Component: (await import('./layouts/auth-layout.tsx')).AuthLayout }),
              children: [
                {
                  path: 'member/deposit',
                  ...titled('deposit'),
                  lazy: () => import('../features/payment/routes/deposit.tsx'),
                },
                {
                  path: 'member/withdraw',
                  ...titled('withdraw'),
                  lazy: () => import('../features/payment/routes/withdraw.tsx'),
                },
                {
                  path: 'member/payment',
                  ...titled('paymentHistory'),
                  lazy: () => import('../features/payment/routes/payment-history.tsx'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router. On a server-rendered page it starts from the server's loader data and the route
 * table whose first page's code is already loaded (docs/FIRST-LOAD.md#server-rendering).
 */
export function createRouter(
  queryClient: QueryClient,
  serverRendered?: { routes: RouteObject[]; hydrationData: HydrationState },
) {
  const router = createBrowserRouter(
    serverRendered?.routes ?? routes(queryClient),
    serverRendered ? { hydrationData: serverRendered.hydrationData } : {},
  );
  setApiNavigator((to) => void router.navigate(to));
  return router;
}
