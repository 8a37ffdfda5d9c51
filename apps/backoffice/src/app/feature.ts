import type { RouteObject } from 'react-router';

export type NavItem = { to: string; label: string; method: 'GET' | 'POST'; call: string };

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
