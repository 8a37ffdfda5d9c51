import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** Under the member key: what a member redeemed and may still redeem is theirs. */
export const SHOP_QUERY_KEY = [...MEMBER_QUERY_KEY, 'shop'] as const;
/** The member panel's points key, so one refresh updates both. */
export const POINTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'points'] as const;
