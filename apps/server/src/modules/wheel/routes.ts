import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  wheelBoard,
  wheelConfig,
  wheelFairness,
  wheelHistory,
  wheelRewardRequest,
  wheelRotateRequest,
  wheelRotation,
  wheelSpin,
  wheelSpinRequest,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { responses } from '#shared/responses.ts';
import type { WheelFairnessService } from './fairness.ts';
import type { WheelService } from './service.ts';

const tags = ['wheel'];
const security = [{ bearerAuth: [] }];

/** The wheel's calls (docs/ENGAGEMENT.md "Prize wheel"); the board is public, the rest need a session. */
export function wheelRoutes(
  wheel: WheelService,
  fairness: WheelFairnessService,
  requireMember: RequireMember,
  agentId: () => Promise<number>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { preHandler: requireMember };
    app.get(
      '/api/wheel/config',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Tab 1: the free-spin wheel and the member’s free spins',
          response: memberResponses(wheelConfig),
        },
      },
      async (req) => ok(await wheel.config(memberOf(req), 1)),
    );
    app.get(
      '/api/wheel/config_v2',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Tab 2: the points wheel, its cost and the member’s points',
          response: memberResponses(wheelConfig),
        },
      },
      async (req) => ok(await wheel.config(memberOf(req), 2)),
    );
    app.post(
      '/api/wheel/spin',
      {
        ...member,
        schema: {
          tags,
          security,
          summary:
            'Spends a free spin, draws a segment, records its prize as pending; idempotent by request_id',
          body: wheelSpinRequest,
          response: memberResponses(wheelSpin),
        },
      },
      async (req) => ok(await wheel.spin(memberOf(req), 1, req.body)),
    );
    app.post(
      '/api/wheel/spin_v2',
      {
        ...member,
        schema: {
          tags,
          security,
          summary:
            'Spends the points cost, draws a segment, records its prize as pending; idempotent by request_id',
          body: wheelSpinRequest,
          response: memberResponses(wheelSpin),
        },
      },
      async (req) => ok(await wheel.spin(memberOf(req), 2, req.body)),
    );
    app.post(
      '/api/wheel/reward',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'Credits a pending spin’s prize, once',
          body: wheelRewardRequest,
          response: memberResponses(wheelSpin),
        },
      },
      async (req) => ok(await wheel.reward(memberOf(req), req.body.spin_id)),
    );
    app.get(
      '/api/wheel/fairness',
      {
        ...member,
        schema: {
          tags,
          security,
          summary:
            'The member’s seed commitment: the server seed’s SHA-256, the client seed, the next nonce and the committed weights',
          response: memberResponses(wheelFairness),
        },
      },
      async (req) => ok(await fairness.fairness(memberOf(req))),
    );
    app.post(
      '/api/wheel/fairness/rotate',
      {
        ...member,
        schema: {
          tags,
          security,
          summary:
            'Reveals the current server seed and commits the next one, with a new client seed if given',
          body: wheelRotateRequest,
          response: memberResponses(wheelRotation),
        },
      },
      async (req) => ok(await fairness.rotate(memberOf(req), req.body)),
    );
    app.get(
      '/api/wheel/history',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'The member’s latest spins with their commitment and nonce, and the seeds revealed so far',
          response: memberResponses(wheelHistory),
        },
      },
      async (req) => ok(await fairness.history(memberOf(req))),
    );
    app.get(
      '/api/wheel/board',
      {
        schema: {
          tags,
          summary: 'The latest prizes credited, winners masked',
          response: responses(wheelBoard),
        },
      },
      async () => ok(await wheel.board(await agentId())),
    );
  };
}
