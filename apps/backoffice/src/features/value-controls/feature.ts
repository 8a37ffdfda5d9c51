import { valueControlCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { tv } from './th.ts';
import { ValueCreatedPage } from './value-created-page.tsx';

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
    // In the first load already: the dashboard shows the same table with the page's columns.
    { path: 'value-created', Component: ValueCreatedPage },
  ],
  nav: [
    { to: '/value-caps', label: tv.capsNav, call: valueControlCalls.caps },
    { to: '/value-created', label: tv.reportNav, call: valueControlCalls.valueCreated },
  ],
  actionNames: { 'value_cap.set': tv.capAudit },
  targetNames: { value_cap: tv.capTarget },
};
