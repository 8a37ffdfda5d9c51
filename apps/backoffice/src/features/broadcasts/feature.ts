import { broadcastCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { bt } from './th.ts';

/** The marketing operator's broadcast to members (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export const BROADCASTS_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'marketing/broadcasts',
      lazy: async () => ({ Component: (await import('./broadcasts-page.tsx')).BroadcastsPage }),
    },
  ],
  nav: [{ to: '/marketing/broadcasts', label: bt.nav, call: broadcastCalls.broadcasts }],
  actionNames: { 'broadcast:send': 'ส่งประกาศถึงสมาชิก' },
  targetNames: { broadcast: 'ประกาศถึงสมาชิก' },
};
