import { vipCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { tvip } from './th.ts';

/** The VIP levels and what each gives (docs/BACKOFFICE.md#vip-levels), admins only. */
export const VIP_FEATURE: BackofficeFeature = {
  routes: [{ path: 'vip', lazy: async () => ({ Component: (await import('./vip-page.tsx')).VipTermsPage }) }],
  nav: [{ to: '/vip', label: tvip.nav, call: vipCalls.terms }],
  actionNames: { 'vip:terms': tvip.audit },
  targetNames: { vip_level: tvip.target },
};
