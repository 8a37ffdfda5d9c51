import { responsibleGamingSettings, responsibleGamingUpdate } from '../responsible-gaming.ts';
import type { RouteSchemas } from './define.ts';

/** The member's responsible-gaming settings (docs/rules/responsible-gaming.md); both need a session. */
export const responsibleGamingRouteSchemas = {
  settings: {
    auth: 'member',
    summary: 'Limits in force and waiting, reality-check interval, cool-off and self-exclusion',
    response: responsibleGamingSettings,
  },
  update: {
    auth: 'member',
    summary: 'Changes settings: stricter at once, looser after 24 hours; cool-off only extends',
    body: responsibleGamingUpdate,
    response: responsibleGamingSettings,
  },
} as const satisfies Record<string, RouteSchemas>;
