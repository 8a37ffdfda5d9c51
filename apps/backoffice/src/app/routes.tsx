import type { RouteObject } from 'react-router';
import { LoginPage } from '#bo/features/auth/login-page.tsx';
import { SetupPage } from '#bo/features/auth/setup-page.tsx';
import { HomePage } from './home-page.tsx';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The back office's pages, relative to its base /backoffice. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/setup', element: <SetupPage /> },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
