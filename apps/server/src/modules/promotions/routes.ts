import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activePromotion,
  failEnvelope,
  okEnvelope,
  giveUpPreview,
  giveUpRequest,
  memberPromotion,
  memberPromotionHistory,
  ok,
  optionalAgentCodeQuery,
  promotionIdBody,
  promotionList,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember, SessionMember } from '#members';
import { responses } from '#shared/responses.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { PromotionService } from './service.ts';

const tags = ['promotion'];
const security = [{ bearerAuth: [] }];

/** The promotion calls; handlers only pass the member and the body to the service. */
export function promotionRoutes(
  promotions: PromotionService,
  requireMember: RequireMember,
  /** The open list, the same for every visitor, until its next window change (docs/PERFORMANCE.md#content-caches). */
  cache: ResponseCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { preHandler: requireMember };
    app.get(
      '/api/promotion/list',
      {
        schema: {
          tags,
          summary:
            'Promotions open now, with their bonus, turnover, withdrawal terms and window (amounts in baht)',
          querystring: optionalAgentCodeQuery,
          response: responses(promotionList),
        },
      },
      async (req, reply) => {
        // Public, but a member in cool-off or self-exclusion is shown none (docs/rules/promotions.md#window).
        let member: SessionMember | undefined;
        if (req.headers.authorization) {
          member = await requireMember.call(app, req, reply).then(
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
    );
    app.post(
      '/api/member/promotion/receive',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "Applies a promotion to the member's latest deposit still untouched in main",
          body: promotionIdBody,
          response: memberResponses(memberPromotion),
        },
      },
      async (req) => ok(await promotions.receive(memberOf(req), req.body.promotion_id)),
    );
    app.get(
      '/api/member/promotion/active',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "The member's running promotion with its live turnover progress, or null",
          response: memberResponses(activePromotion.nullable()),
        },
      },
      async (req) => ok(await promotions.active(memberOf(req))),
    );
    app.get(
      '/api/member/promotion/give_up',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: 'What giving up the running promotion would return to main and forfeit now',
          response: memberResponses(giveUpPreview),
        },
      },
      async (req) => ok(await promotions.giveUpPreview(memberOf(req))),
    );
    app.post(
      '/api/member/promotion/give_up',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "Gives up the running promotion: the deposit's share to main, the bonus's forfeited",
          body: giveUpRequest,
          // PROMOTION_GIVE_UP_CHANGED answers the new figures as `data`, for the member to confirm again.
          response: {
            ...memberResponses(memberPromotion),
            200: z.union([
              okEnvelope(memberPromotion),
              failEnvelope,
              failEnvelope.extend({ data: giveUpPreview }),
            ]),
          },
        },
      },
      async (req) => ok(await promotions.giveUp(memberOf(req), req.body)),
    );
    app.get(
      '/api/member/promotion/history',
      {
        ...member,
        schema: {
          tags,
          security,
          summary: "The member's promotions, newest first, with refusals and how each ended",
          response: memberResponses(memberPromotionHistory),
        },
      },
      async (req) => ok(await promotions.history(memberOf(req))),
    );
  };
}
