import { wheelBoard, wheelConfig, wheelRewardRequest, wheelSpin, wheelSpinRequest } from '../wheel.ts';
import { wheelFairness, wheelHistory, wheelRotateRequest, wheelRotation } from '../wheel-fairness.ts';
import type { RouteSchemas } from './define.ts';

/** The prize wheel's calls (docs/ENGAGEMENT.md "Prize wheel"); the board is public, the rest need a session. */
export const wheelRouteSchemas = {
  config: {
    auth: 'member',
    summary: 'Tab 1: the free-spin wheel and the member’s free spins',
    response: wheelConfig,
  },
  configV2: {
    auth: 'member',
    summary: 'Tab 2: the points wheel, its cost and the member’s points',
    response: wheelConfig,
  },
  spin: {
    auth: 'member',
    summary: 'Spends a free spin, draws a segment, records its prize as pending; idempotent by request_id',
    body: wheelSpinRequest,
    response: wheelSpin,
  },
  spinV2: {
    auth: 'member',
    summary:
      'Spends the points cost, draws a segment, records its prize as pending; idempotent by request_id',
    body: wheelSpinRequest,
    response: wheelSpin,
  },
  reward: {
    auth: 'member',
    summary: 'Credits a pending spin’s prize, once',
    body: wheelRewardRequest,
    response: wheelSpin,
  },
  fairness: {
    auth: 'member',
    summary:
      'The member’s seed commitment: the server seed’s SHA-256, the client seed, the next nonce and the committed weights',
    response: wheelFairness,
  },
  rotate: {
    auth: 'member',
    summary: 'Reveals the current server seed and commits the next one, with a new client seed if given',
    body: wheelRotateRequest,
    response: wheelRotation,
  },
  history: {
    auth: 'member',
    summary: 'The member’s latest spins with their commitment and nonce, and the seeds revealed so far',
    response: wheelHistory,
  },
  board: {
    auth: 'public',
    summary: 'The latest prizes credited, winners masked',
    response: wheelBoard,
  },
} as const satisfies Record<string, RouteSchemas>;
