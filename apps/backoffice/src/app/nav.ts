import { accessCalls, operationsCalls, roleMayCall, type OperatorRole } from '@ug99/contract';
import { PAYOUTS_FEATURE } from '#bo/features/payouts/feature.ts';
import { th } from '#bo/th.ts';
import type { NavItem } from './feature.ts';
import { FEATURES } from './features.ts';

export type { NavItem };

/**
 * The screens and the call of the contract's table each one opens with. A screen shows in the menu only
 * when the operator's role may make that call: the back office hides what a role may not do, and the
 * server refuses it anyway (docs/BACKOFFICE.md#roles).
 */
export const NAV_ITEMS: NavItem[] = [
  { to: '/queues', label: th.queues.nav, call: operationsCalls.withdrawals },
  // The automatic approval's rules sit beside the withdrawal queues they decide for.
  ...PAYOUTS_FEATURE.nav,
  { to: '/members', label: th.members.nav, call: operationsCalls.members },
  ...FEATURES.filter((f) => f !== PAYOUTS_FEATURE).flatMap((f) => f.nav),
  { to: '/audit', label: th.audit.nav, call: operationsCalls.audit },
  { to: '/operators', label: th.operators.nav, call: accessCalls.operators },
  { to: '/sessions', label: th.operators.sessionsNav, call: accessCalls.sessions },
];

export function navFor(role: OperatorRole, items: NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => roleMayCall(item.call, role));
}
