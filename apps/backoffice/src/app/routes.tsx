import type { RouteObject } from 'react-router';
import { LoginPage } from '#bo/features/auth/login-page.tsx';
import { SetupPage } from '#bo/features/auth/setup-page.tsx';
import { DashboardPage } from '#bo/features/dashboard/dashboard-page.tsx';
import { Loading } from '#bo/shared/ui.tsx';
import { FEATURES } from './features.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The back office's pages, relative to its base /backoffice. Sign-in and the dashboard come with the
 * first load; every other screen (and the table library with it) loads when first opened.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/setup', element: <SetupPage /> },
  {
    path: '/',
    element: <Layout />,
    // Shown while a screen opened directly (its code loaded on demand) arrives; without it React Router
    // warns "No HydrateFallback element provided" and renders nothing meanwhile.
    HydrateFallback: Loading,
    children: [
      { index: true, element: <DashboardPage /> },
      {
        path: 'queues',
        lazy: async () => ({ Component: (await import('#bo/features/queues/queues-page.tsx')).QueuesPage }),
      },
      {
        path: 'members',
        lazy: async () => ({
          Component: (await import('#bo/features/members/members-page.tsx')).MembersPage,
        }),
      },
      {
        path: 'members/:id',
        lazy: async () => ({ Component: (await import('#bo/features/members/member-page.tsx')).MemberPage }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('#bo/features/audit/audit-page.tsx')).AuditPage }),
      },
      {
        path: 'operators',
        lazy: async () => ({
          Component: (await import('#bo/features/operators/operators-page.tsx')).OperatorsPage,
        }),
      },
      {
        path: 'sessions',
        lazy: async () => ({
          Component: (await import('#bo/features/operators/sessions-page.tsx')).SessionsPage,
        }),
      },
      ...FEATURES.flatMap((f) => f.routes),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
