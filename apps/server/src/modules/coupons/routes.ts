import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponHistory, couponRedeemRequest, couponRedemption, ok } from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { CouponService } from './service.ts';

const tags = ['coupons'];
const security = [{ bearerAuth: [] }];

/** The member's coupon calls (docs/PROMOTIONS.md "Coupons"). */
export function couponRoutes(coupons: CouponService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/member/coupon/redeem',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary:
            'Redeems a code (any case) once per member, within its quota and window, and pays its reward',
          body: couponRedeemRequest,
          response: memberResponses(couponRedemption),
        },
      },
      async (req) => ok(await coupons.redeem(memberOf(req), req.body)),
    );
    app.get(
      '/api/member/coupon/history',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's redeemed coupons, newest first",
          response: memberResponses(couponHistory),
        },
      },
      async (req) => ok(await coupons.history(memberOf(req))),
    );
  };
}
