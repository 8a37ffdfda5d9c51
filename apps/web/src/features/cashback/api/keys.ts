import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** The rules in force: the same for everyone. */
export const CASHBACK_RULES_QUERY_KEY = ['cashback', 'rules'] as const;
/** The member's periods and report, under the member key so a logout drops them with the rest. */
export const CASHBACK_QUERY_KEY = [...MEMBER_QUERY_KEY, 'cashback'] as const;
