import { providerWinCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { providerWinsTh } from './th.ts';

/** The provider-win queue (docs/BACKOFFICE.md#provider-win-queue): finance and admins. */
export const PROVIDER_WINS_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'provider-wins',
      lazy: async () => ({ Component: (await import('./provider-wins-page.tsx')).ProviderWinsPage }),
    },
  ],
  nav: [{ to: '/provider-wins', label: providerWinsTh.nav, call: providerWinCalls.providerWins }],
  actionNames: { 'provider_win.resolve': 'บันทึกผลตรวจสอบยอดชนะเกินเพดาน' },
  targetNames: { provider_win: 'ยอดชนะเกินเพดาน' },
};
