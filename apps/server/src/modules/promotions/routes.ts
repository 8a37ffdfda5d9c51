import { ok, promotionList } from '@ug99/contract';
import type { promotionRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember, SessionMember } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { PromotionService } from './service.ts';

/** The promotion calls, as the contract's route table lists them; handlers only pass the member and the body on. */
export function promotionHandlers(
  promotions: PromotionService,
  requireMember: RequireMember,
  /** The open list, the same for every visitor, until its next window change (docs/PERFORMANCE.md#content-caches). */
  cache: ResponseCache,
): ApiHandlers<typeof promotionRouteSchemas> {
  return {
    list: async (req, reply) => {
      // Public, but a member in cool-off or self-exclusion is shown none (docs/rules/promotions.md#window).
      let member: SessionMember | undefined;
      if (req.headers.authorization) {
        member = await requireMember.call(req.server, req, reply).then(
          () => req.member ?? undefined,
          () => undefined,
        );
      }
      if (member && (await promotions.shownNone(member))) return ok([]);
      const code = req.query.agent_code;
      return replyCached(cache, req, reply, `promotions:${code ?? ''}`, promotionList, () =>
        promotions.openList(code),
      );
    },
    receive: async (req) => ok(await promotions.receive(memberOf(req), req.body.promotion_id)),
    active: async (req) => ok(await promotions.active(memberOf(req))),
    giveUpPreview: async (req) => ok(await promotions.giveUpPreview(memberOf(req))),
    giveUp: async (req) => ok(await promotions.giveUp(memberOf(req), req.body)),
    history: async (req) => ok(await promotions.history(memberOf(req))),
  };
}
