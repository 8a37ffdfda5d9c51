import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** The member's coupon history, under the member key so a logout drops it. */
export const COUPON_QUERY_KEY = [...MEMBER_QUERY_KEY, 'coupons'] as const;
