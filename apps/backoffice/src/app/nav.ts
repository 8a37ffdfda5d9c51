import { BACKOFFICE_CALLS, roleMayCall, type OperatorRole } from '@ug99/contract';
import { PAYOUTS_FEATURE } from '#bo/features/payouts/feature.ts';
import { th } from '#bo/th.ts';
import type { NavItem } from './feature.ts';
import { FEATURES } from './features.ts';

export type { NavItem };

/**
 * The screens and the API call each one opens with. A screen shows in the menu only when the server has
 * that call (it is in the contract's BACKOFFICE_CALLS) and the operator's role may make it: the back
 * office hides what a role may not do, and the server refuses it anyway (docs/BACKOFFICE.md#roles).
 */
export const NAV_ITEMS: NavItem[] = [
  { to: '/queues', label: th.queues.nav, method: 'GET', call: '/api/backoffice/withdrawals' },
  // The automatic approval's rules sit beside the withdrawal queues they decide for.
  ...PAYOUTS_FEATURE.nav,
  { to: '/members', label: th.members.nav, method: 'GET', call: '/api/backoffice/members' },
  ...FEATURES.filter((f) => f !== PAYOUTS_FEATURE).flatMap((f) => f.nav),
  { to: '/audit', label: th.audit.nav, method: 'GET', call: '/api/backoffice/audit' },
  { to: '/operators', label: th.operators.nav, method: 'GET', call: '/api/backoffice/operators' },
  { to: '/sessions', label: th.operators.sessionsNav, method: 'GET', call: '/api/backoffice/sessions' },
];

export function navFor(role: OperatorRole, items: NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => {
    const call = BACKOFFICE_CALLS.find((c) => c.method === item.method && c.path === item.call);
    return call !== undefined && roleMayCall(call, role);
  });
}
