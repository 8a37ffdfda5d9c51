import type { RouteObject } from 'react-router';
import { LoginPage } from '#bo/features/auth/login-page.tsx';
import { SetupPage } from '#bo/features/auth/setup-page.tsx';
import { AuditPage } from '#bo/features/audit/audit-page.tsx';
import { DashboardPage } from '#bo/features/dashboard/dashboard-page.tsx';
import { MemberPage } from '#bo/features/members/member-page.tsx';
import { MembersPage } from '#bo/features/members/members-page.tsx';
import { OperatorsPage } from '#bo/features/operators/operators-page.tsx';
import { SessionsPage } from '#bo/features/operators/sessions-page.tsx';
import { QueuesPage } from '#bo/features/queues/queues-page.tsx';
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
      { index: true, element: <DashboardPage /> },
      { path: 'queues', element: <QueuesPage /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'members/:id', element: <MemberPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'sessions', element: <SessionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
