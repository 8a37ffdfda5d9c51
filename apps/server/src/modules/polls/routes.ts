import { ok } from '@ug99/contract';
import type { pollRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { PollService } from './service.ts';

/** Poll calls (docs/ENGAGEMENT.md "Polls"): config, stats and winners are public; quota and votes need a session. */
export function pollRouteHandlers(polls: PollService): ApiHandlers<typeof pollRouteSchemas> {
  return {
    config: async (req) => ok(await polls.config(req.query)),
    stats: async (req) => ok(await polls.stats(req.query)),
    winners: async (req) => ok(await polls.winners(req.query)),
    quota: async (req) => ok(await polls.quota(memberOf(req), req.query)),
    check: async (req) => ok(await polls.check(memberOf(req), req.query)),
    submit: async (req) => ok(await polls.submit(memberOf(req), req.body)),
  };
}
