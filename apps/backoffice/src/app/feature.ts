import type { RouteObject } from 'react-router';
import type { BackofficeCall } from '@ug99/contract';

/** A menu entry and the call its screen opens with: it shows only to the roles that may make the call. */
export type NavItem = { to: string; label: string; call: BackofficeCall };

/**
 * What a part of the back office adds to the app: its pages (lazy, relative to /backoffice), its menu
 * entries, and the Thai names of the audit actions and targets it writes (docs/BACKOFFICE.md#screens).
 */
export type BackofficeFeature = {
  routes: RouteObject[];
  nav: NavItem[];
  actionNames: Record<string, string>;
  targetNames: Record<string, string>;
};
