import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** Rounds, rates and results: the same for everyone. */
export const LOTTO_QUERY_KEY = ['lotto'] as const;
/** The member's bills, under the member key so a logout drops them with the rest. */
export const LOTTO_BILLS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'lotto', 'bills'] as const;
