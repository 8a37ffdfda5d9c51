import { payoutCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { tp } from './th.ts';

/**
 * The automatic approval of withdrawals (docs/BACKOFFICE.md#automatic-approval-of-withdrawals): its rules,
 * what they let through today, and the payouts in flight. Its menu entry sits beside the queues (nav.ts).
 */
export const PAYOUTS_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'withdraw-rules',
      lazy: async () => ({ Component: (await import('./withdraw-rules-page.tsx')).WithdrawRulesPage }),
    },
  ],
  nav: [{ to: '/withdraw-rules', label: tp.nav, call: payoutCalls.withdrawRules }],
  actionNames: {},
  targetNames: {},
};
