import { valueControlCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { tv } from './th.ts';

/**
 * Operator-created value (docs/BACKOFFICE.md#operator-created-value): the caps finance sets on every path
 * that creates member value, and the report of the value operators created per day and operator.
 */
export const VALUE_CONTROLS_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'value-caps',
      lazy: async () => ({ Component: (await import('./caps-page.tsx')).ValueCapsPage }),
    },
    {
      path: 'value-created',
      lazy: async () => ({ Component: (await import('./value-created-page.tsx')).ValueCreatedPage }),
    },
  ],
  nav: [
    { to: '/value-caps', label: tv.capsNav, call: valueControlCalls.caps },
    { to: '/value-created', label: tv.reportNav, call: valueControlCalls.valueCreated },
  ],
  actionNames: { 'value_cap.set': tv.capAudit },
  targetNames: { value_cap: tv.capTarget },
};
