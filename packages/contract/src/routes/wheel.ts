import { defineRoutes } from './define.ts';
import type { wheelRouteSchemas } from './wheel-schemas.ts';

/** The prize wheel's addresses; their schemas are in wheel-schemas.ts. */
export const wheelRoutes = defineRoutes<typeof wheelRouteSchemas>()({
  config: 'GET /api/wheel/config',
  configV2: 'GET /api/wheel/config_v2',
  spin: 'POST /api/wheel/spin',
  spinV2: 'POST /api/wheel/spin_v2',
  reward: 'POST /api/wheel/reward',
  fairness: 'GET /api/wheel/fairness',
  rotate: 'POST /api/wheel/fairness/rotate',
  history: 'GET /api/wheel/history',
  board: 'GET /api/wheel/board',
});
