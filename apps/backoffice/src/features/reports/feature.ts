import { reportsCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { reportsTh } from './th.ts';

/**
 * The back office's reports, finance tools and sandbox tools (docs/BACKOFFICE.md#reports, #finance-tools,
 * #sandbox-tools). Their audit actions (deposit:confirm, deposit:import-statement, affiliate:commission,
 * sandbox:pay, sandbox:redeliver) are the command line's, already named in the audit screen.
 */
export const REPORTS_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'reports',
      lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
    },
    {
      path: 'finance-tools',
      lazy: async () => ({ Component: (await import('./finance-tools-page.tsx')).FinanceToolsPage }),
    },
    {
      path: 'sandbox-tools',
      lazy: async () => ({ Component: (await import('./sandbox-tools-page.tsx')).SandboxToolsPage }),
    },
  ],
  nav: [
    { to: '/reports', label: reportsTh.nav, call: reportsCalls.daily },
    { to: '/finance-tools', label: reportsTh.tools.nav, call: reportsCalls.reconcile },
    { to: '/sandbox-tools', label: reportsTh.sandbox.nav, call: reportsCalls.sandboxStatus },
  ],
  actionNames: {},
  targetNames: {},
};
