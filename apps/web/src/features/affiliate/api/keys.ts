import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** The programme's rates: the same for everyone. */
export const AFFILIATE_CONFIG_QUERY_KEY = ['affiliate', 'config'] as const;
/** The member's own figures, under the member key so a logout drops them. */
export const AFFILIATE_QUERY_KEY = [...MEMBER_QUERY_KEY, 'affiliate'] as const;
